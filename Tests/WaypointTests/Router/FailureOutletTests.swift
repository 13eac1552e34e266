import Testing

@testable import Waypoint

/// The failure outlet on its own: the handler when set, else the warning sink.
@Suite("Failure outlet")
@MainActor
struct FailureOutletTests {
  private let failure = NavigationFailure(
    call: NavigationCall("pop", arguments: [.init(value: "-1")]), error: NavigationError.cancelled)

  @Test func withoutAHandlerAFailureIsWrittenAsAWarning() {
    let outlet = FailureOutlet()
    var warnings: [String] = []
    outlet.warningSink = { warnings.append($0) }
    outlet.handle(failure)
    #expect(warnings == ["Waypoint: \(failure)"])
    #expect(warnings.first?.hasPrefix("Waypoint: pop(-1) failed: ") == true)
  }

  @Test func aHandlerGetsEveryFailureAndNoWarningIsWritten() {
    let outlet = FailureOutlet()
    var warnings: [String] = []
    var handled: [String] = []
    outlet.warningSink = { warnings.append($0) }
    outlet.handler = { handled.append($0.call.description) }
    outlet.handle(failure)
    outlet.handle(
      NavigationFailure(call: NavigationCall("dismiss"), error: NavigationError.cancelled))
    #expect(handled == ["pop(-1)", "dismiss()"])
    #expect(warnings.isEmpty)
  }

  @Test func aRouterHandsFailuresToItsOutlet() {
    let router = Router()
    var handled: [NavigationFailure] = []
    router.onFailure = { handled.append($0) }
    router.pop(-1)
    #expect(handled.map(\.call.description) == ["pop(-1)"])
    router.onFailure = nil
    var warnings: [String] = []
    router.warningSink = { warnings.append($0) }
    router.pop(-1)
    #expect(warnings.count == 1)
    #expect(handled.count == 1)
  }
}
