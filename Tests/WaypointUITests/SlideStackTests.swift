import Testing
import Waypoint

@testable import WaypointUI

// The slide stack's transitions and bar declarations. The views are built here too, so
// that their generic signatures are checked on Linux against SwiftUICompat.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

#if !os(tvOS)  // The slide stack is unavailable on tvOS.
  @MainActor
  @Suite struct SlideStackTests {
    enum Screen: Hashable, Sendable { case list, detail }

    func transitions(_ motion: SlideMotion) -> (insertion: Double, removal: Double) {
      let insertion = SlideTransition(motion: motion, width: 400, parallax: 0.3, isInsertion: true)
      let removal = SlideTransition(motion: motion, width: 400, parallax: 0.3, isInsertion: false)
      return (insertion.offset, removal.offset)
    }

    @Test func aPushSlidesTheNewScreenInAndTheCoveredOneAside() {
      let router = Router()
      let motion = SlideMotion()
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      router.push(Screen.list)
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      #expect(transitions(motion).insertion == 400)  // from the trailing edge
      #expect(abs(transitions(motion).removal + 120) < 0.001)  // covered, moved aside
    }

    @Test func aPopSendsTheTopScreenOutAndBringsTheRevealedOneBack() {
      let router = Router()
      router.visible.push(contentsOf: [Screen.list, Screen.detail])
      let motion = SlideMotion()
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      router.pop()
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      #expect(abs(transitions(motion).insertion + 120) < 0.001)  // revealed from aside
      #expect(transitions(motion).removal == 400)  // popped to the trailing edge
      // Drawing the same stack again keeps the direction for the transitions still running.
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      #expect(transitions(motion).removal == 400)
    }

    @Test func aSwipeLetGoTooEarlySendsTheRevealedScreenBackUnder() {
      let router = Router()
      router.visible.push(contentsOf: [Screen.list, Screen.detail])
      let motion = SlideMotion()
      let entries = router.visibleStack.entries.map(\.id)
      motion.record(Array(entries.dropLast()), isTracking: false)
      router.pop()
      motion.record(Array(entries.dropLast(2)), isTracking: false)  // a pop: backward
      motion.record(Array(entries.dropLast(2)), isTracking: true)  // a swipe starts
      #expect(transitions(motion).removal == 400)
      motion.record(Array(entries.dropLast(2)), isTracking: false)  // and is cancelled
      #expect(abs(transitions(motion).removal + 120) < 0.001)  // back under, to the side
    }

    @Test func aRevealedScreenStartsWithTheBarItDeclaredAndPoppedScreensAreForgotten() {
      let router = Router()
      router.visible.push(contentsOf: [Screen.list, Screen.detail])
      let entries = router.visibleStack.entries.map(\.id)
      let motion = SlideMotion()
      motion.record(entries, isTracking: false)
      let titled = SlideBarDeclaration(hasTitle: true)
      motion.declarations[.root("main")] = titled
      motion.declarations[.entry(entries[0])] = titled
      motion.declarations[.entry(entries[1])] = SlideBarDeclaration(visibility: .hidden)
      router.pop()
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      #expect(motion.declarations[.entry(entries[0])] == titled)
      #expect(motion.declarations[.entry(entries[1])] == nil)
      router.pop()
      motion.record(router.visibleStack.entries.map(\.id), isTracking: false)
      #expect(motion.declarations == [.root("main"): titled])
    }

    @Test func theIdentityTransitionDoesNotMove() {
      #expect(SlideTransition().offset == 0)
    }

    @Test func theOutermostDeclarationOfABarWins() {
      var value = SlideBarDeclaration(visibility: .hidden)
      SlideBarDeclarationKey.reduce(value: &value) {
        SlideBarDeclaration(visibility: .visible, hasTitle: true)
      }
      #expect(value == SlideBarDeclaration(visibility: .hidden, hasTitle: true))
    }

    @Test func theBarModifiersAndButtonCompose() {
      let router = Router()
      let name = "Ada"
      let stack = RouterSlideStack(router, background: Color.black, coveredScreens: .kept) {
        Text("Home").slideBar("Home") { Button("Edit") {} }
      } destination: { _ in
        VStack {
          HStack { SlideBackButton() }
          Text("Detail").slideBar(name)
          Text(name).slideBar(name) { Button("Edit") {} }
        }
        .slideBar(.hidden)
      } backIcon: {
        Image(systemName: "chevron.backward")
      }
      _ = stack
    }
  }
#endif
