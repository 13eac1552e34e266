/// Counts the stacks and entries of a tree as it is decoded, and stops the decoding as soon
/// as either goes over its limit: a tree far over the limits costs no more to reject than
/// one just over them.
struct TreeBudget {
  let limits: RestorationLimits
  var stacks = 0
  var entries = 0

  /// Checks that a layer `layers` deep (1 for a layer the tree's content presents) is within
  /// the layer limit, before it is read.
  ///
  /// - Throws: ``RestorationError/limitExceeded(_:found:maximum:)`` with `found` one more
  ///   than the limit, since the layers above are not read.
  func check(layer layers: Int) throws(RestorationError) {
    if layers > limits.layerDepthLimit {
      throw .limitExceeded(
        .layers, found: limits.layerDepthLimit + 1, maximum: limits.layerDepthLimit)
    }
  }

  /// Counts one stack with `entries` entries.
  ///
  /// - Throws: ``RestorationError/limitExceeded(_:found:maximum:)`` with `found` one more
  ///   than the limit, since the rest of the tree is not counted.
  mutating func add(stackWith entries: Int) throws(RestorationError) {
    stacks += 1
    if stacks > limits.stackLimit {
      throw .limitExceeded(.stacks, found: limits.stackLimit + 1, maximum: limits.stackLimit)
    }
    self.entries += entries
    if self.entries > limits.entryLimit {
      throw .limitExceeded(.entries, found: limits.entryLimit + 1, maximum: limits.entryLimit)
    }
  }
}
