import Foundation
import Waypoint

extension DemoApp {
  /// How the demo saves and restores its state: ``DemoRoute`` registered as `"screen"`, and
  /// the mail's ``Mailbox`` and ``MailMessage`` as `"mailbox"` and `"message"`; strict (all
  /// or nothing), pretty-printed so that a saved file reads well.
  package static var snapshotCoder: SnapshotCoder {
    coder(outputFormatting: [.prettyPrinted, .sortedKeys])
  }

  /// How the demo writes and reads recordings (`record save`, `replay`): the route types of
  /// ``snapshotCoder``, under the same names, and the values of the dialogs' buttons:
  /// ``SignOutChoice`` as `"signout-choice"` and the alert's text as `"text"` (a recording
  /// holds the dialogs its trees show, which snapshots leave out; a value of a type the coder
  /// does not know is written by its type's name only, and such a recording does not
  /// replay).
  package static var recordingCoder: SnapshotCoder {
    snapshotCoder
      .registering(SignOutChoice.self, as: "signout-choice")
      .registering(String.self, as: "text")
  }

  /// A coder of the demo's route types, strict, writing JSON formatted as `outputFormatting`.
  private static func coder(outputFormatting: JSONEncoder.OutputFormatting) -> SnapshotCoder {
    SnapshotCoder(version: 1, outputFormatting: outputFormatting)
      .registering(DemoRoute.self, as: "screen")
      .registering(Mailbox.self, as: "mailbox")
      .registering(MailMessage.self, as: "message")
  }

  /// Writes a snapshot of the whole state to `file`, resolved against
  /// ``workingDirectory`` when relative.
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file cannot be written.
  package func save(to file: String) throws(DemoError) {
    let data: Data
    do {
      data = try Self.snapshotCoder.snapshot(of: router)
    } catch {
      throw .snapshot(verb: "save", file: file, reason: error.description)
    }
    try write(data, to: file) { .snapshot(verb: "save", file: file, reason: $0) }
  }

  /// Replaces the state with the snapshot in `file`, as one change with source
  /// ``NavigationSource/restoration`` that passes the guards (Account in a snapshot asks a
  /// logged-out user to log in first).
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file is missing, is not a
  ///   snapshot, or does not have the demo's tabs; the state is unchanged then.
  package func restore(from file: String) throws(DemoError) {
    let restored = try readSnapshot(file).restored
    try send(.replaceState(restored.state), source: .restoration)
  }

  /// Starts the demo as a scene starts, through ``restorer``: restores the state saved in
  /// `file` (when given and it exists), then opens `link` (when given) on top of it. The
  /// link arrives first, as the one that launches an app does, and is held until the
  /// restore has run. Launching again does nothing.
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` for a file that is not a snapshot
  ///   of the demo (nothing is restored or opened then), ``DemoError`` for a link that
  ///   cannot be opened.
  package func launch(state file: String?, link: String?) throws(DemoError) {
    guard !restorer.hasRestored else { return }
    var saved: Data?
    if let file, FileManager.default.fileExists(atPath: path(of: file)) {
      saved = try readSnapshot(file).data
    }
    restorationErrors = []
    try reportingFailures {
      if let link { restorer.open(link, with: Self.links) }
      restorer.restoreOnce(from: saved)
    }
    if let error = restorationErrors.first, let file {
      restorationErrors = []
      throw .snapshot(verb: "restore", file: file, reason: Self.restoreReason(error))
    }
  }

  /// Reads the snapshot in `file` and checks it is one of this demo's.
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file is missing, is not a
  ///   snapshot, or does not have the demo's tabs.
  private func readSnapshot(_ file: String) throws(DemoError) -> (
    data: Data, restored: (state: NavigationState, summary: RestorationSummary)
  ) {
    let data = try read(file, kind: "snapshot", saving: "save \(file)") {
      .snapshot(verb: "restore", file: file, reason: $0)
    }
    let restored: (state: NavigationState, summary: RestorationSummary)
    do {
      restored = try Self.snapshotCoder.decode(data)
    } catch {
      throw .snapshot(verb: "restore", file: file, reason: error.description)
    }
    guard case .tabs(let tabs) = restored.state.content, tabs.tabIDs == Self.tabs else {
      throw .snapshot(
        verb: "restore", file: file,
        reason: "it is not a snapshot of this demo, whose tabs are "
          + Self.tabs.map(\.rawValue).joined(separator: ", "))
    }
    return (data, restored)
  }

  /// The reason of an error restoring: the engine's, for a state the router refused.
  private static func restoreReason(_ error: RestorationError) -> String {
    if case .rejected(let error) = error { return error.description }
    return error.description
  }

  /// Writes `data` to `file`, resolved against ``workingDirectory`` when relative, at
  /// once (atomically).
  ///
  /// - Throws: The error `failure` makes of the reason: the file's folder does not exist,
  ///   or the file cannot be written.
  func write(
    _ data: Data, to file: String, failure: (String) -> DemoError
  ) throws(DemoError) {
    let url = URL(fileURLWithPath: path(of: file))
    let folder = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw failure("its folder does not exist; create it first")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw failure(Self.reason(error))
    }
  }

  /// The bytes of `file`, resolved against ``workingDirectory`` when relative.
  ///
  /// - Parameters:
  ///   - kind: What the file should hold, for the error on a folder: `snapshot`.
  ///   - saving: The command that writes such a file, for the error on a missing file.
  ///   - failure: Makes the error thrown of its reason.
  /// - Throws: The error `failure` makes: the file is a folder, is missing, or cannot be
  ///   read.
  func read(
    _ file: String, kind: String, saving: String, failure: (String) -> DemoError
  ) throws(DemoError) -> Data {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path(of: file), isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw failure("it is a folder, not a \(kind) file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path(of: file)))
    } catch {
      throw failure("\(Self.reason(error)); save one first with `\(saving)`")
    }
  }

  /// The short reason of a file error, without Foundation's long sentences.
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    switch (error.domain, error.code) {
    case (NSCocoaErrorDomain, NSFileReadNoSuchFileError),
      (NSCocoaErrorDomain, NSFileNoSuchFileError):
      return "no such file"
    case (NSCocoaErrorDomain, NSFileReadNoPermissionError),
      (NSCocoaErrorDomain, NSFileWriteNoPermissionError):
      return "permission denied"
    default:
      if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain,
        let code = POSIXErrorCode(rawValue: Int32(underlying.code))
      {
        return String(describing: POSIXError(code).localizedDescription)
      }
      return error.localizedDescription
    }
  }
}
