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

/// A route with a custom `LosslessStringConvertible` parameter.
struct Hue: LosslessStringConvertible, Hashable, Sendable {
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
    _ patterns: [String], schemes: [String] = ["myapp"], hosts: [String] = [],
    isPathCaseSensitive: Bool = true
  ) throws(LinkError) -> LinkMap {
    var links = try LinkMap(
      schemes: schemes, hosts: hosts, isPathCaseSensitive: isPathCaseSensitive)
    for pattern in patterns {
      try links.register(pattern) { _ in LinkTarget() }
    }
    return links
  }
}
