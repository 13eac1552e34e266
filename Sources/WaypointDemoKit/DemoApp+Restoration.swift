import Foundation
import Waypoint

extension DemoApp {
  /// How the demo saves and restores its state: ``DemoRoute`` registered as `"screen"`,
  /// strict (all or nothing), pretty-printed so that a saved file reads well.
  package static var snapshotCoder: SnapshotCoder {
    var coder = SnapshotCoder(version: 1)
    coder.register(DemoRoute.self, as: "screen")
    coder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return coder
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
    let url = URL(fileURLWithPath: path(of: file))
    let folder = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw .snapshot(
        verb: "save", file: file, reason: "its folder does not exist; create it first")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw .snapshot(verb: "save", file: file, reason: Self.reason(error))
    }
  }

  /// Replaces the state with the snapshot in `file`, as one change with source
  /// ``NavigationSource/restoration`` that passes the guards (Account in a snapshot asks a
  /// logged-out user to log in first).
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file is missing, is not a
  ///   snapshot, or does not have the demo's tabs; the state is unchanged then.
  package func restore(from file: String) throws(DemoError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path(of: file), isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw .snapshot(verb: "restore", file: file, reason: "it is a folder, not a snapshot file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path(of: file)))
    } catch {
      throw .snapshot(
        verb: "restore", file: file,
        reason: "\(Self.reason(error)); save one first with `save \(file)`")
    }
    let restored: RestoredState
    do {
      restored = try Self.snapshotCoder.decode(data)
    } catch {
      throw .snapshot(verb: "restore", file: file, reason: error.description)
    }
    guard case .tabs(let tabs) = restored.state.root, tabs.tabIDs == Self.tabs else {
      throw .snapshot(
        verb: "restore", file: file,
        reason: "it is not a snapshot of this demo, whose tabs are "
          + Self.tabs.map(\.rawValue).joined(separator: ", "))
    }
    try send(.replaceState(restored.state), source: .restoration)
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
