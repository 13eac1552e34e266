// An app that uses SwiftUI imports `Waypoint` and `WaypointUI`: the host logic WaypointUI is
// built on (presentation hosts, user input, tab bar layouts, scene restoration) comes with it.
@_exported import WaypointHost
