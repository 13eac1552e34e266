/// Storage that lives exactly as long as one entry is in the tree: the place for a
/// screen's model objects.
///
/// Get an entry's scope from ``Router/scope(for:)``. When the entry leaves the tree (it is
/// popped, its layer is dismissed, its path is replaced, its tab is reset) the router
/// empties the scope, so what it held is released even if a view still holds the scope.
///
/// ```swift
/// let model = try router.scope(for: entry.id).value { ProfileModel(id: 42) }
/// ```
@MainActor
public final class EntryScope {
  /// The entry this scope belongs to.
  public let entryID: EntryID
  /// Whether the entry has left the tree; a released scope holds nothing and ignores writes.
  public private(set) var isReleased = false
  private var values: [ObjectIdentifier: Any] = [:]

  init(entryID: EntryID) {
    self.entryID = entryID
  }

  /// The stored value of type `Value`, made by `make` on first use and kept from then on.
  ///
  /// On a released scope, returns a fresh value that is not kept.
  public func value<Value>(
    _ type: Value.Type = Value.self, default make: () -> Value
  ) -> Value {
    if let existing = values[ObjectIdentifier(type)] as? Value { return existing }
    let made = make()
    if !isReleased { values[ObjectIdentifier(type)] = made }
    return made
  }

  /// The stored value of type `Value`, if any. Setting `nil` removes it.
  public subscript<Value>(type: Value.Type) -> Value? {
    get { values[ObjectIdentifier(type)] as? Value }
    set {
      guard !isReleased else { return }
      values[ObjectIdentifier(type)] = newValue
    }
  }

  /// The number of values stored.
  public var count: Int { values.count }

  func release() {
    isReleased = true
    values.removeAll()
  }
}
