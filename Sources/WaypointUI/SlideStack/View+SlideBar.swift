import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Gives this screen's bar in a ``RouterSlideStack`` a title and trailing items, as
  /// `navigationTitle` and `toolbar` do in a `NavigationStack`.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar(Text(verbatim: "Feed")) {
  ///     Button("Compose") {}
  ///   }
  /// ```
  ///
  /// The bar's leading item is the stack's back button, on pushed screens; the title sits
  /// in the middle, read by VoiceOver as a header; the trailing items sit at the trailing
  /// edge. The screen's content sits below the bar. When several modifiers declare a bar
  /// for one screen, the outermost one wins.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for none.
  ///   - trailing: The items at the bar's trailing edge, such as buttons.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar<Trailing: View>(
    _ title: Text? = nil, @ViewBuilder trailing: () -> Trailing
  ) -> some View {
    let items = AnyView(trailing())
    return
      self
      .transformPreference(SlideBarItemsKey.self) { value in
        value.title = title
        value.trailing = items
      }
      .transformPreference(SlideBarDeclarationKey.self) { value in
        value.hasTitle = title != nil
        value.hasTrailingItems = true
      }
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a localized title and trailing items,
  /// as `navigationTitle` and `toolbar` do in a `NavigationStack`.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar("Feed") {
  ///     Button("Compose") {}
  ///   }
  /// ```
  ///
  /// See `slideBar(_:trailing:)` with a `Text` title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the localized title.
  ///   - trailing: The items at the bar's trailing edge, such as buttons.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar<Trailing: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder trailing: () -> Trailing
  ) -> some View {
    slideBar(Text(titleKey), trailing: trailing)
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a localized title.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar("Feed")
  /// ```
  ///
  /// - Parameter titleKey: The key of the localized title, in the middle of the bar.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar(_ titleKey: LocalizedStringKey) -> some View {
    slideBar(Text(titleKey))
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a title.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar(Text(verbatim: "Feed"))
  /// ```
  ///
  /// - Parameter title: The title, in the middle of the bar.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar(_ title: Text) -> some View {
    transformPreference(SlideBarItemsKey.self) { $0.title = title }
      .transformPreference(SlideBarDeclarationKey.self) { $0.hasTitle = true }
  }

  /// Shows or hides this screen's bar in a ``RouterSlideStack``.
  ///
  /// With `.hidden`, the screen's content takes the bar's place, and the screen may draw a
  /// bar of its own with a ``SlideBackButton``:
  ///
  /// ```swift
  /// VStack {
  ///   HStack {
  ///     SlideBackButton()
  ///     Spacer()
  ///   }
  ///   FeedScreen()
  /// }
  /// .slideBar(.hidden)
  /// ```
  ///
  /// With `.visible`, the bar shows even on a first screen with no title or items; with
  /// `.automatic` (the default), it shows when it has a back button, a title or trailing
  /// items.
  ///
  /// - Parameter visibility: Whether the bar shows.
  /// - Returns: The screen with its bar's visibility declared.
  @available(tvOS, unavailable)
  public func slideBar(_ visibility: Visibility) -> some View {
    transformPreference(SlideBarDeclarationKey.self) { value in
      switch visibility {
      case .automatic: value.visibility = .automatic
      case .visible: value.visibility = .visible
      case .hidden: value.visibility = .hidden
      }
    }
  }
}
