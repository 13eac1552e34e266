import Foundation

/// A navigation state as a `Codable` value, for apps that keep it inside a document of
/// their own or encode it with another encoder.
///
/// Encoding and decoding need the app's ``SnapshotCoder`` in the coder's `userInfo` under
/// `CodingUserInfoKey.waypointRestoration`. Most apps do not need this type:
/// ``SnapshotCoder/encode(_:)`` and ``SnapshotCoder/decode(_:)`` (or, for a router,
/// ``SnapshotCoder/snapshot(of:)`` and ``SnapshotCoder/restore(_:from:)``) do it with JSON.
///
/// ```swift
/// struct Document: Codable {
///   var navigation: NavigationSnapshot
///   var draft: String
/// }
/// let encoder = JSONEncoder()
/// encoder.userInfo[.waypointRestoration] = coder
/// let data = try encoder.encode(Document(navigation: NavigationSnapshot(router.state), draft: ""))
/// ```
public struct NavigationSnapshot: Sendable, Equatable, Codable {
  /// The state.
  public var state: NavigationState
  /// After decoding, what a lenient restore dropped; empty otherwise.
  public private(set) var report: RestorationReport

  /// Wraps a state for encoding.
  public init(_ state: NavigationState) {
    self.state = state
    self.report = RestorationReport()
  }

  /// Decodes a snapshot, with the ``SnapshotCoder`` found in the decoder's `userInfo`.
  ///
  /// - Throws: ``RestorationError`` for a snapshot that cannot be restored, or a
  ///   `DecodingError` for data of the wrong shape.
  public init(from decoder: any Decoder) throws {
    guard let coder = decoder.userInfo[.waypointRestoration] as? SnapshotCoder else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: WireSnapshot.missingContext))
    }
    let wire = try WireSnapshot(from: decoder)
    let restored = try wire.build(
      mode: coder.mode, registered: coder.registeredNames,
      maxLayerDepth: max(coder.limits.maxDepth, NavigationState.defaultMaxLayerDepth))
    self.state = restored.state
    self.report = restored.report
  }

  /// Encodes the state, with the ``SnapshotCoder`` found in the encoder's `userInfo`.
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered, or the error a route threw.
  public func encode(to encoder: any Encoder) throws {
    guard let coder = encoder.userInfo[.waypointRestoration] as? SnapshotCoder else {
      throw EncodingError.invalidValue(
        self,
        .init(codingPath: encoder.codingPath, debugDescription: WireSnapshot.missingContext))
    }
    try WireSnapshot(state, coder: coder).encode(to: encoder)
  }
}

extension SnapshotCoder {
  /// Saves `state` as a snapshot: JSON `Data` that ``decode(_:)`` reads back.
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered; ``RestorationError/limitExceeded(_:found:maximum:)`` when the state
  ///   nests more layers than ``RestorationLimits/maxDepth`` (a snapshot that could not be
  ///   restored); ``RestorationError/encodingFailed(_:)`` when a route fails to encode.
  /// - Complexity: O(*n*) in the entries of the tree.
  public func encode(_ state: NavigationState) throws(RestorationError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = outputFormatting
    encoder.userInfo[.waypointRestoration] = self
    do {
      return try encoder.encode(NavigationSnapshot(state))
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .encodingFailed(RestorationError.describe(error))
    }
  }

  /// Reads a snapshot made by ``encode(_:)``, by this version of the app or an older one.
  ///
  /// Checks the size first, then the format and schema version; reads the tree, counting
  /// its stacks, entries and layers against ``limits``; checks that each group of routes
  /// holds exactly the routes the tree uses; runs ``migration`` on an older snapshot;
  /// decodes the routes with their registered types (a strict coder stops at the first
  /// that fails) and checks every ID.
  ///
  /// - Returns: The state, and what was dropped when ``mode`` is lenient.
  /// - Throws: ``RestorationError``, whose message says what is wrong and where.
  /// - Complexity: O(*n*) in the size of the data.
  public func decode(_ data: Data) throws(RestorationError) -> RestoredState {
    guard data.count <= limits.maxBytes else {
      throw .limitExceeded(.bytes, found: data.count, maximum: limits.maxBytes)
    }
    let decoder = JSONDecoder()
    decoder.userInfo[.waypointRestoration] = self
    do {
      let snapshot = try decoder.decode(NavigationSnapshot.self, from: data)
      return RestoredState(state: snapshot.state, report: snapshot.report)
    } catch let error as RestorationError {
      throw error
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw .invalidJSON(JSONSyntax.firstError(in: data) ?? context.debugDescription)
    } catch let error as DecodingError {
      throw Self.invalidData(error)
    } catch {
      throw .invalidData(path: "(top level)", detail: String(describing: error))
    }
  }

  private static func invalidData(_ error: DecodingError) -> RestorationError {
    let context: DecodingError.Context
    var detail: String
    switch error {
    case .typeMismatch(let type, let found):
      context = found
      detail = "expected \(Self.jsonName(of: type))"
    case .valueNotFound(let type, let found):
      context = found
      detail = "expected \(Self.jsonName(of: type)), found null"
    case .keyNotFound(let key, let found):
      context = DecodingError.Context(
        codingPath: found.codingPath + [key], debugDescription: found.debugDescription)
      detail = "is missing"
    case .dataCorrupted(let found):
      context = found
      detail = found.debugDescription
    @unknown default:
      return .invalidData(path: "(top level)", detail: String(describing: error))
    }
    if case .typeMismatch = error { detail += " (\(context.debugDescription))" }
    let path = RestorationError.render(context.codingPath)
    return .invalidData(path: path.isEmpty ? "(top level)" : path, detail: detail)
  }

  private static func jsonName(of type: any Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Int.Type, is UInt64.Type, is Int64.Type: "a whole number"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: "\(type)"
    }
  }
}
