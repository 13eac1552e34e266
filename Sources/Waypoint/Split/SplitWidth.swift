/// How much room a split container has, as its host reports it.
///
/// Width is not navigation: reporting it passes no guard, emits no event, releases no
/// screen and is not saved. A compact container reads as one stack (see
/// ``SplitContainer/collapsedPath``); a regular one shows its columns side by side.
public enum SplitWidth: String, Sendable, Hashable, CaseIterable {
  /// The columns collapse into one stack: a phone, a narrow window, a compact sheet.
  case compact
  /// The columns show side by side.
  case regular
}
