import Testing

@testable import Waypoint

/// The failure reporter on its own: the handler when set, else the warning sink.
@Suite("Failure reporter")
@MainActor
struct FailureReporterTests {
  private let failure = NavigationFailure(
    call: NavigationCall("pop", arguments: [.init(value: "-1")]), error: NavigationError.cancelled)

  @Test func withoutAHandlerAFailureIsWrittenAsAWarning() {
    let reporter = FailureReporter()
    var warnings: [String] = []
    reporter.warningSink = { warnings.append($0) }
    reporter.report(failure)
    #expect(warnings == ["Waypoint: \(failure)"])
    #expect(warnings.first?.hasPrefix("Waypoint: pop(-1) failed: ") == true)
  }

  @Test func aHandlerGetsEveryFailureAndNoWarningIsWritten() {
    let reporter = FailureReporter()
    var warnings: [String] = []
    var handled: [String] = []
    reporter.warningSink = { warnings.append($0) }
    reporter.handler = { handled.append($0.call.description) }
    reporter.report(failure)
    reporter.report(
      NavigationFailure(call: NavigationCall("dismiss"), error: NavigationError.cancelled))
    #expect(handled == ["pop(-1)", "dismiss()"])
    #expect(warnings.isEmpty)
  }

  @Test func aRouterReportsThroughItsReporter() {
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
