extension NavigationTest {
  /// Whether a test must assert every event, or only the ones it cares about.
  ///
  /// ```swift
  /// let strict = NavigationTest(router)  // every event must be asserted
  /// let loose = NavigationTest(router, exhaustivity: .nonExhaustive)
  /// let told = NavigationTest(router, exhaustivity: .nonExhaustive(notingSkipped: true))
  /// ```
  public enum Exhaustivity: Sendable, Equatable {
    /// Every event must be asserted, in order: an assertion checks the next event, whatever
    /// it is, and ``NavigationTest/finish(fileID:filePath:line:column:)`` fails for every
    /// event left.
    case exhaustive
    /// An assertion checks the first event left that matches it; the events before it are
    /// skipped, and so are the events left at
    /// ``NavigationTest/finish(fileID:filePath:line:column:)``. With `notingSkipped`, each
    /// skip is reported as a note that does not fail the test (a warning in Swift Testing
    /// from Swift 6.3 on; printed otherwise).
    case nonExhaustive(notingSkipped: Bool)

    /// Events that are not asserted are skipped silently.
    public static let nonExhaustive = Self.nonExhaustive(notingSkipped: false)
  }
}
