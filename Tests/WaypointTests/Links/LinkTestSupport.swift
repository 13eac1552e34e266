import Testing
import Waypoint

/// Routes of a small app, used by the link tests.
enum LinkScreen: Hashable, Sendable {
  case profile(id: Int)
  case post(slug: String)
  case settings
  case about
  case compose
  case attachments
}

/// A route with a custom `LosslessStringConvertible` parameter, read as a `LinkValue` with
/// the protocol's `LosslessStringConvertible` defaults.
struct Hue: LosslessStringConvertible, LinkValue, Hashable, Sendable {
  var name: String
  init?(_ description: String) {
    guard ["red", "green", "blue"].contains(description) else { return nil }
    name = description
  }
  var description: String { name }
}

enum LinkFixtures {
  /// Route patterns for `LinkScreen`.
  static func registerScreens(in links: inout LinkMap) throws(LinkError) {
    try links.registerRoute("profile/:id", as: LinkScreen.self) { match throws(LinkError) in
      .profile(id: try match.parameter("id"))
    } print: { screen in
      guard case .profile(let id) = screen else { return nil }
      return ["id": id]
    }
    try links.registerRoute("post/:slug", as: LinkScreen.self) { match throws(LinkError) in
      .post(slug: try match.parameter("slug"))
    } print: { screen in
      guard case .post(let slug) = screen else { return nil }
      return ["slug": slug]
    }
    let names: [(String, LinkScreen)] = [
      ("settings", .settings), ("about", .about), ("compose", .compose),
      ("attachments", .attachments),
    ]
    for (name, screen) in names {
      try links.registerRoute(name, as: LinkScreen.self) { _ in
        screen
      } print: {
        $0 == screen ? LinkValues() : nil
      }
    }
  }

  /// A map with a `LinkScreen` target for each pattern text, reporting which pattern matched.
  static func map(
    _ patterns: [String], schemes: [String] = ["myapp"], domains: [String] = [],
    isPathCaseSensitive: Bool = true
  ) throws(LinkError) -> LinkMap {
    var links = try LinkMap(
      schemes: schemes, domains: domains, isPathCaseSensitive: isPathCaseSensitive)
    for pattern in patterns {
      try links.register(pattern) { _ in LinkTarget() }
    }
    return links
  }
}

extension Router {
  /// Opens `url` with the convenience call and returns the link error it reported: `nil`
  /// when the link opened at once. Fails the test when the call's result and its report
  /// disagree.
  func openingError(
    _ url: String, with links: LinkMap, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LinkError? {
    let handler = onFailure
    defer { onFailure = handler }
    var reported: [NavigationFailure] = []
    onFailure = { reported.append($0) }
    let opened = open(url, with: links)
    #expect(!opened || reported.isEmpty, sourceLocation: sourceLocation)
    #expect(reported.allSatisfy { $0.source == .deepLink }, sourceLocation: sourceLocation)
    guard let failure = reported.first else { return nil }
    guard let error = failure.error as? LinkError else {
      Issue.record(
        "open reported \(failure.error), not a LinkError", sourceLocation: sourceLocation)
      return nil
    }
    return error
  }
}
