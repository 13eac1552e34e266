extension Router {
  /// Resolves a route asynchronously, for example by loading the user an ID names, then
  /// pushes it through the guards. The tree does not change until the route is resolved
  /// and allowed.
  ///
  /// ```swift
  /// try await router.push(resolving: { Screen.user(try await api.user(id: 42)) },
  ///                       timeout: .seconds(5))
  /// ```
  ///
  /// Resolving counts as a navigation in progress: under ``GuardPolicy/latestWins`` a newer
  /// navigation cancels it (the resolver's task is cancelled too).
  ///
  /// - Parameters:
  ///   - resolve: Produces the route; may throw.
  ///   - timeout: How long resolving may take.
  ///   - target: The stack to push on.
  ///   - source: Who asked.
  /// - Throws: ``NavigationError/resolutionFailed(_:)`` with the resolver's error,
  ///   ``NavigationError/resolutionTimedOut(_:)``, ``NavigationError/cancelled``, or any
  ///   error of the push itself.
  @discardableResult
  public func push<Route: Hashable & Sendable>(
    resolving resolve: @escaping @Sendable () async throws -> Route,
    timeout: Duration = .seconds(10), on target: StackTarget = .visible,
    source: NavigationSource = .program
  ) async throws(NavigationError) -> NavigationTransition {
    let ticket = await beginNavigation()
    defer { endNavigation(ticket) }
    let task = Task { try await Self.resolve(resolve, timeout: timeout) }
    cancelInFlight = { task.cancel() }
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    // A newer navigation owns the bookkeeping now: leave it alone.
    guard ticket == core.generation, !Task.isCancelled else { throw .cancelled }
    cancelInFlight = nil
    let route: Route
    switch result {
    case .success(let value): route = value
    case .failure(let error as NavigationError): throw error
    case .failure(let error): throw .resolutionFailed(String(describing: error))
    }
    return try await decide(
      .push(route, on: target), source: source, chain: RedirectChain(), ticket: ticket)
  }

  private struct TimedOut: Error {}

  private nonisolated static func resolve<Route: Sendable>(
    _ resolve: @escaping @Sendable () async throws -> Route, timeout: Duration
  ) async throws -> Route {
    do {
      return try await withThrowingTaskGroup(of: Route?.self) { group in
        group.addTask { try await resolve() }
        group.addTask {
          try await Task.sleep(for: timeout)
          return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let route = first else { throw TimedOut() }
        return route
      }
    } catch is TimedOut {
      let parts = timeout.components
      throw NavigationError.resolutionTimedOut(
        Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    } catch is CancellationError {
      throw NavigationError.cancelled
    }
  }
}
