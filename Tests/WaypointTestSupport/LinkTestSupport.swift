import Waypoint

/// Routes of a small app, used by the link tests.
public enum LinkScreen: Hashable, Sendable {
  case profile(id: Int)
  case post(slug: String)
  case settings
  case about
  case compose
  case attachments
}

/// A route with a custom `LosslessStringConvertible` parameter, read as a `LinkValue` with
/// the protocol's `LosslessStringConvertible` defaults.
public struct Hue: LosslessStringConvertible, LinkValue, Hashable, Sendable {
  /// The color's name.
  public var name: String
  /// The hue named `description`, if it is one of red, green and blue.
  public init?(_ description: String) {
    guard ["red", "green", "blue"].contains(description) else { return nil }
    name = description
  }
  /// The color's name.
  public var description: String { name }
}

/// Link maps for the link tests.
public enum LinkFixtures {
  /// Route patterns for `LinkScreen`.
  public static func registerScreens(in links: inout LinkMap) throws(LinkError) {
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
  public static func map(
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
