// Context of WaypointHost's examples, on top of the engine's (Waypoint.swift): the `///`
// examples of Sources/WaypointHost and the articles of its catalog, which `import
// WaypointHost` as a custom host does.
import Waypoint
import WaypointHost
