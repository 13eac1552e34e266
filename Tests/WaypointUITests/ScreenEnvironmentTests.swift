import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// A stack that draws its entries itself pushes one value per entry, carrying the entry's
// ID, so that each pushed screen gets its own handle; and the handles those screens get
// reach the right entry and scope. Run on Linux against SwiftUICompat.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct ScreenEnvironmentTests {
  final class Model {}

  func bridge(_ router: Router, _ id: StackID = "main") -> EntryPathBridge {
    EntryPathBridge(router: router, id: id) {}
  }

  #if !canImport(SwiftUI)
    @Test func eachPushedScreenGetsItsOwnEntryEvenWithEqualRoutes() {
      let router = Router()
      router.visible.push(contentsOf: [Screen.profile, Screen.settings, Screen.profile])
      let elements = Bindable(bridge(router)).path.wrappedValue.elements
      let pushed = elements.compactMap { ($0.base as? StackPathEntry)?.entry }
      #expect(pushed == Array(router.visibleStack.entries))
      #expect(Set(pushed.map(\.id)).count == 3, "equal routes, distinct entries")
    }
  #endif

  @Test func aShorterEntryPathPopsAsOneUserChange() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.profile, Screen.settings])
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }
    var path = NavigationPath()
    path.append(StackPathEntry(entry: Array(router.visibleStack.entries)[0]))
    Bindable(bridge(router)).path.wrappedValue = path
    #expect(router.depth == 1)
    #expect(sources == [.user])
  }

  @Test func theHandlesOfEqualRoutesKeepSeparateModels() throws {
    let router = Router()
    router.visible.push(contentsOf: [Screen.profile, Screen.profile])
    let entries = Array(router.visibleStack.entries)
    let lower = ScreenHandle(router: router, id: .entry(entries[0].id), stack: "main")
    let upper = ScreenHandle(router: router, id: .entry(entries[1].id), stack: "main")
    let lowerModel = lower.scope.value { Model() }
    weak let upperModel = upper.scope.value { Model() }
    #expect(lowerModel !== upperModel)
    router.pop()
    #expect(upperModel == nil)
    #expect(lower.scope.value { Model() } === lowerModel)
  }

  @Test func aScreenHasNoHandleByDefault() {
    #expect(EnvironmentValues().navigationScreen == nil)
  }
}

@MainActor
@Suite struct ContainerHandleTests {
  enum Screen: Hashable, Sendable { case profile }
  final class Model {}

  @Test func everyContainerTakesADestinationClosure() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    _ = RouterTabView(router) { _ in
      EmptyView()
    } destination: { _ in
      EmptyView()
    } label: { _ in
      EmptyView()
    } layer: { _ in
      EmptyView()
    }
    _ = RouterTabView(router) { _ in
      EmptyView()
    } destination: { _ in
      EmptyView()
    } label: { _ in
      EmptyView()
    }
    _ = RouterStack(Router()) {
      EmptyView()
    } destination: { _ in
      EmptyView()
    }
  }

  @Test func aKeyedScreenModelBuilds() {
    struct Row: View {
      @ScreenModel var model: Model
      init(id: Int) { _model = ScreenModel(wrappedValue: Model(), key: id) }
      var body: some View { EmptyView() }
    }
    _ = Row(id: 1)
  }
}
