/// Why a snapshot could not be saved or restored. When restoring throws one, the router's
/// state is unchanged.
///
/// Each message says what is wrong, where in the snapshot (a path such as
/// `root.tabs[1].layer.stack.entries[3]`), and what to do:
///
/// ```swift
/// do {
///   try coder.restore(router, from: data)
/// } catch {
///   print(error)
///   // at root.stack.entries[2]: no route type is registered as "profle"; registered:
///   // profile, settings; register it, or restore in lenient mode to drop it
/// }
/// ```
public enum RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is not valid JSON: empty, cut short, or corrupted.
  case invalidJSON(String)
  /// A value in the snapshot is missing, has the wrong type, or does not fit the rest.
  case invalidData(path: String, detail: String)
  /// The snapshot is bigger than a limit allows.
  case limitExceeded(RestorationLimits.Kind, found: Int, maximum: Int)
  /// The coder's ``RestorationLimits`` ask for more than Waypoint allows: a `maxLayerDepth` over
  /// 64, the most layers any tree may hold. Carries the limit, what was asked for and the
  /// maximum; nothing was read or written.
  case limitAboveMaximum(RestorationLimits.Kind, requested: Int, maximum: Int)
  /// The snapshot was written by a newer Waypoint whose format this one cannot read.
  case unsupportedFormat(Int, supported: Int)
  /// The snapshot was written by a newer version of the app (schema `found`).
  case newerVersion(Int, current: Int)
  /// A route's name is not registered.
  case unknownRouteName(String, path: String, registered: [String])
  /// A route's data does not decode as its registered type.
  case undecodableRoute(name: String, path: String, detail: String)
  /// Two entries of the snapshot have the same ID.
  case duplicateEntryID(EntryID, path: String)
  /// Two stacks of the snapshot have the same ID.
  case duplicateStackID(StackID, path: String)
  /// The app's migration threw for a route.
  case migrationFailed(path: String, detail: String)
  /// Saving met a route whose type is not registered.
  case unregisteredRouteType(String, stack: StackID)
  /// Saving failed: a route failed to encode, or the state nests more layers than JSON can
  /// hold.
  case encodingFailed(String)
  /// The router refused the restored state; the state is unchanged.
  case rejected(NavigationError)

  /// What happened, where, and what to do. Long names, paths and details are cut in the
  /// middle and long lists end with a count, so a message stays short whatever the
  /// snapshot holds.
  public var description: String { CallText.message(text) }

  private var text: String {
    let clip = { (text: String) in CallText.clip(text) }
    return switch self {
    case .invalidJSON(let detail):
      "the snapshot is not valid JSON (\(clip(detail))); it may be cut short or corrupted"
    case .invalidData(let path, let detail):
      "at \(clip(path)): \(CallText.clip(detail, to: 2 * CallText.textLength))"
    case .limitExceeded(let kind, let found, let maximum) where found == maximum + 1:
      // Counting stops one past the limit, so this many means "more than the limit".
      "the snapshot has more than \(maximum) \(kind), the limit; "
        + "raise it with RestorationLimits(\(kind.property):) if it is expected"
    case .limitExceeded(let kind, let found, let maximum):
      "the snapshot has \(found) \(kind), more than the limit of \(maximum); "
        + "raise it with RestorationLimits(\(kind.property):) if it is expected"
    case .limitAboveMaximum(let kind, let requested, let maximum):
      "RestorationLimits(\(kind.property): \(requested)) asks for more than Waypoint allows, "
        + "\(maximum) \(kind) (every operation on a tree that deep fits in a 512 KB thread "
        + "stack); create the coder's limits with \(kind.property): \(maximum) or less"
    case .unsupportedFormat(let format, let supported):
      "the snapshot has format \(format), but this version of Waypoint reads formats up to "
        + "\(supported); it was written by a newer Waypoint"
    case .newerVersion(let found, let current):
      "the snapshot has schema version \(found), newer than the app's version \(current); "
        + "it was written by a newer version of the app"
    case .unknownRouteName(let name, let path, let registered):
      "at \(clip(path)): no route type is registered as \(CallText.quoted(name)); registered: "
        + "\(CallText.list(registered)); register it, or restore in lenient mode to drop it"
    case .undecodableRoute(let name, let path, let detail):
      "at \(clip(path)): the \(CallText.quoted(name)) route does not decode: \(clip(detail))"
    case .duplicateEntryID(let id, let path):
      "at \(clip(path)): entry ID \(id) appears twice; entry IDs are unique across the tree"
    case .duplicateStackID(let id, let path):
      "at \(clip(path)): a stack named \(CallText.quoted(id.rawValue)) appears twice; stack "
        + "names are unique across the tree"
    case .migrationFailed(let path, let detail):
      "at \(clip(path)): the migration failed: \(clip(detail))"
    case .unregisteredRouteType(let type, let stack):
      "stack \(CallText.quoted(stack.rawValue)) holds a route of type \(clip(type)), which is "
        + "not registered; register it with SnapshotCoder.registering(_:as:) to save it"
    case .encodingFailed(let detail):
      "the snapshot could not be written: \(CallText.clip(detail, to: 2 * CallText.textLength))"
    case .rejected(let error):
      "the router refused the restored state: \(error)"
    }
  }

  /// A one-line description of any error met while decoding, with its coding path.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return describe(context.codingPath, context.debugDescription)
    case EncodingError.invalidValue(_, let context):
      // Not the value itself: it can be as big as the whole state.
      return describe(context.codingPath, context.debugDescription)
    default:
      return CallText.clip(String(describing: error), to: 2 * CallText.textLength)
    }
  }

  private static func describe(_ codingPath: [any CodingKey], _ detail: String) -> String {
    let path = CallText.clip(render(codingPath))
    let detail = CallText.clip(detail)
    return path.isEmpty ? detail : "\(path): \(detail)"
  }

  /// A coding path as `key[1].other`.
  static func render(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue,
        key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)"
      {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}

extension RestorationLimits {
  /// A kind of limit.
  public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
    /// The size of the snapshot's data.
    case bytes
    /// The entries in the whole tree.
    case entries
    /// The stacks in the whole tree.
    case stacks
    /// Layers stacked on one another.
    case layers

    /// The kind as a plural noun.
    public var description: String { rawValue }

    /// The ``RestorationLimits`` initializer's argument that sets it.
    var property: String {
      switch self {
      case .bytes: "maxBytes"
      case .entries: "maxEntries"
      case .stacks: "maxStacks"
      case .layers: "maxLayerDepth"
      }
    }
  }
}
