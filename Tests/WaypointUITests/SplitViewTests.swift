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

  // MARK: A split container in a presented layer

  /// The app's view for a layer, which the tests look for in what a container draws.
  struct AppLayerView: View {
    let hosted: HostedLayer
    var body: some View { EmptyView() }
  }

  /// A router that presents a two-column split, "folders" and "note", as a sheet from
  /// "main".
  func routerPresentingASplit() throws -> Router {
    let split = try SplitContainer(
      sidebar: StackState(id: "folders"), detail: StackState(id: "note"))
    let router = Router()
    router.present(Presentation(style: .sheet, content: .split(split)))
    return router
  }

  @Test func theDetailColumnOfASplitLayerPresentsInTheLayersChainOnceTheLayerIsOnScreen() throws {
    let router = try routerPresentingASplit()
    router.stack("note").present(.sheet(Screen.about, id: "about"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    host.update()
    // The host the split view drawn for the layer gives its detail column.
    let detailHost = try #require(
      SplitLayerChain(split: "folders", host: host).host(forSplit: "folders"))
    // A bridge reads what the host shows when the container draws, as each redraw makes one.
    func sheet(above stack: StackID, host: PresentationHost) -> StackID? {
      Bindable(StackBridge(router: router, id: stack, host: host) {}).sheet.wrappedValue?.id
    }

    #expect(sheet(above: "main", host: host) == "folders")
    // One presentation at a time: the detail column's sheet waits for the split's.
    #expect(sheet(above: "note", host: detailHost) == nil)
    host.appeared("folders")
    #expect(sheet(above: "note", host: detailHost) == "about")
  }

  @Test func aSplitViewForAnotherContainerKeepsAChainOfItsOwn() throws {
    let router = try routerPresentingASplit()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    let chain = SplitLayerChain(split: "folders", host: host)

    #expect(chain.host(forSplit: "folders") === host)
    #expect(chain.host(forSplit: "side") == nil)
  }

  #if !canImport(SwiftUI)
    /// What a layer's stack draws for `hosted`, with the app's view for the layer: the view
    /// of the branch it takes.
    func drawnLayer(_ router: Router, _ hosted: HostedLayer) -> Any? {
      let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
      let layer = LayerStack<Never, AppLayerView>(
        router: router, host: host, hosted: hosted, destination: nil
      ) { AppLayerView(hosted: $0) }
      // SwiftUICompat's modifiers return the view they modify, so the branch is the view.
      let storage = Mirror(reflecting: layer.body).descendant("storage")
      return storage.flatMap { Mirror(reflecting: $0).children.first?.value }
    }

    @Test func aLayerHoldingASplitIsDrawnByTheAppsViewWithNoStackAroundIt() throws {
      let router = try routerPresentingASplit()
      let hosted = try #require(router.state.stack("main")?.hostedLayer(coversAvailable: true))

      let drawn = drawnLayer(router, hosted)
      #expect((drawn as? AppLayerView)?.hosted == hosted)
    }

    @Test func aLayerHoldingAStackIsDrawnInAStackOfItsOwn() throws {
      let router = Router()
      router.present(.sheet(Screen.settings, id: "settings"))
      let hosted = try #require(router.state.stack("main")?.hostedLayer(coversAvailable: true))

      #expect(drawnLayer(router, hosted) is RouterStack<AppLayerView, Never, AppLayerView>)
    }
  #endif
}
