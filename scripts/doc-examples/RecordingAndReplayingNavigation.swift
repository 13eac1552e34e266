// Context of RecordingAndReplayingNavigation.md's examples. The article declares the
// app's routes and its router itself, as a test target does, so it takes nothing as given.
import Waypoint
import WaypointTesting
