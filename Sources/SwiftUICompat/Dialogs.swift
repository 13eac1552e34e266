// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Presents an alert with a message using the given data to produce the alert's
    /// content and a string variable as a title.
    @_disfavoredOverload public func alert<S, A, M, T>(
      _ title: S, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      self
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content and a string variable for the title.
    @_disfavoredOverload public func confirmationDialog<S, A, M, T>(
      _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      self
    }
  }

  /// A value that describes the purpose of a button.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension Button where Label == Text {
    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload public init<S>(
      _ title: S, role: ButtonRole?, action: @escaping () -> Void
    ) where S: StringProtocol {
      self.init(action: action) { Text(title) }
    }
  }

  /// A control that displays an editable text interface.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct TextField<Label>: View where Label: View {
    let text: Binding<String>

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension TextField: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>)
    where S: StringProtocol {
      self.text = text
    }
  }

  /// A control into which people securely enter private text.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct SecureField<Label>: View where Label: View {
    let text: Binding<String>

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension SecureField: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a `Text`.
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>)
    where S: StringProtocol {
      self.text = text
    }
  }
#endif
