// Test support, never shipped: declares the part of SwiftUI that WaypointUI uses, with the
// signatures of the iOS 17 SDK's SwiftUI interface (generic constraints, main-actor
// isolation, property wrappers, result builders, availability), so that WaypointUI
// compiles on Linux, where SwiftUI does not exist. Nothing here renders anything.
//
// Keep it minimal and faithful: declare only what WaypointUI calls, exactly as SwiftUI
// declares it. A looser declaration here would let code through that fails on Apple
// platforms. `@_Concurrency.MainActor(unsafe)` in the interface is written
// `@preconcurrency @MainActor`, its source form.
//
// Every declaration was checked against Apple's SwiftUI interface from the iOS 17.0 SDK,
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository
// xybp888/iOS-SDKs; its `@available` lists give the macOS, tvOS and watchOS availability
// too. This file declares nothing from SwiftUI.
//
// Every file is compiled only where SwiftUI cannot be imported; on Apple platforms this
// module is empty and WaypointUI does not depend on it.
#if !canImport(SwiftUI)
  @_exported import Foundation
  @_exported import Observation

  /// Stops a program that tried to render with the compile-only declarations; never
  /// reached, because nothing on Linux renders views.
  func unrendered(_ type: Any.Type) -> Never {
    fatalError("SwiftUICompat declares SwiftUI for compile checks only; \(type) cannot render")
  }
#endif
