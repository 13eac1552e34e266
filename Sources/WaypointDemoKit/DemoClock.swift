import Foundation

/// Where the times of a recording's events come from (``DemoApp/recorder``): the system's
/// clock on the live terminal, or, for scripts and tests, a clock that steps a fixed time
/// per reading from a fixed date, so that a script's recording and the breadcrumbs of its
/// replay are the same on every run.
///
/// ```swift
/// let clock = DemoClock.stepping()
/// clock.now()  // 2025-01-01 00:00:00.000 UTC
/// clock.now()  // 2025-01-01 00:00:00.250 UTC
/// ```
@MainActor
package final class DemoClock {
  /// The first time a stepping clock reads, or `nil` for the system's clock.
  private let origin: Date?
  /// How far a stepping clock moves per reading.
  private let step: TimeInterval
  /// How many times a stepping clock was read.
  private var readings = 0

  private init(origin: Date?, step: TimeInterval) {
    self.origin = origin
    self.step = step
  }

  /// The system's clock: the time now.
  package static var system: DemoClock { DemoClock(origin: nil, step: 0) }

  /// A clock that reads `origin` first, then `step` seconds later at each reading.
  ///
  /// - Parameters:
  ///   - origin: The first time read; by default 2025-01-01 00:00:00 UTC.
  ///   - step: The seconds between two readings; by default a quarter of a second.
  package static func stepping(
    from origin: Date = Date(timeIntervalSince1970: 1_735_689_600), by step: TimeInterval = 0.25
  ) -> DemoClock {
    DemoClock(origin: origin, step: step)
  }

  /// Whether the clock is the system's.
  package var isSystem: Bool { origin == nil }

  /// The time now: the system's, or the stepping clock's next reading.
  package func now() -> Date {
    guard let origin else { return Date() }
    defer { readings += 1 }
    return origin.addingTimeInterval(step * Double(readings))
  }
}
