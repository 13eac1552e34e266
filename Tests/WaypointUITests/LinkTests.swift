import Testing
import Waypoint

@testable import WaypointUI

// `NavigationLink(value:)` and `RouterLink` in a router's containers: what SwiftUI writes
// into a stack's path binding when a link is tapped, and which stack a link pushes onto.
// Run on Linux against SwiftUICompat.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct LinkTests {
  enum Screen: Hashable, Sendable { case list, detail, compose, profile }

  final class Counter {
    var count = 0
  }

  func links(_ router: Router, resyncs: Counter) -> StackLinks {
    let links = StackLinks(router: router, stack: "main")
    links.pushes.namesRoutes = true
    links.resync = { resyncs.count += 1 }
    return links
  }

  func bridge(_ router: Router, links: StackLinks) -> StackBridge {
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    return StackBridge(router: router, id: "main", host: host, links: links) {}
  }

  /// What SwiftUI does on a `NavigationLink(value:)` tap: reads the path, appends the value,
  /// writes it back.
  func tapLink(_ value: Screen, on binding: Binding<NavigationPath>) {
    var path = binding.wrappedValue
    path.append(value)
    binding.wrappedValue = path
  }

  @Test func aNavigationLinksValueIsPushedThroughTheRouterWhenItsDestinationAppears() {
    let router = Router()
    router.push(Screen.list)
    let resyncs = Counter()
    let links = links(router, resyncs: resyncs)
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    tapLink(.detail, on: Bindable(bridge(router, links: links)).path)
    // Until the destination names it, the stack shows the path SwiftUI wrote.
    #expect(Bindable(bridge(router, links: links)).path.wrappedValue.count == 2)
    #expect(router.depth == 1)
    links.destinationAppeared(AnyRoute(Screen.detail))

    #expect(router.visibleStack.entries.map(\.route) == [Screen.list, .detail].map(AnyRoute.init))
    #expect(sources == [.user])
    #expect(resyncs.count == 0)
    #expect(Bindable(bridge(router, links: links)).path.wrappedValue.count == 2)
  }

  @Test func aNavigationLinkAGuardRefusesIsDrawnBack() {
    let router = Router()
    router.guards.add(NavigationGuard("login") { _ in .deny(reason: "log in first") })
    router.onFailure = { _ in }
    let resyncs = Counter()
    let links = links(router, resyncs: resyncs)

    tapLink(.profile, on: Bindable(bridge(router, links: links)).path)
    links.destinationAppeared(AnyRoute(Screen.profile))

    #expect(router.depth == 0)
    #expect(resyncs.count == 1)
    #expect(Bindable(bridge(router, links: links)).path.wrappedValue.count == 0)
  }

  @Test func aNavigationLinkInAStackWithoutRouteDestinationsIsDrawnBackAndReported() {
    let router = Router()
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let resyncs = Counter()
    let links = StackLinks(router: router, stack: "main")
    links.resync = { resyncs.count += 1 }

    tapLink(.detail, on: Bindable(bridge(router, links: links)).path)

    #expect(router.depth == 0)
    #expect(resyncs.count == 1)
    #expect(failures.first?.error is UnnamedPushError)
    #expect(Bindable(bridge(router, links: links)).path.wrappedValue.count == 0)
  }

  @Test func aNavigationLinkInAStackThatDrawsItsEntriesIsPushedToo() {
    let router = Router()
    let resyncs = Counter()
    let links = links(router, resyncs: resyncs)
    let entries = EntryPathBridge(router: router, id: "main", links: links) {}

    tapLink(.detail, on: Bindable(entries).path)
    links.destinationAppeared(AnyRoute(Screen.detail))

    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.detail)])
    #expect(resyncs.count == 0)
  }

  #if !canImport(SwiftUI)
    /// *Getting started with SwiftUI* › *Screens that reach their own entry*: a
    /// `NavigationLink(value:)` in a stack with a `destination` closure, once its
    /// `routeDestination` stand-in appears, is drawn as the router's entry, with its handle.
    @Test func aNavigationLinksScreenIsThenDrawnAsItsEntryWithItsHandle() throws {
      let router = Router()
      let links = links(router, resyncs: Counter())
      let entries = EntryPathBridge(router: router, id: "main", links: links) {}
      let path = Bindable(entries).path

      tapLink(.detail, on: path)
      #expect(path.wrappedValue.elements.first?.base is Screen, "the stand-in, until named")
      links.destinationAppeared(AnyRoute(Screen.detail))

      let drawn = path.wrappedValue.elements.compactMap { ($0.base as? StackPathEntry)?.entry }
      #expect(drawn == Array(router.visibleStack.entries))
      #expect(drawn.map(\.route) == [AnyRoute(Screen.detail)])
      let entry = try #require(drawn.first)
      let handle = ScreenHandle(router: router, id: .entry(entry.id), stack: "main")
      #expect(handle.route == entry.route)
    }
  #endif

  @Test func aLinkInATabUnderASheetPushesOntoTheTab() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.stack("home").present(.sheet(Screen.compose, id: "compose"))
    let tabRoot = router.screen(.root("home"))

    ScreenLink.push(Screen.detail, from: tabRoot, router: nil, on: nil)

    #expect(router.stack("home").state?.entries.map(\.route) == [AnyRoute(Screen.detail)])
    #expect(router.stack("compose").state?.depth == 0)
  }

  @Test func aLinkInAPushedScreenPushesOntoThatScreensStack() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
    let entry = try #require(router.stack("home").push(Screen.list))

    ScreenLink.push(Screen.detail, from: router.screen(.entry(entry)), router: nil, on: nil)

    #expect(router.stack("home").state?.depth == 2)
    #expect(router.stack("inbox").state?.depth == 0)
  }

  @Test func aLinkWhoseScreenLeftTheTreePushesNothingAndSaysSo() throws {
    let router = Router()
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let entry = try #require(router.push(Screen.list))
    let screen = router.screen(.entry(entry))
    router.pop()

    #expect(ScreenLink.push(Screen.detail, from: screen, router: nil, on: nil) == nil)
    #expect(router.depth == 0)
    #expect(failures.count == 1)
  }

  @Test func aLinkNamingAStackPushesThere() throws {
    let router = Router()
    router.present(.sheet(Screen.compose, id: "compose"))
    ScreenLink.push(
      Screen.detail, from: router.screen(.root("compose")), router: nil, on: .stack("main"))
    #expect(router.stack("main").state?.depth == 1)
  }

  @Test func theDocumentedLinkBuildsWithTheRouterFromTheEnvironment() {
    let link = RouterLink(Screen.profile) {
      Text("Profile")
    }
    _ = link
    _ = RouterLink(Router(), Screen.profile, on: .visible) { Text("Profile") }
  }
}

@MainActor
@Suite struct LinkContainerTests {
  enum Screen: Hashable, Sendable { case compose, detail }

  @Test func aLinkInAScreenWithoutAHandlePushesOntoItsContainersStack() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.stack("home").present(.sheet(Screen.compose, id: "compose"))

    ScreenLink.push(
      Screen.detail, from: nil, container: (router, "home"), router: nil, on: nil)

    #expect(router.stack("home").state?.depth == 1)
    #expect(router.stack("compose").state?.depth == 0)
  }
}
