import Waypoint

extension DemoApp {
  /// Opens a deep link: `waypoint://<tab>[/<route>…][?sheet=<route>[/<route>…]]`.
  ///
  /// - Throws: ``DemoError``; the state is unchanged then.
  package func open(link: String) throws(DemoError) {
    throw .unavailable(feature: "deep links", command: "open")
  }

  /// The link for the current state.
  ///
  /// - Throws: ``DemoError/link(_:)`` when the state cannot be expressed as a link.
  package func link() throws(DemoError) -> String {
    throw .unavailable(feature: "deep links", command: "url")
  }
}
