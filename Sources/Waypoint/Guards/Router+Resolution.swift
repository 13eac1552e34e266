extension Router {
  /// Resolves a route, then pushes it through the guards on `target` (see
  /// ``StackHandle/push(resolving:timeout:)``).
  func push<Route: Hashable & Sendable>(
    resolving resolve: @escaping @Sendable () async throws -> Route,
    timeout: Duration, on target: StackTarget, source: NavigationSource
  ) async throws(NavigationError) -> NavigationTransition {
    let ticket = try await pipeline.begin()
    defer { pipeline.end(ticket) }
    let task = Task { try await Self.resolve(resolve, timeout: timeout) }
    pipeline.cancelInFlight = { task.cancel() }
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    // A newer navigation owns the bookkeeping now: leave it alone.
    guard pipeline.isCurrent(ticket), !Task.isCancelled else { throw .cancelled }
    pipeline.cancelInFlight = nil
    let route: Route
    switch result {
    case .success(let value): route = value
    case .failure(let error as NavigationError): throw error
    case .failure(let error): throw .resolutionFailed(String(describing: error))
    }
    return try await decide(.push([AnyRoute(route)], on: target), source: source, ticket: ticket)
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
