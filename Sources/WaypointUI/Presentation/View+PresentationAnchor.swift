import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Declares this view as the anchor named `name` of its screen: a popover presented with
  /// `PresentationAnchor.named(_:in:)` for this name and screen points at this view, and so
  /// does a confirmation dialog anchored there (iPad shows one as a popover).
  ///
  /// ```swift
  /// struct ProfileScreen: View {
  ///   @Environment(\.navigationScreen) private var screen
  ///   @Environment(Router.self) private var router
  ///
  ///   var body: some View {
  ///     Button("Settings") {
  ///       guard let screen else { return }
  ///       router.present(.popover(Screen.settings, anchor: .named("settings", in: screen.id)))
  ///     }
  ///     .presentationAnchor("settings")
  ///   }
  /// }
  /// ```
  ///
  /// Attach it to the view the popover points at: a button in the screen's content or in
  /// its toolbar.
  ///
  /// The container that draws the screen's stack (a ``RouterStack``, a
  /// ``RouterSlideStack``, the stack of a tab or of a split view's detail column) presents
  /// the layer from this view with SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`,
  /// the layer's content drawn as the container draws its sheets. In compact width the
  /// platform shows the popover as a sheet, and where there are no popovers (tvOS,
  /// watchOS) the container presents it as a sheet; the router's tree keeps it a popover.
  ///
  /// The anchor counts while the view is on screen. A popover or a confirmation dialog
  /// anchored to a name no view on screen declares, or to a screen as a whole, is
  /// presented from the container's view. A view that has no screen handle (drawn by your
  /// own `navigationDestination(for:)`) matches the name in any screen of its stack.
  ///
  /// - Parameter name: The anchor's name, unique among the anchors of the screen.
  /// - Returns: A view that presents what is anchored to it.
  @MainActor
  public func presentationAnchor(_ name: String) -> some View {
    PresentationAnchorView(content: self, name: name)
  }
}

/// A view that declared a presentation anchor, presenting what its stack container
/// presents at it.
@MainActor
struct PresentationAnchorView<Content: View>: View {
  let content: Content
  let name: String
  /// The stack container the view is drawn in.
  @Environment(\.layerPresenter) private var presenter
  /// The screen the view is drawn in.
  @Environment(\.navigationScreen) private var screen

  var body: some View {
    if let presenter {
      let anchor = DeclaredAnchor(name: name, screen: screen?.id)
      content
        .presentingAnchored(at: .declared(anchor), of: presenter)
        .onAppear { presenter.anchors.declare(anchor) }
        .onDisappear { presenter.anchors.withdraw(anchor) }
        .onChange(of: anchor) { old, new in
          presenter.anchors.withdraw(old)
          presenter.anchors.declare(new)
        }
    } else {
      content
    }
  }
}
