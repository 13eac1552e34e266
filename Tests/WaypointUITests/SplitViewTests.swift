import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// The wiring between a `RouterSplitView`'s bindings and the router: what SwiftUI's lists
// and `NavigationSplitView` read and write, and what a tap on the selected row does. On
// Linux they run against SwiftUICompat, whose bindings read and write through the same key
// paths as SwiftUI's.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct SplitViewTests {
  final class Counter {
    var count = 0
  }

  /// A router whose tree is a three-column split: "side", "list", "detail" (or two columns,
  /// "side" and "detail").
  func router(threeColumns: Bool = true) throws -> Router {
    let split = try SplitContainer(
      sidebar: StackState(id: "side"),
      content: threeColumns ? StackState(id: "list") : nil,
      detail: StackState(id: "detail"))
    return Router(try NavigationState(content: .split(split)))
  }

  func bridge(_ router: Router, _ id: StackID = "side", resyncs: Counter = Counter())
    -> Bindable<SplitBridge>
  {
    Bindable(SplitBridge(router: router, id: id) { resyncs.count += 1 })
  }

  /// The sources of the events the router emits from now on.
  func sources(of router: Router) -> () -> [NavigationSource] {
    final class Log {
      var sources: [NavigationSource] = []
    }
    let log = Log()
    router.events.observe { log.sources.append($0.source) }
    return { log.sources }
  }

  @Test(arguments: ["side", "list", "detail"] as [StackID])
  func theListsReadTheEnginesSelectionsThroughAnyColumnsID(_ id: StackID) throws {
    let router = try router()
    router.select(Screen.profile, in: "side")
    router.select(Article(id: 7), column: .content, in: "side")

    let split = bridge(router, id)
    #expect(split.sidebarSelection.wrappedValue == AnyRoute(Screen.profile))
    #expect(split.contentSelection.wrappedValue == AnyRoute(Article(id: 7)))
  }

  @Test func aRowTheUserTapsIsSelectedAsOneUserChange() throws {
    let router = try router()
    let sources = sources(of: router)

    bridge(router).sidebarSelection.wrappedValue = AnyRoute(Screen.profile)
    bridge(router).contentSelection.wrappedValue = AnyRoute(Article(id: 7))

    #expect(router.splitContainer(holding: "side")?.sidebarSelection == AnyRoute(Screen.profile))
    #expect(router.stack("detail").state?.root == AnyRoute(Article(id: 7)))
    #expect(sources() == [.user, .user])
  }

  @Test func swiftUIWritingBackTheSelectionItShowsChangesNothing() throws {
    let router = try router()
    router.select(Screen.profile, in: "side")
    router.stack("detail").push(Screen.about)
    let sources = sources(of: router)

    bridge(router).sidebarSelection.wrappedValue = AnyRoute(Screen.profile)

    #expect(router.stack("detail").state?.depth == 1)
    #expect(sources().isEmpty)
  }

  @Test func goingBackPastAColumnWhileCollapsedClearsItsSelection() throws {
    let router = try router()
    router.select(Screen.profile, in: "side")
    router.select(Article(id: 7), column: .content, in: "side")
    let sources = sources(of: router)

    // A collapsed `NavigationSplitView` writes nil when the user goes back to the sidebar.
    bridge(router).sidebarSelection.wrappedValue = nil

    let split = router.splitContainer(holding: "side")
    #expect(split?.sidebarSelection == nil)
    #expect(split?.contentSelection == nil)
    #expect(sources() == [.user])
  }

  @Test func aSelectionAGuardRefusesIsDrawnBackAndReported() throws {
    let router = try router()
    router.guards.add(NavigationGuard("locked") { _ in .deny(reason: "log in first") })
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let resyncs = Counter()

    let split = bridge(router, resyncs: resyncs)
    split.sidebarSelection.wrappedValue = AnyRoute(Screen.profile)

    #expect(split.sidebarSelection.wrappedValue == nil)
    #expect(resyncs.count == 1)
    #expect(failures.map(\.source) == [.user])
    #expect(failures.map(\.call.description) == [#"select(profile, in: "side")"#])
    #expect(
      failures.map { $0.error as? NavigationError }
        == [.denied(guard: "locked", reason: "log in first")])
  }

  @Test func tappingTheSelectedRowPopsTheDetailColumnToItsFirstScreen() throws {
    let router = try router()
    router.select(Screen.profile, in: "side")
    router.select(Article(id: 7), column: .content, in: "side")
    router.stack("detail").push(contentsOf: [Screen.about, Screen.settings])
    let sources = sources(of: router)

    bridge(router).wrappedValue.reselect(AnyRoute(Article(id: 7)), column: .content)

    #expect(router.stack("detail").state?.depth == 0)
    #expect(router.stack("detail").state?.root == AnyRoute(Article(id: 7)))
    #expect(sources() == [.user])
  }

  @Test func aTapOnARowThatIsNoLongerSelectedIsLeftToTheList() throws {
    let router = try router()
    router.select(Screen.profile, in: "side")
    router.stack("detail").push(Screen.about)
    let sources = sources(of: router)

    bridge(router).wrappedValue.reselect(AnyRoute(Screen.settings), column: .sidebar)

    #expect(router.splitContainer(holding: "side")?.sidebarSelection == AnyRoute(Screen.profile))
    #expect(router.stack("detail").state?.depth == 1)
    #expect(sources().isEmpty)
  }

  @Test func theSelectedRowKnowsItIsSelected() throws {
    let router = try router()
    router.select(Screen.profile, in: "side")

    let split = bridge(router).wrappedValue
    #expect(split.isSelected(AnyRoute(Screen.profile), in: .sidebar))
    #expect(!split.isSelected(AnyRoute(Screen.settings), in: .sidebar))
    #expect(!split.isSelected(AnyRoute(Screen.profile), in: .content))
  }

  @Test(arguments: SplitColumnVisibility.allCases)
  func theColumnVisibilityIsTheContainersBothWays(_ visibility: SplitColumnVisibility) throws {
    let router = try router()
    let sources = sources(of: router)

    bridge(router).columnVisibility.wrappedValue = visibility.swiftUI

    #expect(router.splitContainer(holding: "side")?.columnVisibility == visibility)
    #expect(bridge(router).columnVisibility.wrappedValue == visibility.swiftUI)
    #expect(sources() == (visibility == .automatic ? [] : [.user]))
  }

  @Test func thePreferredCompactColumnSwiftUIWritesIsTheUsers() throws {
    let router = try router()
    let sources = sources(of: router)

    bridge(router).preferredCompactColumn.wrappedValue = .detail

    #expect(router.splitContainer(holding: "side")?.preferredCompactColumn == .detail)
    #expect(bridge(router).preferredCompactColumn.wrappedValue == .detail)
    #expect(sources() == [.user])
  }

  @Test func aContentColumnATwoColumnSplitLacksIsNotWritten() throws {
    let router = try router(threeColumns: false)
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }

    bridge(router).preferredCompactColumn.wrappedValue = .content

    #expect(router.splitContainer(holding: "side")?.preferredCompactColumn == .sidebar)
    #expect(failures.isEmpty)
  }

  @Test func theSizeClassIsReportedAsTheSplitsWidth() throws {
    let router = try router()
    let sources = sources(of: router)
    let split = bridge(router).wrappedValue

    split.reportWidth(.compact)
    #expect(router.width(ofSplit: "side") == .compact)
    split.reportWidth(nil)
    #expect(router.width(ofSplit: "side") == .compact)
    split.reportWidth(.regular)
    #expect(router.width(ofSplit: "side") == .regular)
    #expect(sources().isEmpty)
  }

  @Test func aSplitThatLeftTheTreeReadsAsNothingSelected() throws {
    let router = Router()
    let split = bridge(router, "side")

    #expect(split.sidebarSelection.wrappedValue == nil)
    #expect(split.columnVisibility.wrappedValue == .automatic)
    split.sidebarSelection.wrappedValue = AnyRoute(Screen.profile)
    split.wrappedValue.reportWidth(.compact)
    #expect(router.stack("side").state == nil)
  }
}
