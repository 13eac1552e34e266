// Context of WaypointTesting's examples: the `///` examples of Sources/WaypointTesting and
// its landing page, beside the engine's context (Waypoint.swift: `router`, `Screen`,
// `Mail`, ...). The examples are tests' code; the generated files import `Testing`.
import Testing
import Waypoint
import WaypointTesting

@MainActor let test = NavigationTest(router)
