import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct ScreenModelSlotTests {
  enum Screen: Hashable, Sendable { case list, detail }
  final class Model {
    let name: String
    init(_ name: String = "") { self.name = name }
  }

  @Test func withoutAScreenTheModelLivesWithTheViewAndADebugWarningSaysSoOnce() {
    let router = Router()
    var warnings: [String] = []
    router.warningSink = { warnings.append($0) }
    let slot = ScreenModelSlot<Model>()
    var made = 0

    let first = slot.model(in: nil, key: nil, router: router) {
      made += 1
      return Model()
    }
    let second = slot.model(in: nil, key: nil, router: router) { Model() }

    #expect(first === second)
    #expect(made == 1)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("@ScreenModel Model") == true)
    #expect(warnings.first?.contains("navigationScreen is nil") == true)
    #expect(slot.hasWarned)
  }

  @Test func viewsOfOneScreenShareItsModelOfOneTypeWithoutAWarning() throws {
    let router = Router()
    var warnings: [String] = []
    router.warningSink = { warnings.append($0) }
    let entry = try #require(router.push(Screen.list))
    let screen = router.screen(.entry(entry))

    let a = ScreenModelSlot<Model>().model(in: screen, key: nil, router: router) { Model("a") }
    let b = ScreenModelSlot<Model>().model(in: screen, key: nil, router: router) { Model("b") }

    #expect(a === b)
    #expect(warnings.isEmpty)
  }

  @Test func keyedModelsOfOneTypeInOneScreenAreKeptApart() throws {
    let router = Router()
    let entry = try #require(router.push(Screen.list))
    let screen = router.screen(.entry(entry))
    let rowOne = ScreenModelSlot<Model>()
    let rowTwo = ScreenModelSlot<Model>()

    let one = rowOne.model(in: screen, key: 1, router: router) { Model("1") }
    let two = rowTwo.model(in: screen, key: 2, router: router) { Model("2") }
    let unkeyed = ScreenModelSlot<Model>().model(in: screen, key: nil, router: router) {
      Model("screen")
    }

    #expect(one !== two)
    #expect(unkeyed !== one && unkeyed !== two)
    #expect(ScreenModelSlot<Model>().model(in: screen, key: 1, router: router) { Model() } === one)
  }

  @Test func aScreenThatLeftTheTreeKeepsTheLastModelForItsViewAndReleasesItsOwn() throws {
    let router = Router()
    let entry = try #require(router.push(Screen.detail))
    let screen = router.screen(.entry(entry))
    let slot = ScreenModelSlot<Model>()
    let model = slot.model(in: screen, key: nil, router: router) { Model() }

    router.pop()

    #expect(slot.model(in: screen, key: nil, router: router) { Model() } === model)
    #expect(!slot.hasWarned)
    #expect(screen.scope.isReleased)
  }
}
