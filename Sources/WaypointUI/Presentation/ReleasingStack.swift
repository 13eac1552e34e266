import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Releases the layer that holds `stack` when this view goes away while the router still
  /// shows it: Granite's `releaseStack()` on disappear, on the engine's tree.
  ///
  /// SwiftUI reports a sheet the user swipes down, and the containers tell the router. But
  /// a sheet also goes away with the view that presented it (the app's own state removed
  /// that view); the router would keep the layer, invisible, with its entries and what
  /// their scopes hold. Attach this to the view that hosts a layer's stack, in a container
  /// of your own, so that the layer is dismissed then, through the router's guards, and
  /// its entries' scopes are released:
  ///
  /// ```swift
  /// struct ComposeHost: View {
  ///   let router: Router
  ///   var body: some View {
  ///     ComposeScreen()  // draws the "compose" stack
  ///       .releasingStack("compose", in: router)
  ///   }
  /// }
  /// ```
  ///
  /// Attach it to a view that stays on screen while its stack pushes. A
  /// ``RouterSlideStack`` does this itself for every layer it presents, from the layer's
  /// stack view (its first screen leaves the view hierarchy while covered, so there the
  /// modifier is ignored). Not to the first screen of a ``RouterStack``'s layer: its
  /// `NavigationStack` takes that screen off screen while another is pushed, which would
  /// read as the layer going away.
  ///
  /// `StackHostLifetime` decides, from the tree, when going away is a release and when it
  /// is SwiftUI hiding a view that stays (under a full-screen cover, in a hidden tab).
  /// Stacks of the window are never released.
  ///
  /// - Parameters:
  ///   - stack: The ID of the stack this view shows, in a layer.
  ///   - router: The router that owns the stack.
  /// - Returns: The view, releasing the stack when it goes away.
  @MainActor
  public func releasingStack(_ stack: StackID, in router: Router) -> some View {
    StackReleasingView(content: self, router: router, stack: stack)
  }
}

/// A view that tells the router when its stack's host went away.
@MainActor
struct StackReleasingView<Content: View>: View {
  let content: Content
  let router: Router
  let stack: StackID
  @State private var lifetime: StackHostLifetime
  /// The stack a container around this view already releases (a slide stack's layer).
  @Environment(\.stackReleasedByContainer) private var releasedByContainer

  init(content: Content, router: Router, stack: StackID) {
    self.content = content
    self.router = router
    self.stack = stack
    _lifetime = State(initialValue: StackHostLifetime(stack: stack))
  }

  var body: some View {
    // Observes whether the stack is in the tree, so that a stack that left is never
    // released again under a newer layer with the same ID.
    let exists = router.stack(stack).state != nil
    content
      .onAppear {
        lifetime.show(stack, stackExists: router.stack(stack).state != nil)
        lifetime.appeared(stackExists: router.stack(stack).state != nil)
      }
      .onChange(of: exists) { _, exists in
        lifetime.stackExistenceChanged(exists)
      }
      .onChange(of: stack) { _, stack in
        lifetime.show(stack, stackExists: router.stack(stack).state != nil)
      }
      .onDisappear {
        // A slide stack takes a covered first screen out of the view hierarchy; the
        // container releases its layer from a view that stays.
        guard releasedByContainer != stack else { return }
        if let input = lifetime.disappeared(in: router.state, coversAvailable: coversAvailable) {
          router.report(input)
        }
      }
  }
}

private struct StackReleasedByContainerKey: EnvironmentKey {
  static var defaultValue: StackID? { nil }
}

extension EnvironmentValues {
  /// The stack whose layer the container drawing this view releases when its view goes
  /// away, so a `releasingStack(_:in:)` inside leaves it alone.
  var stackReleasedByContainer: StackID? {
    get { self[StackReleasedByContainerKey.self] }
    set { self[StackReleasedByContainerKey.self] = newValue }
  }
}
