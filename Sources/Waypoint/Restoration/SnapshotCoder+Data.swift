import Foundation

extension SnapshotCoder {
  /// Saves `state` as a snapshot: JSON `Data` that ``decode(_:)`` reads back.
  ///
  /// - Throws: ``RestorationError/limitAboveMaximum(_:requested:maximum:)`` when the
  ///   coder's limits ask for more than Waypoint allows;
  ///   ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered; ``RestorationError/limitExceeded(_:found:maximum:)`` when the state
  ///   nests more layers than the coder's limits allow (a snapshot that could not be
  ///   restored); ``RestorationError/encodingFailed(_:)`` when a route fails to encode.
  /// - Complexity: O(*n*) in the entries of the tree.
  public func encode(_ state: NavigationState) throws(RestorationError) -> Data {
    try storedLimits.checkMaximums()
    let encoder = JSONEncoder()
    encoder.outputFormatting = storedFormatting
    encoder.userInfo[.snapshotCoder] = self
    do {
      return try encoder.encode(CodedSnapshot(state))
    } catch let error as RestorationError {
      throw error
    } catch {
      throw .encodingFailed(RestorationError.describe(error))
    }
  }

  /// Reads a snapshot made by ``encode(_:)``, by this version of the app or an older one.
  ///
  /// Checks the size first, and that the JSON nests no deeper than a snapshot can (326
  /// levels whatever the field, 64 within a route's value) before anything recurses; then
  /// the format
  /// and schema version; reads the tree, counting its stacks, entries and layers against
  /// the coder's limits (stopping one layer past the limit); checks that each group of routes
  /// holds exactly the routes the tree uses; runs the coder's migration on an older snapshot;
  /// decodes the routes with their registered types (a strict coder stops at the first
  /// that fails) and checks every ID.
  ///
  /// - Returns: The state, and what was dropped: the snapshot's dialogs, which no restore
  ///   keeps (``RestorationSummary/droppedDialogs``), and what could not be restored when
  ///   the coder is lenient (``RestorationMode/lenient``).
  /// - Throws: ``RestorationError``, whose message says what is wrong and where:
  ///   ``RestorationError/limitAboveMaximum(_:requested:maximum:)`` when the coder's
  ///   limits ask for more than Waypoint allows, ``RestorationError/invalidJSON(_:)`` for
  ///   data that nests too deep.
  /// - Complexity: O(*n*) in the size of the data.
  public func decode(_ data: Data) throws(RestorationError) -> (
    state: NavigationState, summary: RestorationSummary
  ) {
    try storedLimits.checkMaximums()
    guard data.count <= storedLimits.byteLimit else {
      throw .limitExceeded(.bytes, found: data.count, maximum: storedLimits.byteLimit)
    }
    if let problem = JSONSyntax.snapshotNestingError(in: data) {
      throw .invalidJSON(problem)
    }
    let decoder = JSONDecoder()
    decoder.userInfo[.snapshotCoder] = self
    do {
      let snapshot = try decoder.decode(CodedSnapshot.self, from: data)
      return (snapshot.state, snapshot.summary)
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
