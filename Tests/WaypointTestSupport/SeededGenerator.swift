/// A seeded generator (SplitMix64): the same seed gives the same sequence, so a failing
/// randomized test can be replayed and every benchmark run measures the same workload.
public struct SeededGenerator: RandomNumberGenerator {
  @usableFromInline var state: UInt64

  /// A generator whose sequence `seed` decides.
  @inlinable public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  @inlinable public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
