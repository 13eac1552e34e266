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
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
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
    // The terminal demo: its logic (testable) and a thin executable for the terminal.
    .target(name: "WaypointDemoKit", dependencies: ["Waypoint", "WaypointHost"]),
    .executableTarget(name: "waypoint-demo", dependencies: ["WaypointDemoKit"]),
    .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointHost"]),
    .testTarget(
      name: "WaypointUITests",
      dependencies: [
        "Waypoint", "WaypointHost", "WaypointUI",
        .target(
          name: "SwiftUICompat",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    .testTarget(
      name: "WaypointDemoTests", dependencies: ["WaypointDemoKit", "waypoint-demo"],
      exclude: ["Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)
