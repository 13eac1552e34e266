import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A value a picker screen hands back.
enum Pick: String, Hashable, Sendable { case dark, light }

@Suite("Results between screens")
@MainActor
struct ScreenResultTests {
  /// Pushes `route` on `stack` and starts waiting for a `Pick` from it.
  private func pushAndExpect(
    _ router: Router, _ route: Screen = .settings, on stack: StackID = "main"
  ) throws -> (ScreenHandle, PendingResult<Pick>) {
    router.stack(stack).push(route)
    let top = try #require(router.stack(stack).state?.topScreen)
    let screen = router.screen(top)
    return (screen, try screen.expectResult(of: Pick.self))
  }

  private func resultError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(ResultError) -> Void
  ) -> ResultError? {
    do {
      try body()
      Issue.record("expected a ResultError", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  // MARK: The value

  @Test func closingWithAValueHandsItOverAndPopsTheScreen() async throws {
    let router = Router()
    router.push(Screen.profile)
    let (picker, pending) = try pushAndExpect(router)
    #expect(picker.isAwaited)
    #expect(pending.outcome == nil)
    try picker.close(returning: Pick.dark)
    #expect(router.state.path("main") == ["profile"])
    #expect(try pending.outcome?.get() == .dark)
    #expect(try await pending.value == .dark)
    #expect(!picker.isAwaited)
  }

  @Test func aValueDeliveredBeforeTheUserGoesBackArrives() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    try picker.deliver(Pick.light)
    #expect(pending.outcome == nil, "the value is handed over when the screen leaves")
    try picker.deliver(Pick.dark)
    router.report(.back(stack: "main"))
    #expect(try pending.outcome?.get() == .dark)
  }

  @Test func closingAScreenWithScreensAboveItPopsThemToo() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    router.push(Screen.about)
    try picker.close(returning: Pick.dark)
    #expect(router.depth == 0)
    #expect(try pending.outcome?.get() == .dark)
  }

  @Test func aSheetsFirstScreenClosesItsSheet() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheet = router.screen(.root("sheet"))
    let pending = try sheet.expectResult(of: Pick.self)
    try sheet.close(returning: Pick.light)
    #expect(router.visibleLayers.isEmpty)
    #expect(try pending.outcome?.get() == .light)
  }

  @Test func pushReturningAwaitsTheValue() async throws {
    let router = Router()
    let events = router.events.stream()
    let home = router.screen(.root("main"))
    let task = Task { try await home.push(Screen.settings, returning: Pick.self) }
    for await event in events where event.changes.stacks.flatMap(\.added).count == 1 { break }
    let picker = router.screen(router.visibleStack.topScreen)
    #expect(picker.isAwaited)
    try picker.close(returning: Pick.dark)
    #expect(try await task.value == .dark)
    #expect(router.depth == 0)
  }

  @Test func presentReturningAwaitsTheLayersFirstScreen() async throws {
    let router = Router()
    let events = router.events.stream()
    let home = router.screen(.root("main"))
    let task = Task {
      try await home.present(.sheet(Screen.settings, id: "sheet"), returning: Pick.self)
    }
    for await event in events where !event.changes.presented.isEmpty { break }
    try router.screen(.root("sheet")).close(returning: Pick.light)
    #expect(try await task.value == .light)
  }

  @Test func everyTaskAwaitingTheSameResultGetsIt() async throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    let first = Task { try await pending.value }
    let second = Task { try await pending.value }
    try picker.close(returning: Pick.dark)
    #expect(try await first.value == .dark)
    #expect(try await second.value == .dark)
  }

  // MARK: Endings without a value

  @Test(arguments: ["back", "pop", "tab reset", "swipe path"])
  func backingOutEndsTheWaitAsPopped(way: String) throws {
    let router = Router(.twoTabs())
    let (picker, pending) = try pushAndExpect(router, on: "home")
    switch way {
    case "back": router.report(.back(stack: "home"))
    case "pop": router.stack("home").pop()
    case "tab reset": router.report(.tabTapped("home"))
    default: try router.report(.pathChanged(stack: "home", count: 0))
    }
    #expect(pending.outcome.map { $0.error } == .popped(picker.id))
    #expect(picker.stack == nil)
  }

  @Test func poppingTheScreensBelowTakesTheScreenAbove() throws {
    let router = Router()
    router.push(Screen.profile)
    router.push(Screen.about)
    let (picker, pending) = try pushAndExpect(router)
    router.pop(3)
    #expect(pending.outcome.map { $0.error } == .popped(picker.id))
  }

  @Test func dismissingTheLayerEndsTheWaitAsDismissed() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheet = router.screen(.root("sheet"))
    let sheetWait = try sheet.expectResult(of: Pick.self)
    let (picker, pushedWait) = try pushAndExpect(router, on: "sheet")
    router.report(.layerDismissed(holding: "sheet"))
    #expect(sheetWait.outcome.map { $0.error } == .dismissed(.root("sheet")))
    #expect(pushedWait.outcome.map { $0.error } == .dismissed(picker.id))
  }

  @Test func dismissingALayerBelowEndsTheWaitsAboveIt() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "sheet"))
    router.stack("sheet").present(.fullScreenCover(Screen.about, id: "cover"))
    let cover = try router.screen(.root("cover")).expectResult(of: Pick.self)
    router.report(.layerDismissed(holding: "sheet"))
    #expect(router.visibleLayers.isEmpty)
    #expect(cover.outcome.map { $0.error } == .dismissed(.root("cover")))
  }

  @Test func replacingThePathEndsTheWaitAsRemoved() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    router.stack("main").setPath([Screen.about])
    #expect(pending.outcome.map { $0.error } == .removed(picker.id))
  }

  @Test func replacingTheTreeEndsTheWaitAsRemoved() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    try router.send(.replaceState(NavigationState()))
    #expect(pending.outcome.map { $0.error } == .removed(picker.id))
  }

  @Test func aTreeReplacedAroundTheScreenKeepsTheWait() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    var ids = router.idGenerator
    let next = try router.state.transition(
      applying: .present(.sheet(Screen.about, id: "sheet")), ids: &ids)
    try router.send(.replaceState(next.state))
    #expect(pending.outcome == nil)
    try picker.close(returning: Pick.dark)
    #expect(try pending.outcome?.get() == .dark)
  }

  @Test func aRestoreEndsEveryWaitEvenForScreensThatStay() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheet = try router.screen(.root("sheet")).expectResult(of: Pick.self)
    let (picker, pushed) = try pushAndExpect(router, on: "sheet")
    try picker.deliver(Pick.dark)
    try router.send(.replaceState(router.state), source: .restoration)
    #expect(sheet.outcome.map { $0.error } == .restored(.root("sheet")))
    #expect(pushed.outcome.map { $0.error } == .restored(picker.id))
    #expect(picker.stack != nil)
    #expect(!picker.isAwaited)
  }

  @Test func aSnapshotRestoreEndsTheWait() throws {
    let router = Router()
    let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
    let data = try coder.snapshot(of: router)
    let (picker, pending) = try pushAndExpect(router)
    try coder.restore(router, from: data)
    #expect(pending.outcome.map { $0.error } == .restored(picker.id))
  }

  @Test func cancellingTheAwaitingTaskEndsTheWaitAndKeepsTheScreen() async throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    let task = Task { try await pending.value }
    task.cancel()
    let result = await task.result
    #expect(result.error as? ResultError == .cancelled(picker.id))
    #expect(picker.stack != nil, "cancelling a wait does not pop the screen")
    #expect(!picker.isAwaited)
  }

  @Test func cancellingAPushReturningKeepsThePushedScreen() async throws {
    let router = Router()
    let events = router.events.stream()
    let home = router.screen(.root("main"))
    let task = Task { try await home.push(Screen.settings, returning: Pick.self) }
    for await event in events where event.changes.stacks.flatMap(\.added).count == 1 { break }
    task.cancel()
    let result = await task.result
    #expect((result.error as? ResultError)?.isCancellation == true)
    #expect(router.state.path("main") == ["settings"])
  }

  @Test func cancelEndsTheWaitAndLaterDeliveriesAreRefused() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    pending.cancel()
    #expect(pending.outcome.map { $0.error } == .cancelled(picker.id))
    #expect(
      resultError { () throws(ResultError) in try picker.close(returning: Pick.dark) }
        == .notAwaited(picker.id))
    #expect(router.depth == 1, "a refused close changes nothing")
  }

  // MARK: Guards

  @Test func aDeniedPushEndsTheWaitBeforeItStarts() async throws {
    let router = Router()
    router.guards.add(NavigationGuard("closed") { _ in .deny(reason: "closed today") })
    let home = router.screen(.root("main"))
    do {
      _ = try await home.push(Screen.settings, returning: Pick.self)
      Issue.record("expected a denial")
    } catch {
      #expect(error == .notShown(.denied(guard: "closed", reason: "closed today")))
      #expect(error.description.contains("closed today"))
    }
    #expect(router.depth == 0)
  }

  @Test func aPushThatAnAsynchronousGuardAllowsIsAwaitedToo() async throws {
    let router = Router()
    router.guards.add(
      .async("slow", when: { !$0.changes.stacks.flatMap(\.added).isEmpty }) { _ in .allow })
    let events = router.events.stream()
    let home = router.screen(.root("main"))
    let task = Task { try await home.push(Screen.settings, returning: Pick.self) }
    for await event in events where event.changes.stacks.flatMap(\.added).count == 1 { break }
    try router.screen(router.visibleStack.topScreen).deliver(Pick.light)
    router.report(.back(stack: "main"))
    #expect(try await task.value == .light)
  }

  @Test func aPushThatAnAsynchronousGuardDeniesIsNotShown() async throws {
    let router = Router()
    router.guards.add(.async("slow", when: { _ in true }) { _ in .deny(reason: "not now") })
    let home = router.screen(.root("main"))
    do {
      _ = try await home.push(Screen.settings, returning: Pick.self)
      Issue.record("expected a denial")
    } catch {
      #expect(error == .notShown(.denied(guard: "slow", reason: "not now")))
    }
  }

  @Test func aRedirectedPushSaysWhichGuardRedirected() async throws {
    let router = Router()
    router.guards.add(
      .authentication(
        isLoggedIn: { false }, requiresLogin: { $0 == AnyRoute(Screen.account) },
        login: .sheet(Screen.login, id: "login")))
    let home = router.screen(.root("main"))
    do {
      _ = try await home.push(Screen.account, returning: Pick.self)
      Issue.record("expected a redirect")
    } catch {
      #expect(error == .redirected(guard: "authentication"))
    }
    #expect(router.visibleStack.id == "login")
  }

  @Test func aRefusedCloseKeepsTheValueForWhenTheScreenLeaves() throws {
    let router = Router()
    var isOpen = false
    let lock = router.guards.add(
      NavigationGuard("lock") { request in
        isOpen || request.changes.removedCount == 0 ? .allow : .deny(reason: "locked")
      })
    let (picker, pending) = try pushAndExpect(router)
    #expect(
      resultError { () throws(ResultError) in try picker.close(returning: Pick.dark) }
        == .notClosed(picker.id, .denied(guard: "lock", reason: "locked")))
    #expect(picker.stack != nil)
    #expect(pending.outcome == nil)
    isOpen = true
    router.pop()
    #expect(try pending.outcome?.get() == .dark)
    router.guards.remove(lock)
  }

  // MARK: Bad calls

  @Test func badCallsAreTypedErrorsThatChangeNothing() throws {
    let router = Router()
    let (picker, pending) = try pushAndExpect(router)
    #expect(
      resultError { () throws(ResultError) in try picker.deliver(7) }
        == .wrongType(picker.id, expected: "Pick", got: "Int"))
    #expect(
      resultError { () throws(ResultError) in _ = try picker.expectResult(of: Pick.self) }
        == .alreadyAwaited(picker.id))
    let gone = router.screen(.entry(EntryID(99)))
    #expect(
      resultError { () throws(ResultError) in _ = try gone.expectResult(of: Pick.self) }
        == .screenNotFound(.entry(EntryID(99))))
    #expect(
      resultError { () throws(ResultError) in try gone.close(returning: Pick.dark) }
        == .screenNotFound(.entry(EntryID(99))))
    let home = router.screen(.root("main"))
    #expect(
      resultError { () throws(ResultError) in try home.close(returning: Pick.dark) }
        == .cannotClose(.root("main")))
    #expect(router.depth == 1)
    #expect(pending.outcome == nil)
  }

  @Test(arguments: [
    ResultError.popped(.entry(EntryID(3))), .dismissed(.root("sheet")),
    .removed(.entry(EntryID(3))), .restored(.entry(EntryID(3))), .cancelled(.entry(EntryID(3))),
    .notShown(.denied(guard: "g", reason: "r")), .redirected(guard: nil),
    .screenNotFound(.root("x")), .alreadyAwaited(.root("x")), .notAwaited(.root("x")),
    .wrongType(.root("x"), expected: "Pick", got: "Int"), .cannotClose(.root("main")),
    .notClosed(.root("x"), .noTabs),
  ])
  func everyMessageNamesTheScreenOrTheCause(error: ResultError) {
    let text = error.description
    #expect(
      text.contains("#3") || text.contains("\"sheet\"") || text.contains("\"x\"")
        || text.contains("\"main\"") || text.contains("guard"))
  }

  // MARK: Observers that navigate

  @Test func anObserverThatNavigatesFirstDoesNotConfuseTheEnding() throws {
    let router = Router()
    // Registered before the wait's own observer: it sees the pop first and pushes again
    // from inside it, so the wait hears of that push before it hears of the pop.
    var pushedBack = false
    let observation = router.events.observe { event in
      guard !pushedBack, event.changes.removedCount > 0 else { return }
      pushedBack = true
      router.push(Screen.about)
    }
    let (picker, pending) = try pushAndExpect(router)
    router.pop()
    #expect(pending.outcome.map { $0.error } == .popped(picker.id))
    #expect(router.state.path("main") == ["about"])
    router.events.remove(observation)
  }

  @Test func aLayerPresentedAgainByAnEarlierObserverGetsAFreshScope() throws {
    let router = Router()
    final class Model {}
    var presentedAgain = false
    var fresh: ScreenScope?
    let observation = router.events.observe { event in
      guard !presentedAgain, !event.changes.dismissed.isEmpty else { return }
      presentedAgain = true
      // Applied once this event has reached every observer.
      router.present(.sheet(Screen.settings, id: "sheet"))
    }
    router.present(.sheet(Screen.settings, id: "sheet"))
    let old = router.screen(.root("sheet")).scope
    weak let oldModel = old.value { Model() }
    router.dismiss()
    fresh = router.screen(.root("sheet")).scope
    #expect(oldModel == nil)
    #expect(old.isReleased)
    #expect(fresh?.isReleased == false)
    #expect(fresh !== old)
    router.events.remove(observation)
  }
}

extension Result {
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension ResultError {
  fileprivate var isCancellation: Bool {
    if case .cancelled = self { return true }
    return false
  }
}
