extension Router {
  /// Whether the guards would refuse, at once, the dismissal of the layer that holds the
  /// stack `id`: the question a host asks to tell whether the user may swipe the layer away.
  ///
  /// The router asks its guards as the dismissal itself would, in order, without
  /// committing anything: the first synchronous guard that denies it makes the answer
  /// `true`. A guard that allows it passes it on; one that redirects it, or an asynchronous
  /// guard that has something to decide (its `when` filter is true), makes the answer
  /// `false`, since the dismissal may then go ahead or lead elsewhere. A layer that is not
  /// in the tree is not refused. Host logic: `PresentationHost.allowsInteractiveDismissal(of:)`
  /// (in WaypointHost) is what a host asks.
  ///
  /// - Parameters:
  ///   - id: A stack of the layer: its stack, or one of its tabs.
  ///   - source: Who would dismiss it; the user by default.
  /// - Returns: `true` when a synchronous guard denies the dismissal now.
  /// - Complexity: That of deciding the dismissal, without committing it.
  package func refusesDismissal(
    ofLayerHolding id: StackID, source: NavigationSource = .user
  ) -> Bool {
    guardsRefuseAtOnce(.dismissLayer(holding: id), source: source)
  }
}
