// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Waypoint", path: "..")],
  targets: [
    .executableTarget(
      name: "waypoint-bench",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointHost", package: "Waypoint"),
        .product(name: "WaypointTestSupport", package: "Waypoint"), "HeapStatistics",
      ]
    ),
    .target(name: "HeapStatistics"),
  ],
  swiftLanguageModes: [.v6]
)
