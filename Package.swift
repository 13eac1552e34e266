// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [
    .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
  ],
  targets: [
    .target(name: "Waypoint"),
    .target(name: "WaypointDemoKit", dependencies: ["Waypoint"]),
    .executableTarget(name: "waypoint-demo", dependencies: ["WaypointDemoKit"]),
    .testTarget(name: "WaypointTests", dependencies: ["Waypoint"]),
    .testTarget(
      name: "WaypointDemoTests", dependencies: ["WaypointDemoKit", "waypoint-demo"],
      exclude: ["Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)
