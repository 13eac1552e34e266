/// A call the app (or a host, for the user) made, as a value: its name, what it was called
/// on, and its arguments as written in code.
///
/// A ``NavigationFailure`` carries the call that failed. Its text is the call as the app
/// wrote it; its parts can be matched without reading that text:
///
/// ```swift
/// router.onFailure = { failure in
///   print(failure.call)  // stack("settings").pop(-1)
///   if failure.call.name == "pop", failure.call.target == .stack("settings") {
///     print(failure.call.arguments.map(\.value))  // ["-1"]
///   }
/// }
/// ```
///
/// The parts are cut where they are made, as every message's text is: a name or a label
/// keeps at most 200 bytes of UTF-8 and a value 400, a list of routes shows its first
/// routes and ends with `… and 9990 more`, and the whole text is at most 400 bytes.
public struct NavigationCall: Sendable, Hashable, CustomStringConvertible {
  /// What a call was made on, when it was not the router itself.
  public enum Target: Sendable, Hashable {
    /// A stack named by its ID: `router.stack("settings").pop()`, written
    /// `stack("settings").pop()`.
    case stack(StackID)
    /// The router's guards: `router.guards.resumePending()`, written
    /// `guards.resumePending()`.
    case guards
    /// A screen, through its handle: `screen.deliver(contact)`. The app holds the handle
    /// under a name of its own, so the call is written without it: `deliver(contact)`.
    case screen(ScreenID)
  }

  /// One argument of a call, as written in code.
  public struct Argument: Sendable, Hashable, CustomStringConvertible {
    /// The argument's label (`contentsOf` in `push(contentsOf: [Screen.profile])`), or
    /// `nil` for an argument without one.
    public let label: String?
    /// The argument's value as written in code (`[Screen.profile]`); empty for a value
    /// the call's text leaves out, such as a closure: `pop(toLastWhere:)`.
    public let value: String

    /// An argument; the label is cut to 200 bytes of UTF-8, the value to 400.
    public init(label: String? = nil, value: String) {
      self.label = label.map { CallText.clip($0) }
      self.value = CallText.clip(value, to: CallText.callLength)
    }

    /// `label: value`, `value` without a label, `label:` without a value.
    public var description: String {
      guard let label else { return value }
      return value.isEmpty ? "\(label):" : "\(label): \(value)"
    }
  }

  /// The call's name, as written in code: `push`, `pop`, `open`, `report`.
  public let name: String
  /// What the call was made on; `nil` for a call on the router (or on its visible stack's
  /// handle, ``Router/visible``, which is the same call).
  public let target: Target?
  /// The call's arguments, in order.
  public let arguments: [Argument]

  /// A call; the name is cut to 200 bytes of UTF-8, and past 10 arguments the rest are
  /// counted, not kept.
  ///
  /// ```swift
  /// let call = NavigationCall(
  ///   "push", on: .stack("settings"), arguments: [.init(value: "Screen.profile")])
  /// print(call)  // stack("settings").push(Screen.profile)
  /// ```
  public init(_ name: String, on target: Target? = nil, arguments: [Argument] = []) {
    self.name = CallText.clip(name)
    self.target = target
    if arguments.count > CallText.listedItems {
      let rest = arguments.count - CallText.listedItems + 1
      self.arguments =
        arguments.prefix(CallText.listedItems - 1) + [Argument(value: "… and \(rest) more")]
    } else {
      self.arguments = arguments
    }
  }

  /// The call as the app wrote it: `push(Screen.profile)`, `stack("settings").dismiss()`,
  /// `open("myapp://x")`; at most 400 bytes of UTF-8.
  public var description: String {
    let receiver =
      switch target {
      case .stack(let id): "stack(\(CallText.quoted(id.rawValue)))."
      case .guards: "guards."
      case .screen, nil: ""
      }
    let arguments = arguments.map(\.description).joined(separator: ", ")
    return CallText.clip("\(receiver)\(name)(\(arguments))", to: CallText.callLength)
  }
}
