/// A JSON value: what a route's data looks like while it is being migrated.
///
/// Read and change it with subscripts: `value["id"]`, `value[0]`. Setting a key to `nil`
/// removes it.
public enum SnapshotValue: Sendable, Hashable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int64)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([SnapshotValue])
  /// An object.
  case object([String: SnapshotValue])

  /// The value for `key` when this is an object, else `nil`; setting makes this an object
  /// if it is not one, and setting `nil` removes the key.
  public subscript(key: String) -> SnapshotValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }
    set {
      var members: [String: SnapshotValue] = [:]
      if case .object(let existing) = self { members = existing }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// The element at `index` when this is an array and `index` is in it, else `nil`.
  public subscript(index: Int) -> SnapshotValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [String: SnapshotValue] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(SnapshotValue.self, forKey: key)
      }
      self = .object(members)
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [SnapshotValue] = []
      while !array.isAtEnd { elements.append(try array.decode(SnapshotValue.self)) }
      self = .array(elements)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let value = try? single.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? single.decode(Int64.self) {
        self = .int(value)
      } else if let value = try? single.decode(Double.self) {
        self = .double(value)
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  /// Encodes the value as JSON would have it.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var container = encoder.container(keyedBy: AnyKey.self)
      for (key, value) in members { try container.encode(value, forKey: AnyKey(key)) }
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    }
  }
}
