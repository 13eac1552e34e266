extension ScreenHandle {
  /// Shows `dialog` on this screen's stack, anchored to this screen, and waits for the
  /// button the user chooses.
  ///
  /// ```swift
  /// let dialog = Dialog.confirmationDialog(
  ///   "Delete this message?",
  ///   buttons: [.destructive("Delete", value: true), .cancel(value: false)])
  /// let choice = try await screen.ask(dialog, returning: Bool.self)
  /// if choice.value { router.pop() }
  /// ```
  ///
  /// The dialog is presented like any layer (through the guards, one event), and the wait
  /// starts in the commit that shows it, before any event observer hears of it. It ends
  /// exactly once, in the commit that closes the dialog:
  /// - a button chosen (``NavigationAction/answerDialog(button:texts:on:)``, or a host's
  ///   ``NavigationSource/user`` report, whether the platform wrote its presentation flag
  ///   back before or after the tap) answers with that button's value and the texts typed;
  /// - a close without a choice — dismissed by code or the platform, this screen popped or
  ///   its layer dismissed, the dialog replaced by another or the tree by a link — answers
  ///   with the cancel button's value (``DialogChoice/isDismissal`` is `true`), or throws
  ///   ``DialogError/dismissed`` when there is no cancel button;
  /// - a restore throws ``DialogError/restored``; a cancelled task
  ///   ``DialogError/cancelled`` (the dialog stays); a released router
  ///   ``DialogError/routerReleased``.
  ///
  /// A dialog with no ``Dialog/anchor`` is anchored to this screen, so popping the screen
  /// closes it.
  ///
  /// - Parameters:
  ///   - dialog: The dialog to show.
  ///   - type: The type of its buttons' values.
  /// - Returns: The choice.
  /// - Throws: ``DialogError``: ``DialogError/wrongType(button:expected:got:)`` before
  ///   anything is shown when a button's value is of another type,
  ///   ``DialogError/notShown(_:)`` when the presentation failed, and how the wait ended.
  public func ask<Value: Sendable>(
    _ dialog: Dialog, returning type: Value.Type
  ) async throws(DialogError) -> DialogChoice<Value> {
    guard let stack = owner.stack(showing: id) else {
      throw .screenNotFound(id)
    }
    for button in dialog.buttons where button.value.value(as: Value.self) == nil {
      throw .wrongType(
        button: button.label, expected: String(describing: Value.self),
        got: String(describing: Swift.type(of: button.value.base)))
    }
    var dialog = dialog
    if dialog.anchor == nil { dialog.anchor = .screen(id) }
    let router = owner
    let ending = WaitEnding<DialogAnswer?, DialogError>()
    let wait = DialogWaits.Wait(presenter: stack, dialog: dialog) { ending.end($0) }
    var started = false
    let asked = dialog
    let watch = CommitWatch { changes, _ in
      guard !started,
        changes.presented.contains(where: { $0.presenter == stack && $0.dialog == asked })
      else { return }
      started = true
      router.dialogs.add(wait)
    }
    let transition: NavigationTransition
    do {
      transition = try await router.navigate(
        .present(.dialog(dialog), on: .stack(stack)), source: .program, watch: watch)
    } catch {
      throw .notShown(error)
    }
    if !started {
      guard transition.redirectedBy == nil, router.current.stack(stack)?.dialog == dialog else {
        throw .redirected(guard: transition.redirectedBy ?? router.guards.pending?.guardName)
      }
      // The same dialog was shown already: this wait joins it.
      router.dialogs.add(wait)
    }
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in ending.resume(continuation) }
    } onCancel: {
      ending.end(.failure(.cancelled))
    }
    return try Self.choice(from: outcome.get(), of: dialog)
  }

  /// The choice an ending stands for: the chosen button, else the cancel button.
  private static func choice<Value>(
    from answer: DialogAnswer?, of dialog: Dialog
  ) throws(DialogError) -> DialogChoice<Value> {
    let button = answer?.button ?? dialog.cancelButton
    guard let button, dialog.buttons.indices.contains(button),
      let value = dialog.buttons[button].value.value(as: Value.self)
    else { throw .dismissed }
    return DialogChoice(
      value: value, button: button, texts: answer?.texts ?? [], isDismissal: answer == nil)
  }
}
