import Foundation

/// A navigation state on the wire: what ``SnapshotCoder/encode(_:)`` writes and
/// ``SnapshotCoder/decode(_:)`` reads, with the coder found in the `userInfo` of the
/// encoder or decoder under `CodingUserInfoKey.snapshotCoder`.
struct CodedSnapshot: Codable {
  /// The state.
  var state: NavigationState
  /// After decoding, what a lenient restore dropped; empty otherwise.
  var summary: RestorationSummary

  /// Wraps a state for encoding.
  init(_ state: NavigationState) {
    self.state = state
    self.summary = RestorationSummary(problems: [])
  }

  /// Decodes a snapshot, with the ``SnapshotCoder`` found in the decoder's `userInfo`.
  init(from decoder: any Decoder) throws {
    guard let coder = decoder.userInfo[.snapshotCoder] as? SnapshotCoder else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: WireSnapshot.missingContext))
    }
    let wire = try WireSnapshot(from: decoder)
    let restored = try wire.build(
      mode: coder.storedMode, registered: coder.writtenNames,
      maxLayerDepth: max(coder.storedLimits.layerDepthLimit, NavigationState.defaultMaxLayerDepth))
    self.state = restored.state
    self.summary = restored.summary
  }

  /// Encodes the state, with the ``SnapshotCoder`` found in the encoder's `userInfo`.
  func encode(to encoder: any Encoder) throws {
    try Self.encode(state, as: self, to: encoder)
  }

  /// Encodes `state` for `value`, the value being encoded, which a missing coder's
  /// `EncodingError` names.
  static func encode(_ state: NavigationState, as value: Any, to encoder: any Encoder) throws {
    guard let coder = encoder.userInfo[.snapshotCoder] as? SnapshotCoder else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: encoder.codingPath, debugDescription: WireSnapshot.missingContext))
    }
    try WireSnapshot(state, coder: coder).encode(to: encoder)
  }
}
