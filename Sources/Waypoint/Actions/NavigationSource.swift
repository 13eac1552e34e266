/// Who asked for a change.
public enum NavigationSource: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app's code.
  case program
  /// The user, through the host: a swipe back, a sheet swiped down, a tab tapped.
  case user
  /// A URL the app opened.
  case deepLink
  /// A saved snapshot being restored.
  case restoration
}
