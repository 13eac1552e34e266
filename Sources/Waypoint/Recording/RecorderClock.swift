import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where a recorder's event times come from when the app gives it no clock: the system's
/// wall clock, read the cheapest way the platform offers.
///
/// On Linux that is `CLOCK_REALTIME_COARSE`, the time as of the kernel's last tick: a
/// fifth of the cost of `Date()` (6 ns against 28 ns on the machine that measures the
/// benchmarks), accurate to the tick (`clock_getres` says 4 ms there). A recording is
/// ordered by sequence, not time, and its times are for a reader, so the tick is fine
/// enough; a router's push and pop read the clock once each, and this is most of what a
/// recorder adds to them (see `Benchmarks/README.md`). Elsewhere, `Date()`.
enum RecorderClock {
  /// The time now, to the platform's coarse clock's tick.
  @inline(__always)
  static func now() -> Date {
    #if canImport(Glibc)
      var time = timespec()
      guard clock_gettime(CLOCK_REALTIME_COARSE, &time) == 0 else { return Date() }
      return Date(
        timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
    #else
      return Date()
    #endif
  }
}
