/// The answer to an awaited dialog (``ScreenHandle/ask(_:returning:)``): the chosen
/// button's value, and the texts typed in the dialog's text fields.
public struct DialogChoice<Value: Sendable>: Sendable {
  /// The value of the button chosen, or of the cancel button when the dialog was closed
  /// without a choice.
  public let value: Value
  /// The index of that button in ``Dialog/buttons``.
  public let button: Int
  /// The texts of the dialog's text fields, in order; empty without a choice.
  public let texts: [String]
  /// Whether the dialog was closed without a choice, its cancel button standing for one.
  public let isDismissal: Bool
}

extension DialogChoice: Equatable where Value: Equatable {}
