/// A text field of an alert: what it asks for, and the text it starts with.
///
/// The text the user typed comes back with the answer (``DialogChoice/texts``). A
/// secure field's text is never written to a snapshot or a link.
public struct DialogTextField: Sendable, Hashable {
  /// The placeholder shown while the field is empty.
  public var placeholder: String
  /// The text the field starts with.
  public var text: String
  /// Whether the field hides what is typed (a password).
  public var isSecure: Bool

  /// Creates a text field.
  public init(_ placeholder: String, text: String = "", isSecure: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
  }
}
