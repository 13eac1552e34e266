// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      self
    }
  }

  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  extension View {
    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    public func fullScreenCover<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      self
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    /// Places an observable object in the view's environment.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
      self
    }
  }
#endif

#if !canImport(SwiftUI)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers,
    /// sheets, and inspectors.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      self
    }
  }
#endif

#if !canImport(SwiftUI)
  /// An opaque value derived from an anchor source and a particular view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    @frozen public struct Source {
      @usableFromInline let name: String
    }
  }

  @available(*, unavailable)
  extension Anchor: Sendable {}

  @available(*, unavailable)
  extension Anchor.Source: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor is read from.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
  }

  /// An attachment anchor for a popover. (SwiftUI's enum has a second case,
  /// `point(UnitPoint)`, which WaypointUI does not use.)
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @frozen public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
  }

  @available(*, unavailable)
  extension PopoverAttachmentAnchor: Sendable {}

  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// Presents a popover using the given item as a data source for the popover's content.
    public func popover<Item, Content>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      self
    }
  }

  /// A type that represents a height where a sheet naturally rests.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct PresentationDetent: Hashable {
    /// What the stand-in measures, so that two detents compare as SwiftUI's do.
    enum Kind: Hashable {
      case medium, large
      case fraction(CGFloat)
      case height(CGFloat)
    }
    let kind: Kind

    // SwiftUI declares these two with `static let`; a stored static property of a type
    // that is not `Sendable` does not compile here in Swift 6, and a computed one reads
    // the same at the call site.

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static var medium: PresentationDetent { PresentationDetent(kind: .medium) }
    /// The system detent for a sheet at full height.
    public static var large: PresentationDetent { PresentationDetent(kind: .large) }

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
      PresentationDetent(kind: .fraction(fraction))
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
      PresentationDetent(kind: .height(height))
    }
  }

  @available(*, unavailable)
  extension PresentationDetent: Sendable {}

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Sets the available detents for the enclosing sheet, giving you programmatic control
    /// of the currently selected detent.
    public func presentationDetents(
      _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
      self
    }
  }
#endif
