// The module `SwiftUI` of scripts/check-examples.sh, for type-checking Examples/SwiftUI on
// Linux: SwiftUICompat (the SwiftUI API WaypointUI uses, with Apple's iOS 17 signatures),
// plus the SwiftUI API the examples draw with beyond it, declared here with the labels and
// generic shapes SwiftUI declares them with (iOS 17 API), but, unlike SwiftUICompat, not
// checked line by line against the SDK's interface, and without their bodies' real types
// (a color or font here stands for any other). Nothing renders.
//
// The examples' SwiftUI calls are checked for real by the Apple workflow
// (.github/workflows/apple.yml); here they only need to resolve, so that the check can
// hold the examples to the package's API and its isolation. Declare only what an example
// uses, as SwiftUI declares it: a looser declaration would let through an example that
// fails on Apple platforms. When SwiftUICompat gains a declaration of the same signature,
// delete it here: a generic method declared in both is ambiguous at the call.
@_exported import SwiftUICompat

/// What a `#Preview` line of an example becomes here: the same closure, kept in a value.
@MainActor
public struct ExamplePreview {
  public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}

// MARK: - Styles, colors and fonts

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension Color {
  public static var white: Color { .black }
  public static var gray: Color { .black }
  public static var red: Color { .black }
  public static var blue: Color { .black }
  public static var purple: Color { .black }
  public static var teal: Color { .black }
  public static var indigo: Color { .black }
  public static var clear: Color { .black }

  /// Creates a constant grayscale color.
  public init(white: Double, opacity: Double = 1) { self = .black }

  /// Multiplies the opacity of the color by the given amount.
  public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
  public static var white: Color { .black }
}

/// A shape style that maps to one of the numbered content styles.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// A normalized 2D point in a view's coordinate space.
@frozen public struct UnitPoint: Hashable, Sendable {
  public static let top = UnitPoint()
  public static let bottom = UnitPoint()
}

/// A linear gradient.
@frozen public struct LinearGradient: ShapeStyle, View {
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public typealias Body = Never
}

extension Font {
  public static var largeTitle: Font { .title2 }
  public static var title3: Font { .title2 }
  public static var caption: Font { .title2 }
  public static var caption2: Font { .title2 }

  /// Adds bold styling to the font.
  public func bold() -> Font { self }
}

extension View {
  /// Sets a view's foreground elements to use a given style.
  @inlinable public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    self
  }

  /// Sets the tint color within this view.
  @inlinable public func tint(_ tint: Color?) -> some View { self }

  /// Sets the tint within this view.
  @inlinable public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }

  /// Sets the background of this view to a style in a shape.
  @inlinable public func background<S, T>(_ style: S, in shape: T) -> some View
  where S: ShapeStyle, T: Shape { self }

  /// Adds an equal padding amount to specific edges of this view.
  @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { self }

  /// Adds a specific padding amount to each edge of this view.
  @inlinable public func padding(_ length: CGFloat) -> some View { self }

  /// Sets the style for buttons within this view.
  public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }

  /// Makes symbols within the view show a particular variant.
  @inlinable public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// A variant of a symbol.
public struct SymbolVariants: Hashable, Sendable {
  public static let none = SymbolVariants()
  public static let fill = SymbolVariants()
}

extension Image {
  /// A type that indicates how SwiftUI renders images.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
}

// MARK: - Shapes

/// A capsule shape aligned inside the frame of the view containing it.
@frozen public struct Capsule: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
  public typealias Body = Never
}

// MARK: - Buttons

/// A type that applies standard interaction behavior and a custom appearance to all
/// buttons within a view hierarchy.
public protocol ButtonStyle {}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View {
    EmptyView()
  }
}

/// A button style that applies standard border prominent artwork based on the button's
/// context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View {
    EmptyView()
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

// MARK: - Lists and forms

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  @MainActor public init(@ViewBuilder content: () -> Content) { compileOnly() }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// MARK: - Toolbars

extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View {
    self
  }
}

/// Stands for a value of a SwiftUICompat type this module cannot make; never called, since
/// nothing here runs.
func compileOnly() -> Never {
  preconditionFailure("declared for type-checking the examples only")
}

extension Alignment {
  public static var topTrailing: Alignment { .topLeading }
}
