import Observation
import Testing
import Waypoint
import WaypointHost

@Suite struct SlideStackLayoutTests {
  /// Counts an observation's changes; its handler runs synchronously inside the mutation,
  /// on the main actor.
  final class Counter: @unchecked Sendable {
    var count = 0
  }

  enum Screen: Hashable, Sendable { case list, detail, photo }

  // MARK: The bar

  @Test func aPushedScreenShowsTheBarWithABackButtonEvenIfItDeclaresNothing() {
    let bar = SlideStackLayout().bar(
      for: SlideBarDeclaration(), level: 0, isFirstScreen: false, isTracking: false)
    #expect(bar == SlideBarLayout(isDrawn: true, showsBackButton: true, isBackEnabled: true))
  }

  @Test func theFirstScreenHasNoBackButtonAndNoBarUnlessItDeclaresOne() {
    let layout = SlideStackLayout()
    let bare = layout.bar(
      for: SlideBarDeclaration(), level: 0, isFirstScreen: true, isTracking: false)
    #expect(!bare.isDrawn)
    for declared in [
      SlideBarDeclaration(hasTitle: true), SlideBarDeclaration(hasTrailingItems: true),
      SlideBarDeclaration(visibility: .visible),
    ] {
      let bar = layout.bar(for: declared, level: 0, isFirstScreen: true, isTracking: false)
      #expect(bar == SlideBarLayout(isDrawn: true, showsBackButton: false, isBackEnabled: false))
    }
  }

  @Test func aScreenThatHidesItsBarGetsNone() {
    let bar = SlideStackLayout().bar(
      for: SlideBarDeclaration(visibility: .hidden, hasTitle: true), level: 0,
      isFirstScreen: false, isTracking: false)
    #expect(bar == SlideBarLayout(isDrawn: false, showsBackButton: false, isBackEnabled: false))
  }

  @Test func duringASwipeBothScreensShowTheirBarsAndNeitherBackButtonResponds() {
    let layout = SlideStackLayout()
    let declared = SlideBarDeclaration(hasTitle: true)
    let top = layout.bar(for: declared, level: 0, isFirstScreen: false, isTracking: true)
    let revealed = layout.bar(for: declared, level: 1, isFirstScreen: false, isTracking: true)
    let covered = layout.bar(for: declared, level: 2, isFirstScreen: false, isTracking: true)
    #expect(top == SlideBarLayout(isDrawn: true, showsBackButton: true, isBackEnabled: false))
    #expect(revealed == SlideBarLayout(isDrawn: true, showsBackButton: true, isBackEnabled: false))
    #expect(!covered.isDrawn)
    // At rest, only the top screen's bar shows.
    #expect(!layout.bar(for: declared, level: 1, isFirstScreen: false, isTracking: false).isDrawn)
  }

  @Test @MainActor func theBarOfEveryScreenOfARealStack() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail])
    let layout = SlideStackLayout()
    let state = router.visibleStack
    let root = layout.bar(
      for: SlideBarDeclaration(hasTitle: true), level: state.depth, isFirstScreen: true,
      isTracking: false)
    let bars = state.screens.map {
      layout.bar(
        for: SlideBarDeclaration(), level: $0.level, isFirstScreen: false, isTracking: false)
    }
    #expect(!root.isDrawn)
    #expect(bars.map(\.isDrawn) == [false, true])
    #expect(bars.map(\.isBackEnabled) == [false, true])
  }

  @Test(arguments: [
    (0, false, false, true), (0, true, false, false), (0, false, true, false),
    (1, false, false, false),
  ])
  func theBackButtonRespondsOnlyOnAPushedTopScreenAtRest(
    level: Int, isFirstScreen: Bool, isTracking: Bool, offers: Bool
  ) {
    let layout = SlideStackLayout()
    #expect(
      layout.offersBack(level: level, isFirstScreen: isFirstScreen, isTracking: isTracking)
        == offers)
  }

  // MARK: Which screens are in the hierarchy

  @Test @MainActor func aPopRevealsAScreenThatWasOutOfTheHierarchy() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail, Screen.photo])
    let layout = SlideStackLayout()
    func drawn() -> [Bool] {
      let state = router.visibleStack
      let root = layout.isInHierarchy(level: state.depth, isFirstScreen: true, isTracking: false)
      return [root]
        + state.screens.map {
          layout.isInHierarchy(level: $0.level, isFirstScreen: false, isTracking: false)
        }
    }
    #expect(drawn() == [false, false, false, true])
    router.pop()
    // The detail screen is inserted again: SwiftUI calls its onAppear.
    #expect(drawn() == [false, false, true])
    router.pop()
    router.pop()
    #expect(drawn() == [true])
  }

  @Test func aSwipeInsertsTheScreenItReveals() {
    let layout = SlideStackLayout()
    #expect(!layout.isInHierarchy(level: 1, isFirstScreen: false, isTracking: false))
    #expect(layout.isInHierarchy(level: 1, isFirstScreen: false, isTracking: true))
    #expect(layout.isInHierarchy(level: 1, isFirstScreen: true, isTracking: true))
    #expect(!layout.isInHierarchy(level: 2, isFirstScreen: false, isTracking: true))
  }

  @Test(arguments: [
    (SlideStackLayout.CoveredScreens.removed, false, false),
    (.removedExceptFirstScreen, true, false),
    (.kept, true, true),
  ])
  func whatTheCoverRemoves(covered: SlideStackLayout.CoveredScreens, first: Bool, pushed: Bool) {
    let layout = SlideStackLayout(coveredScreens: covered)
    #expect(layout.isInHierarchy(level: 3, isFirstScreen: true, isTracking: false) == first)
    #expect(layout.isInHierarchy(level: 2, isFirstScreen: false, isTracking: false) == pushed)
    #expect(layout.isInHierarchy(level: 0, isFirstScreen: false, isTracking: false))
  }

  @Test @MainActor func motionSaysWhetherTheStackWentForwardOrBack() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail])
    let two = router.visibleStack.entries.map(\.id)
    router.pop()
    let one = router.visibleStack.entries.map(\.id)
    #expect(SlideStackLayout.motion(from: one, to: two) == .forward)
    #expect(SlideStackLayout.motion(from: two, to: one) == .backward)
    #expect(SlideStackLayout.motion(from: one, to: []) == .backward)
    #expect(SlideStackLayout.motion(from: one, to: one) == .none)
    router.pop()
    router.push(Screen.photo)
    let replaced = router.visibleStack.entries.map(\.id)
    #expect(SlideStackLayout.motion(from: one, to: replaced) == .forward)  // another top
  }

  // MARK: What a drag frame redraws

  @Test func aDragMovesOnlyTheTopScreenAndTheOneItReveals() {
    let layout = SlideStackLayout()
    #expect((0...4).map { layout.movesWithDrag(level: $0) } == [true, true, false, false, false])
  }

  @Test @MainActor func aDragFrameChangesOnlyTheOffsetsNotWhetherASwipeIsInProgress() {
    let swipe = SlideSwipe()
    let trackingChanges = Counter()
    let offsetChanges = Counter()
    func observeTracking() {
      withObservationTracking {
        _ = swipe.isTracking
      } onChange: {
        trackingChanges.count += 1
      }
    }
    func observeOffset() {
      withObservationTracking {
        _ = swipe.offset(ofScreenAtLevel: 0, width: 400)
      } onChange: {
        offsetChanges.count += 1
      }
    }
    observeTracking()
    observeOffset()
    swipe.dragChanged(startX: 4, translationX: 10, width: 400, canPop: true)
    #expect(swipe.isTracking)
    #expect(trackingChanges.count == 1)  // the swipe started
    observeTracking()
    for frame in 1...20 {
      observeOffset()
      swipe.dragChanged(startX: 4, translationX: 10 + Double(frame) * 5, width: 400, canPop: true)
    }
    #expect(offsetChanges.count == 21)
    #expect(trackingChanges.count == 1)  // no frame told the readers of isTracking
    #expect(abs(swipe.offset(ofScreenAtLevel: 0, width: 400) - 110) < 0.001)
    #expect(swipe.dragEnded(predictedEndTranslationX: 300, width: 400) == .completed)
    #expect(trackingChanges.count == 2)
    #expect(!swipe.isTracking)
  }

  @Test @MainActor func aRejectedDragTellsNoOne() {
    let swipe = SlideSwipe()
    let changes = Counter()
    swipe.dragChanged(startX: 200, translationX: 10, width: 400, canPop: true)
    withObservationTracking {
      _ = swipe.offset(ofScreenAtLevel: 0, width: 400)
      _ = swipe.isTracking
    } onChange: {
      changes.count += 1
    }
    for frame in 1...10 {
      swipe.dragChanged(startX: 200, translationX: Double(frame) * 10, width: 400, canPop: true)
    }
    #expect(changes.count == 0)
    #expect(swipe.dragEnded(predictedEndTranslationX: 300, width: 400) == .ignored)
  }
}
