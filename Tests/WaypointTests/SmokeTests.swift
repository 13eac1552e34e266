import Testing
import Waypoint

@Suite struct SmokeTests {
  @Test @MainActor func pushAndPopOnTheVisibleStack() {
    let router = Router()
    router.push("a")
    router.push(1)
    #expect(router.depth == 2)
    #expect(router.pop(5) == 2)
    #expect(router.depth == 0)
  }
}
