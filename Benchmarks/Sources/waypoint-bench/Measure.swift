import Foundation

/// Shared timing helpers for every benchmark: a monotonic clock and medians.
enum Measure {
  /// Nanoseconds on a monotonic clock.
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Runs `body` `rounds` times, each time over `iterations` iterations, and returns the
  /// median nanoseconds per iteration.
  static func medianNanoseconds(
    rounds: Int = 15, iterations: Int, _ body: (Int) -> Void
  ) -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = now()
      body(iterations)
      let elapsed = now() - start
      samples.append(Double(elapsed) / Double(iterations))
    }
    return median(samples)
  }

  /// The median of `samples`.
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `value` rounded to one decimal, for JSON output.
  static func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }

  /// One JSON object on one line, keys sorted.
  static func json(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }
}
