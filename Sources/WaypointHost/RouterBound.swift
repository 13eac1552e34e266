import Waypoint

/// A value a view makes for the router it was given, made again when it is given another.
///
/// A view keeps objects across its redraws (SwiftUI's `State`), but a parent can pass it a
/// different router on a redraw. An object made for the first router would then serve the
/// view half-bound: paths from the new router, presentations from the old. Keeping it in a
/// `RouterBound` ties it to the router it was made for:
///
/// ```swift
/// let hosts = RouterBound { router in
///   PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
/// }
/// hosts.value(for: router).update()
/// ```
@MainActor
public final class RouterBound<Value> {
  private let make: @MainActor (Router) -> Value
  /// The router the kept value was made for; weak, so that a router released since can
  /// never be mistaken for a new one.
  private weak var madeFor: Router?
  private var kept: Value?

  /// Creates the value's keeper; `make` runs on first use and for each new router.
  public init(_ make: @escaping @MainActor (Router) -> Value) {
    self.make = make
  }

  /// The value made for `router`: the kept one when it was made for this router, else a
  /// new one (the old one is released).
  public func value(for router: Router) -> Value {
    if let madeFor, madeFor === router, let kept { return kept }
    let value = make(router)
    madeFor = router
    kept = value
    return value
  }
}
