// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// An interface for a stored variable that updates an external property of a view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
  }

  extension DynamicProperty {
    /// Updates the underlying value of the stored value.
    public mutating func update() {}
  }

  /// A property wrapper type that can read and write a value owned by a source of truth.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @usableFromInline let read: () -> Value
    @usableFromInline let write: (Value) -> Void

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    {
      Binding<Subject>(
        read: { read()[keyPath: keyPath] },
        write: { value in
          var root = read()
          root[keyPath: keyPath] = value
          write(root)
        })
    }
  }

  @available(*, unavailable)
  extension Binding: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Binding: DynamicProperty {}

  /// A property wrapper type that can read and write a value managed by SwiftUI.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @usableFromInline final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    @usableFromInline let box: Box

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = Box(value) }

    /// Creates a state property that stores an initial value.
    @_alwaysEmitIntoClient public init(initialValue value: Value) {
      self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  @available(*, unavailable)
  extension State: Sendable {}

  /// A property wrapper type that supports creating bindings to the mutable properties of
  /// observable objects.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    // For the documentation's examples, as are `init(wrappedValue:)` below and
    // `NavigationPath.removeLast(_:)`.

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Bindable needs an object that conforms to `Observable`.
    @available(
      *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
    )
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    init(object: Value) { self.wrappedValue = object }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    {
      let object = wrappedValue
      return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.init(object: wrappedValue) }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.init(object: wrappedValue) }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable: Sendable where Value: Sendable {}
#endif

#if !canImport(SwiftUI)
  /// A property wrapper type that reads and writes to persisted, per-scene storage.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    @usableFromInline let box: State<Value>.Box

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  @available(*, unavailable)
  extension SceneStorage: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an Optional data value.
    public init(_ key: String) where Value == Data? {
      box = State<Value>.Box(nil)
    }
  }
#endif
