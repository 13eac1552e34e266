/// A button of a ``Dialog``: its label, its role, and the value that answers the question
/// when it is chosen.
///
/// Equality is by value: label, role and value.
///
/// ```swift
/// let buttons: [DialogButton] = [
///   .destructive("Delete", value: true),
///   .cancel("Keep", value: false),
/// ]
/// ```
public struct DialogButton: Sendable, Hashable {
  /// What a button does, which decides how a host draws it.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// An ordinary button.
    case plain
    /// The button that cancels: a dismissal without a choice stands for it.
    case cancel
    /// A button that destroys something (drawn in red). In a dialog a guard's redirect
    /// presented, choosing it resumes the navigation the redirect kept.
    case destructive
  }

  /// The label.
  public var label: String
  /// The role.
  public var role: Role
  /// The value that answers the dialog when this button is chosen.
  public var value: AnyRoute

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - role: The role; plain by default.
  ///   - value: The value that answers the dialog when the button is chosen.
  public init(_ label: String, role: Role = .plain, value: some Hashable & Sendable) {
    self.label = label
    self.role = role
    self.value = AnyRoute(value)
  }

  /// A button whose value is its label.
  public init(_ label: String, role: Role = .plain) {
    self.init(label, role: role, value: label)
  }

  /// A cancel button, labelled "Cancel" unless told otherwise.
  public static func cancel(_ label: String = "Cancel", value: some Hashable & Sendable)
    -> DialogButton
  {
    DialogButton(label, role: .cancel, value: value)
  }

  /// A destructive button.
  public static func destructive(_ label: String, value: some Hashable & Sendable)
    -> DialogButton
  {
    DialogButton(label, role: .destructive, value: value)
  }
}
