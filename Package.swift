// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [
    .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointHost", targets: ["WaypointHost"]),
    .library(name: "WaypointUI", targets: ["WaypointUI"]),
    // For an app's tests, not the app: `NavigationTest` asserts a router's events one by one.
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    // Fixtures for Waypoint's own tests, benchmarks and fuzzers. A product only so that the
    // benchmark package (Benchmarks/, which depends on this one by path) can use it: it is
    // not for apps, carries no API promise, and may change in any release.
    .library(name: "WaypointTestSupport", targets: ["WaypointTestSupport"]),
  ],
  targets: [
    .target(name: "Waypoint"),
    // Host logic without a UI toolkit: what a SwiftUI, UIKit or terminal host decides
    // (presentations one at a time, user input, tab bars, scene restoration), tested on Linux.
    .target(name: "WaypointHost", dependencies: ["Waypoint"]),
    // The SwiftUI adapter. On Linux, where SwiftUI does not exist, it compiles against
    // SwiftUICompat, which declares the SwiftUI API it uses with Apple's signatures.
    .target(
      name: "WaypointUI",
      dependencies: [
        "Waypoint", "WaypointHost",
        .target(
          name: "SwiftUICompat",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    // Test support for the Linux compile check of WaypointUI; not a product, never ships,
    // and empty wherever SwiftUI can be imported.
    .target(name: "SwiftUICompat"),
    // Assertions on a router's events for an app's tests, reported to Swift Testing or
    // XCTest, whichever runs the test; on the engine alone.
    .target(name: "WaypointTesting", dependencies: ["Waypoint"]),
    // The terminal demo: its logic (testable) and a thin executable for the terminal.
    .target(name: "WaypointDemoKit", dependencies: ["Waypoint", "WaypointHost"]),
    .executableTarget(name: "waypoint-demo", dependencies: ["WaypointDemoKit"]),
    // The fixtures every test target, the benchmarks and the fuzzers share: route types, a
    // seeded generator, failure logs, state builders, link and restoration fixtures, a
    // simulated presenter for the host logic. No Testing import, so that the benchmarks can
    // link it; scripts/fuzz-restoration.sh compiles its route files directly.
    .target(
      name: "WaypointTestSupport", dependencies: ["Waypoint", "WaypointHost"],
      path: "Tests/WaypointTestSupport"),
    .testTarget(
      name: "WaypointTests", dependencies: ["Waypoint", "WaypointHost", "WaypointTestSupport"]),
    .testTarget(
      name: "WaypointHostTests", dependencies: ["Waypoint", "WaypointHost", "WaypointTestSupport"]),
    .testTarget(
      name: "WaypointUITests",
      dependencies: [
        "Waypoint", "WaypointHost", "WaypointUI", "WaypointTestSupport",
        .target(
          name: "SwiftUICompat",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    .testTarget(name: "WaypointTestingTests", dependencies: ["Waypoint", "WaypointTesting"]),
    // The README's first example as released in 0.1.0, verbatim: an app written from it
    // must keep compiling. Waypoint alone, as such an app imports.
    .testTarget(name: "ReleasedAPITests", dependencies: ["Waypoint", "WaypointHost"]),
    .testTarget(
      name: "WaypointDemoTests", dependencies: ["WaypointDemoKit", "waypoint-demo"],
      exclude: ["Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)
