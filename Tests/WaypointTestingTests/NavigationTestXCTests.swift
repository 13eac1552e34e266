import Waypoint
import WaypointTesting
import XCTest

/// `NavigationTest` in an XCTest test case: it reports with `XCTFail`, at the assertion's
/// file and line.
///
/// The tests are `@MainActor` and `async`: XCTest on Linux cannot run a synchronous test
/// method isolated to the main actor.
final class NavigationTestXCTests: XCTestCase {
  /// The failures XCTest was told of while `capturing` (on Linux, where a test case can
  /// take them in place of XCTest), as message and line.
  private var captured: [(message: String, file: String, line: Int)] = []
  private var capturing = false

  #if !canImport(Darwin)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, filePath, lineNumber))
    }
  #endif

  @MainActor
  func testEventsAssertedInOrderPass() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)

    router.push(Mail.message(id: 1))
    router.present(.sheet(Mail.compose, id: "compose"))

    test.expect(push(.message(id: 1)))
    test.expect(.present(.sheet(Mail.compose, id: "compose"))) { state in
      XCTAssertEqual(state.visibleStack.id, "compose")
    }
    test.finish()
  }

  @MainActor
  func testAFailureNamesBothEvents() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.selectTab("sent")
    test.expect(.selectTab("inbox"))

    XCTAssertEqual(
      reports.failures,
      [
        """
        The next event is not the one expected (action differs).
        Expected: selectTab(inbox), committed
        Actual:   #1 selectTab(sent) from program, committed: selected "sent" (was "inbox")
        """
      ])
  }

  @MainActor
  func testAsynchronousGuardsAreAwaited() async throws {
    let router = try makeRouter()
    let gate = Gate()
    router.guardAccount(with: gate)
    let test = NavigationTest(router)

    router.push(Mail.account)
    await gate.asked()
    gate.answer(.allow)

    // A long wait: the model tests can hold the main actor for a while on a busy machine.
    await test.receive(push(.account), timeout: .seconds(60))
    test.finish()
  }

  #if !canImport(Darwin)
    @MainActor
    func testAFailureIsXCTFailAtTheAssertionsLine() async throws {
      let router = try makeRouter()
      let test = NavigationTest(router)
      router.push(Mail.compose)

      capturing = true
      let line = #line + 1
      test.finish()
      capturing = false

      XCTAssertEqual(captured.count, 1)
      XCTAssertEqual(captured.first?.line, line)
      XCTAssertEqual(captured.first?.file, #filePath)
      XCTAssertTrue(captured.first?.message.contains("1 event not asserted:") == true)
    }
  #endif
}
