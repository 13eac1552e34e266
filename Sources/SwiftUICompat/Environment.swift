// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// In that SDK none of these is main-actor isolated (`View` itself is not yet).
#if !canImport(SwiftUI)
  /// A key for accessing values in the environment.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
  }

  /// A collection of environment values propagated through a view hierarchy.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
      get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A string that represents the contents of the environment values instance.
    public var description: String { "EnvironmentValues(\(values.count))" }
  }

  /// A property wrapper that reads a value from a view's environment.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>?

    /// Creates an environment property to read the specified key path.
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
      self.keyPath = keyPath
    }

    /// The current value of the environment property; here, the key's default value, since
    /// nothing renders.
    @inlinable public var wrappedValue: Value {
      guard let keyPath else { unrenderedEnvironmentObject(Value.self) }
      return EnvironmentValues()[keyPath: keyPath]
    }
  }

  // For the documentation's examples.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Environment where Value: AnyObject, Value: Observable {
    /// Creates an environment property to read an observable object from the environment.
    @inlinable public init(_ objectType: Value.Type) {
      keyPath = nil
    }
  }

  /// Stops a program that read an object from the environment with the compile-only
  /// declarations: nothing puts one there, because nothing renders.
  @usableFromInline func unrenderedEnvironmentObject(_ type: Any.Type) -> Never {
    unrendered(type)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Environment {
    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set in the current view's
    /// environment.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
      self.init(\EnvironmentValues.[observable: ObjectIdentifier(objectType)])
    }
  }

  extension EnvironmentValues {
    /// Stands in for SwiftUI's storage of observable objects: here, always absent.
    fileprivate subscript<T>(observable id: ObjectIdentifier) -> T? { nil }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Sets the environment value of the specified key path to the given value.
    @inlinable public func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
      self
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    public func navigationDestination<D, C>(
      for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
      self
    }
  }
#endif
