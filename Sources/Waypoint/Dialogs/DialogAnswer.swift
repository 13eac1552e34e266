/// How a dialog was answered: the index of the button chosen, and the texts typed in its
/// text fields, in order.
public struct DialogAnswer: Sendable, Hashable {
  /// The index of the button chosen, in ``Dialog/buttons``.
  public var button: Int
  /// The texts of the dialog's text fields when the button was chosen, in order.
  public var texts: [String]

  /// Creates an answer.
  public init(button: Int, texts: [String] = []) {
    self.button = button
    self.texts = texts
  }
}
