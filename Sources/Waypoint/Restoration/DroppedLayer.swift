/// A layer of a snapshot that a lenient restore left out, with everything in it.
public struct DroppedLayer: Sendable, Hashable, CustomStringConvertible {
  /// The stack that presented it.
  public let presenter: StackID
  /// Its style.
  public let style: PresentationStyle
  /// The stacks directly in it.
  public let stacks: [StackID]

  /// For example `sheet [settings] presented by main`.
  public var description: String {
    "\(style) [\(stacks.map(\.rawValue).joined(separator: ", "))] presented by \(presenter)"
  }
}
