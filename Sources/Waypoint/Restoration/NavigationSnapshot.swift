import Foundation

/// A navigation state as a `Codable` value, for apps that kept it inside a document of
/// their own.
///
/// Encoding and decoding need the app's ``SnapshotCoder`` in the coder's `userInfo` under
/// `CodingUserInfoKey.waypointRestoration`.
@available(
  *, deprecated,
  message:
    "keep SnapshotCoder.encode(_:)'s Data in the document and read it with SnapshotCoder.decode(_:): the limits are checked and a bad snapshot leaves the rest of the document readable"
)
public struct NavigationSnapshot: Sendable, Equatable, Codable {
  /// The state.
  public var state: NavigationState
  /// After decoding, what a lenient restore dropped; empty otherwise.
  public private(set) var report: RestorationReport

  /// Wraps a state for encoding.
  public init(_ state: NavigationState) {
    self.state = state
    self.report = RestorationReport(problems: [])
  }

  /// Decodes a snapshot, with the ``SnapshotCoder`` found in the decoder's `userInfo`.
  ///
  /// - Throws: ``RestorationError`` for a snapshot that cannot be restored, or a
  ///   `DecodingError` for data of the wrong shape.
  public init(from decoder: any Decoder) throws {
    let restored = try CodedSnapshot(from: decoder)
    self.state = restored.state
    self.report = restored.report
  }

  /// Encodes the state, with the ``SnapshotCoder`` found in the encoder's `userInfo`.
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered, or the error a route threw.
  public func encode(to encoder: any Encoder) throws {
    try CodedSnapshot.encode(state, as: self, to: encoder)
  }
}

extension CodingUserInfoKey {
  /// The key under which a `NavigationSnapshot` finds its ``SnapshotCoder`` in an encoder's
  /// or decoder's `userInfo`.
  @available(
    *, deprecated,
    message:
      "only NavigationSnapshot reads it; keep SnapshotCoder.encode(_:)'s Data in the document and read it with SnapshotCoder.decode(_:)"
  )
  public static var waypointRestoration: CodingUserInfoKey { .snapshotCoder }
}
