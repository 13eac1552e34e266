// Route types for the tests and benchmarks. Plain Swift, with no import, so that the fuzz
// scripts can compile this folder's route files with the engine's sources.

/// The screens of the tests: the seed demo's three plus a few.
public enum Screen: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  case profile, settings, about, account, login, editor, beta, fallback
  /// The case name, as the tests print paths.
  public var description: String { rawValue }
}

/// A route type of its own, to mix types in one stack.
public struct Article: Hashable, Sendable, CustomStringConvertible {
  /// The article's number.
  public var id: Int
  /// The article numbered `id`.
  public init(id: Int) { self.id = id }
  /// "article" and the number.
  public var description: String { "article \(id)" }
}
