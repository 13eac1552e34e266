import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Gives this screen's bar in a ``RouterSlideStack`` a title that is not localized (a
  /// `String` value, such as a name read from your model) and trailing items, as
  /// `navigationTitle(_:)` takes a string in a `NavigationStack`.
  ///
  /// ```swift
  /// struct ContactScreen: View {
  ///   let name: String
  ///
  ///   var body: some View {
  ///     Text(name)
  ///       .slideBar(name) {
  ///         Button("Edit") {}
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// A string literal picks the localized `slideBar(_:trailing:)` with a
  /// `LocalizedStringKey`, as SwiftUI's `Text` does.
  ///
  /// - Parameters:
  ///   - title: The title, shown as it is.
  ///   - trailing: The items at the bar's trailing edge, such as buttons.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  @_disfavoredOverload
  public func slideBar<Title: StringProtocol, Trailing: View>(
    _ title: Title, @ViewBuilder trailing: () -> Trailing
  ) -> some View {
    slideBar(Text(title), trailing: trailing)
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a title that is not localized (a
  /// `String` value).
  ///
  /// ```swift
  /// struct ContactScreen: View {
  ///   let name: String
  ///
  ///   var body: some View {
  ///     Text(name).slideBar(name)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter title: The title, shown as it is, in the middle of the bar.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  @_disfavoredOverload
  public func slideBar<Title: StringProtocol>(_ title: Title) -> some View {
    slideBar(Text(title))
  }
}
