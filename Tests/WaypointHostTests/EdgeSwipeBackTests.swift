import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@Suite struct EdgeSwipeBackTests {
  let width = 400.0

  @Test(arguments: [0.0, 10, 20])
  func aDragFromTheEdgeTracksTheFinger(startX: Double) {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: startX, translationX: 100, width: width, canPop: true)
    #expect(swipe.isTracking)
    #expect(swipe.progress == 0.25)
    #expect(swipe.offset(ofScreenAtLevel: 0, width: width) == 100)
  }

  @Test(arguments: [21.0, 200, -5])
  func aDragAwayFromTheEdgeIsRejectedForItsWholeLength(startX: Double) {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: startX, translationX: 10, width: width, canPop: true)
    swipe.dragChanged(startX: startX, translationX: 300, width: width, canPop: true)
    #expect(swipe.phase == .rejected)
    #expect(swipe.progress == 0)
    #expect(swipe.dragEnded(predictedEndTranslationX: 400, width: width) == .ignored)
    #expect(swipe.phase == .idle)
  }

  @Test func aStackAtItsRootDoesNotSwipeBack() {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: 5, translationX: 200, width: width, canPop: false)
    #expect(swipe.phase == .rejected)
  }

  @Test(arguments: [(-50.0, 0.0), (500, 1), (200, 0.5)])
  func progressStaysBetweenZeroAndOne(translationX: Double, expected: Double) {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: 0, translationX: 0, width: width, canPop: true)
    swipe.dragChanged(startX: 0, translationX: translationX, width: width, canPop: true)
    #expect(swipe.progress == expected)
  }

  @Test(arguments: [
    (250.0, EdgeSwipeBack.Outcome.completed),  // past half way
    (200, .completed),  // exactly half way
    (199, .cancelled),
    (-40, .cancelled),  // flicked back towards the edge
  ])
  func lettingGoPopsWhenThePredictedEndIsFarEnough(
    predictedEnd: Double, expected: EdgeSwipeBack.Outcome
  ) {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: 3, translationX: 120, width: width, canPop: true)
    #expect(swipe.dragEnded(predictedEndTranslationX: predictedEnd, width: width) == expected)
    #expect(swipe.phase == .idle)
    #expect(swipe.progress == 0)
  }

  @Test func aQuickShortFlickPopsWithALowerThreshold() {
    var swipe = EdgeSwipeBack(completionFraction: 0.3)
    swipe.dragChanged(startX: 3, translationX: 40, width: width, canPop: true)
    #expect(swipe.dragEnded(predictedEndTranslationX: 130, width: width) == .completed)
  }

  @Test func theScreenBelowSlidesInFromTheLeftAndOthersStayPut() {
    var swipe = EdgeSwipeBack(parallaxFraction: 0.25)
    #expect(swipe.offset(ofScreenAtLevel: 1, width: width) == 0)
    swipe.dragChanged(startX: 3, translationX: 200, width: width, canPop: true)
    #expect(swipe.offset(ofScreenAtLevel: 1, width: width) == -50)
    #expect(swipe.offset(ofScreenAtLevel: 2, width: width) == 0)
    swipe.reset()
    #expect(swipe.offset(ofScreenAtLevel: 0, width: width) == 0)
  }

  @Test func thresholdsOutOfRangeAreClamped() {
    let swipe = EdgeSwipeBack(edgeWidth: -3, completionFraction: 2, parallaxFraction: -1)
    #expect(swipe.edgeWidth == 0)
    #expect(swipe.completionFraction == 1)
    #expect(swipe.parallaxFraction == 0)
  }

  @Test func aContainerWithNoWidthNeverSwipes() {
    var swipe = EdgeSwipeBack()
    swipe.dragChanged(startX: 0, translationX: 10, width: 0, canPop: true)
    #expect(swipe.phase == .rejected)
  }
}

@MainActor
@Suite struct StackScreenTests {
  @Test func screensAreBottomFirstWithTheirLevelFromTheTop() {
    let router = Router()
    router.visible.push(contentsOf: ["a", "b", "c"])
    let screens = router.visibleStack.screens
    #expect(screens.map { $0.entry.route(as: String.self) } == ["a", "b", "c"])
    #expect(screens.map(\.level) == [2, 1, 0])
    #expect(screens.map(\.id) == router.visibleStack.entries.map(\.id))
  }

  @Test func aStackAtItsRootHasNoPushedScreens() {
    #expect(Router().visibleStack.screens.isEmpty)
  }
}

@Suite struct SlideStackScreensTests {
  enum Screen: Hashable, Sendable { case list, detail, photo }

  @Test @MainActor func onlyTheTopScreenIsReadByAssistiveTechnologies() {
    let router = Router()
    #expect(!router.visibleStack.isRootHiddenFromAccessibility)
    router.visible.push(contentsOf: [Screen.list, Screen.detail, Screen.photo])
    let screens = router.visibleStack.screens
    #expect(router.visibleStack.isRootHiddenFromAccessibility)
    #expect(screens.map(\.isHiddenFromAccessibility) == [true, true, false])
    router.pop()
    #expect(router.visibleStack.screens.map(\.isHiddenFromAccessibility) == [true, false])
  }

  @Test(arguments: [(0.0, true), (20, true), (20.5, false), (150, false), (-1, false)])
  func aSwipeBackStartsOnlyAtTheLeadingEdge(startX: Double, starts: Bool) {
    let swipe = EdgeSwipeBack()
    #expect(swipe.mayStartSwipe(atX: startX, width: 400) == starts)
  }

  @Test func theEdgeIsNeverWiderThanTheContainer() {
    let swipe = EdgeSwipeBack(edgeWidth: 50)
    #expect(swipe.mayStartSwipe(atX: 30, width: 30))
    #expect(!swipe.mayStartSwipe(atX: 31, width: 30))
    #expect(!swipe.mayStartSwipe(atX: 0, width: 0))
  }

  @Test func aStackAtItsRootLeavesDragsToItsContent() {
    #expect(!EdgeSwipeBack().listensForDrags(canPop: false))
    #expect(EdgeSwipeBack().listensForDrags(canPop: true))
    #expect(!EdgeSwipeBack(edgeWidth: 0).listensForDrags(canPop: true))
  }
}
