// Context of TestingNavigation.md's examples. The article declares the app's routes, its
// router and its links itself, as a test target does, so it takes nothing as given.
import Waypoint
