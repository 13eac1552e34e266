// Route types of a test app that saves its navigation. Plain Swift, with no import, so that
// scripts/fuzz-restoration.sh and scripts/fuzz-recording.sh can compile this file with the
// engine's sources.

/// The app's screens, as a test app would declare them.
public enum SavedScreen: Codable, Hashable, Sendable {
  case home
  case settings
  case profile(id: Int)
  case search(query: String)
}

/// A route with a payload of several fields.
public struct SavedArticle: Codable, Hashable, Sendable {
  /// The article's number.
  public var id: Int
  /// Its title.
  public var title: String
  /// A rating, for a field that is not text.
  public var score: Double

  /// An article with these fields.
  public init(id: Int, title: String, score: Double) {
    self.id = id
    self.title = title
    self.score = score
  }
}
