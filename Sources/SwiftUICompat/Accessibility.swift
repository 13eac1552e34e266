// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Of `AccessibilityTraits` only the traits WaypointUI uses are declared; of
// `accessibilityLabel`, only the overload for strings (the others take `Text` and
// `LocalizedStringKey`).
#if !canImport(SwiftUI)
  /// A modifier that you apply to a view or another view modifier, producing a different
  /// version of the original value.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// Gets the current body of the caller.
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body.
    public func body(content: Self.Content) -> Self.Body { unrendered(Self.self) }
  }

  /// A placeholder for the view a modifier's body is given.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension _ViewModifier_Content: Sendable {}

  /// A value with a modifier applied to it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct ModifiedContent<Content, Modifier> {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier
    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    @inlinable public init(content: Content, modifier: Modifier) {
      self.content = content
      self.modifier = modifier
    }
  }

  @available(*, unavailable)
  extension ModifiedContent: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

  /// A view modifier that adds accessibility properties to the view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct AccessibilityAttachmentModifier: ViewModifier {
    /// The type of view representing the body.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension AccessibilityAttachmentModifier: Sendable {}

  /// A set of accessibility traits that describe how an element behaves.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct AccessibilityTraits: SetAlgebra, Sendable {
    let bits: UInt
    init(bits: UInt) { self.bits = bits }

    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a header that divides content into sections, like the
    /// title of a navigation bar.
    public static let isHeader = AccessibilityTraits(bits: 1 << 3)

    /// Creates an empty set of traits.
    public init() { bits = 0 }
    /// Returns a new set with the elements of both this and the given set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
      AccessibilityTraits(bits: bits | other.bits)
    }
    /// Adds the elements of the given set to the set.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    /// Returns a new set with the elements that are common to both this set and the given
    /// set.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
      AccessibilityTraits(bits: bits & other.bits)
    }
    /// Removes the elements of this set that aren't also in the given set.
    public mutating func formIntersection(_ other: AccessibilityTraits) {
      self = intersection(other)
    }
    /// Returns a new set with the elements that are either in this set or in the given set,
    /// but not in both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
      AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Removes the elements of the set that are also in the given set and adds the members
    /// of the given set that are not already in the set.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
      self = symmetricDifference(other)
    }
    /// Returns a Boolean value that indicates whether the given element exists in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool {
      bits & member.bits == member.bits
    }
    /// Inserts the given element in the set if it is not already present.
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
      inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
      let inserted = !contains(newMember)
      formUnion(newMember)
      return (inserted, newMember)
    }
    /// Removes the given element and any elements subsumed by the given element.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
      guard contains(member) else { return nil }
      self = AccessibilityTraits(bits: bits & ~member.bits)
      return member
    }
    /// Inserts the given element into the set unconditionally.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
      let present = contains(newMember)
      formUnion(newMember)
      return present ? newMember : nil
    }
    /// Returns a Boolean value indicating whether two sets are equal.
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool {
      a.bits == b.bits
    }
    /// The type of the elements of an array literal.
    public typealias ArrayLiteralElement = AccessibilityTraits
    /// A type for which the conforming type provides a containment test.
    public typealias Element = AccessibilityTraits
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
    {
      ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
      ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
      ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S)
      -> ModifiedContent<Content, Modifier> where S: StringProtocol
    {
      self
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
      self
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits)
      -> ModifiedContent<Content, Modifier>
    {
      self
    }
  }
#endif
