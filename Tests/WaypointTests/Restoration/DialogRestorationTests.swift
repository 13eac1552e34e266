import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Dialogs in snapshots: a dialog is a question for the moment, not a place, so a restore
/// never brings one back, and says so.
@MainActor
@Suite struct DialogRestorationTests {
  static let coder = SnapshotCoder(version: 1, outputFormatting: [.sortedKeys])
    .registering(Int.self, as: "int")

  static let discard = Dialog.alert(
    "Discard the draft?", message: "Your changes to the secret plan will be lost.",
    buttons: [.destructive("Discard everything", value: 41), .cancel("Keep editing", value: 42)],
    textFields: [DialogTextField("Password", text: "hunter2", isSecure: true)],
    anchor: .screen(.entry(EntryID(1))))

  /// `main` (#1) shows the discard alert; the tab `other` does not.
  static func stateWithDialog() throws -> NavigationState {
    let main = StackState(
      id: "main", entries: [Entry(id: EntryID(1), route: AnyRoute(7))], dialog: discard)
    return try NavigationState(
      content: .tabs(TabContainer(tabs: [main, StackState(id: "other")], selected: "main")))
  }

  @Test func aSnapshotHoldsADialogsKindAndTitleOnly() throws {
    let text = String(decoding: try Self.coder.encode(Self.stateWithDialog()), as: UTF8.self)

    #expect(text.contains(#""dialog":"alert","dialogTitle":"Discard the draft?""#))
    for secret in [
      "secret plan", "Discard everything", "Keep editing", "Password", "hunter2", "41",
    ] {
      #expect(!text.contains(secret), "\(secret) is in \(text)")
    }
  }

  @Test func restoringDropsTheDialogAndReportsIt() throws {
    let state = try Self.stateWithDialog()
    let restored = try Self.coder.decode(Self.coder.encode(state))

    #expect(restored.state.stack("main")?.dialog == nil)
    #expect(restored.state.stack("main")?.entries.map(\.id) == [EntryID(1)])
    #expect(restored.state == (try RestorationFixtures.withoutDialogs(state)))
    let dropped = try #require(restored.summary.droppedDialogs.first)
    #expect(restored.summary.droppedDialogs.count == 1)
    #expect(dropped.presenter == "main")
    #expect(dropped.kind == .alert)
    #expect(dropped.title == "Discard the draft?")
    #expect(restored.summary.problems.isEmpty)
    #expect(!restored.summary.isComplete)
    #expect(restored.summary.description == #"dropped dialog: alert "Discard the draft?" on main"#)
  }

  @Test func aLenientRestoreDropsItTheSameWay() throws {
    let lenient = SnapshotCoder(version: 1, mode: .lenient).registering(Int.self, as: "int")
    let restored = try lenient.decode(Self.coder.encode(Self.stateWithDialog()))

    #expect(restored.state.stack("main")?.dialog == nil)
    #expect(restored.summary.droppedDialogs.map(\.title) == ["Discard the draft?"])
    #expect(restored.summary.problems.isEmpty)
  }

  @Test func aRouterRestoredFromASnapshotShowsNoDialog() throws {
    let router = Router(try Self.stateWithDialog())
    let data = try Self.coder.snapshot(of: router)
    router.stack("main").push(8)

    let summary = try Self.coder.restore(router, from: data)

    #expect(router.state.allStacks.allSatisfy { $0.dialog == nil })
    #expect(router.state.stack("main")?.entries.map(\.id) == [EntryID(1)])
    #expect(summary.droppedDialogs.map(\.presenter) == ["main"])
  }

  // MARK: Corrupt dialogs

  static let json = """
    {"waypoint":2,"version":1,"types":["int"],"routes":[[7]],
     "root":{"stack":{"id":"main","entries":"1","entryTypes":"0",
       "dialog":"confirmationDialog","dialogTitle":"Delete?"}}}
    """

  static func replacing(_ target: String, with replacement: String) -> Data {
    precondition(json.contains(target), "\(target) is not in the snapshot")
    return Data(json.replacingOccurrences(of: target, with: replacement).utf8)
  }

  @Test func aWrittenDialogIsDroppedWhateverTheMode() throws {
    for mode in [RestorationMode.strict, .lenient] {
      let coder = SnapshotCoder(version: 1, mode: mode).registering(Int.self, as: "int")
      let restored = try coder.decode(Data(Self.json.utf8))
      #expect(restored.state.stack("main")?.dialog == nil)
      #expect(restored.summary.droppedDialogs.map(\.kind) == [.confirmationDialog])
    }
  }

  @Test func aDialogOfAnUnknownKindFailsAStrictRestoreAndIsAProblemInALenientOne() throws {
    let data = Self.replacing(#""confirmationDialog""#, with: #""sheetOfDoom""#)
    #expect(
      throws: RestorationError.invalidData(
        path: "root.stack.dialog",
        detail: #""sheetOfDoom" is not a dialog kind: alert, confirmationDialog"#)
    ) {
      try Self.coder.decode(data)
    }
    let lenient = SnapshotCoder(version: 1, mode: .lenient).registering(Int.self, as: "int")
    let restored = try lenient.decode(data)
    #expect(restored.summary.problems.map(\.path) == ["root.stack.dialog"])
    #expect(restored.summary.droppedDialogs.isEmpty)
    #expect(restored.state.stack("main")?.entries.count == 1)
  }

  @Test func aDialogBesideALayerFailsAStrictRestore() throws {
    let data = Self.replacing(
      #""dialog":"#, with: #""layer":{"style":"sheet","stack":{"id":"s"}},"dialog":"#)
    #expect(throws: RestorationError.self) { try Self.coder.decode(data) }
    do {
      _ = try Self.coder.decode(data)
    } catch {
      #expect(error.path == "root.stack.dialog")
      #expect(error.description.contains("a stack presents a layer or a dialog, never both"))
    }
    let lenient = SnapshotCoder(version: 1, mode: .lenient).registering(Int.self, as: "int")
    let restored = try lenient.decode(data)
    #expect(restored.state.stack("s") != nil)
    #expect(restored.summary.droppedDialogs.map(\.title) == ["Delete?"])
    #expect(restored.summary.problems.map(\.path) == ["root.stack.dialog"])
  }

  @Test func aDialogWithoutATitleOrOfTheWrongTypeFailsEitherWay() {
    let lenient = SnapshotCoder(version: 1, mode: .lenient).registering(Int.self, as: "int")
    let cases: [(Data, String)] = [
      (Self.replacing(#","dialogTitle":"Delete?""#, with: ""), "root.stack.dialogTitle"),
      (
        Self.replacing(#""dialogTitle":"Delete?""#, with: #""dialogTitle":3"#),
        "root.stack.dialogTitle"
      ),
      (
        Self.replacing(#""dialog":"confirmationDialog""#, with: #""dialog":{}"#),
        "root.stack.dialog"
      ),
    ]
    for (data, path) in cases {
      for coder in [Self.coder, lenient] {
        do {
          _ = try coder.decode(data)
          Issue.record("restored \(String(decoding: data, as: UTF8.self))")
        } catch {
          #expect(error.path == path, "\(error)")
        }
      }
    }
  }

  @Test func aFormat1SnapshotWithADialogIsRefused() {
    let data = Self.replacing(#""waypoint":2"#, with: #""waypoint":1"#)
    #expect(
      throws: RestorationError.invalidData(
        path: "root", detail: "has a dialog, which format 1 cannot hold")
    ) {
      try Self.coder.decode(data)
    }
  }

  // MARK: Random trees

  /// 4 seeds × 300 generated trees with dialogs, anchors and detents: each restores as the
  /// tree without its dialogs, in both modes, with every dialog reported in tree order.
  @Test(arguments: 0..<4)
  nonisolated func generatedTreesRestoreWithoutTheirDialogs(seed: UInt64) throws {
    var generator = RestorationTreeGenerator(seed: 7_000 + seed, dialogs: true)
    let strict = RestorationFixtures.restoration
    let lenient = RestorationFixtures.lenient()
    var dialogs = 0
    var anchors = 0
    var detents = 0
    for tree in 0..<300 {
      let state = try generator.state()
      let expected = try RestorationFixtures.withoutDialogs(state)
      let shown = state.allStacks.compactMap { stack in
        stack.dialog.map { (stack.id, $0.kind, $0.title) }
      }
      dialogs += shown.count
      anchors += state.allStacks.filter { $0.presented?.anchor != nil }.count
      detents += state.allStacks.filter { $0.presented?.detents.isEmpty == false }.count
      for coder in [strict, lenient] {
        let restored = try coder.decode(coder.encode(state))
        #expect(restored.state == expected, "seed \(seed), tree \(tree)")
        let dropped = restored.summary.droppedDialogs
        #expect(dropped.map(\.presenter) == shown.map(\.0), "seed \(seed), tree \(tree)")
        #expect(dropped.map(\.kind) == shown.map(\.1), "seed \(seed), tree \(tree)")
        #expect(dropped.map(\.title) == shown.map(\.2), "seed \(seed), tree \(tree)")
        #expect(restored.summary.problems.isEmpty, "seed \(seed), tree \(tree)")
        #expect(restored.summary.droppedEntries.isEmpty && restored.summary.droppedLayers.isEmpty)
        guard restored.state == expected else { return }
      }
    }
    #expect(dialogs > 100 && anchors > 20 && detents > 20, "\(dialogs), \(anchors), \(detents)")
  }
}
