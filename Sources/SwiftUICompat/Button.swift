#if !canImport(SwiftUI)
  /// A control that initiates an action.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct Button<Label>: View where Label: View {
    let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
      self.action = action
      self.label = label()
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }
#endif
