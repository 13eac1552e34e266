// Context of WaypointTesting's examples: the `///` examples of Sources/WaypointTesting and
// its landing page, beside the engine's context (Waypoint.swift: `router`, `Screen`,
// `Mail`, ...). The examples are tests' code; the generated files import `Testing`.
import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor let test = NavigationTest(router)
/// Where a bug report's recording was saved.
let bugReport = URL(fileURLWithPath: "Tests/Fixtures/bug-1234.waypoint")
