import Foundation
import Waypoint

/// A scene that saves its navigation and opens links: the screens, coder, links and saved
/// snapshot that the scene tests of the host logic and of WaypointUI share.
public enum SceneFixture {
  /// The scene's screens.
  public enum Screen: String, Codable, Hashable, Sendable {
    case inbox, settings, compose
  }

  /// The scene's coder: `Screen` saved as "screen".
  public static var coder: SnapshotCoder {
    SnapshotCoder().registering(Screen.self, as: "screen")
  }

  /// `myapp://compose` presents a compose sheet over `main`; `myapp://settings` pushes
  /// settings onto `main`.
  public static func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("compose") { _ in
      LinkTarget(stack: "main", presenting: .sheet(Screen.compose, id: "compose"))
    }
    try links.register("settings") { _ in .stack("main", path: [Screen.settings]) }
    return links
  }

  /// A scene saved with the inbox pushed on `main`.
  @MainActor
  public static func saved() throws -> Data {
    let router = Router()
    router.push(Screen.inbox)
    return try coder.snapshot(of: router)
  }
}
