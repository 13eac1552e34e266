/// A sheet that came to rest at another height, as an event reports it.
public struct DetentChange: Sendable, Equatable, CustomStringConvertible {
  /// The stack the sheet shows (its stack, or its selected tab).
  public let layer: StackID
  /// The height it rested at before.
  public let from: SheetDetent?
  /// The height it rests at now.
  public var to: SheetDetent?

  /// `sheet "filters" rests at medium (was large)`.
  public var description: String {
    "sheet \(CallText.quoted(layer.rawValue)) rests at \(to.map(\.description) ?? "none")"
      + " (was \(from.map(\.description) ?? "none"))"
  }
}
