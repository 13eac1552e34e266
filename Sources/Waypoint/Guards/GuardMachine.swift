/// The one place a navigation's guard decisions are made: a value that walks an action
/// through the router's guards in order, follows redirects, and says at each step what its
/// driver is to do next.
///
/// The machine never touches the router. The router drives it in three ways and carries
/// out each ``Step``: synchronously (`send` and the convenience calls), asynchronously
/// (`navigate`, and a call that an asynchronous guard has to decide), and as a question
/// that commits nothing (whether the guards refuse the user's dismissal of a layer). So
/// every path makes the same decisions in the same order, and a redirect is recorded once,
/// in the ``trail`` that the commit, the events and the pending navigation are made from.
@MainActor
struct GuardMachine {
  /// What the driver is to do next.
  enum Step {
    /// Work out what `action` would do to the tree now, without committing it, and hand
    /// that to ``proposed(_:guards:)``.
    case propose(NavigationAction, NavigationSource)
    /// Ask this synchronous guard about `request` and hand its decision to ``decided(_:)``.
    case ask(String, (GuardRequest) -> GuardDecision, GuardRequest)
    /// This asynchronous guard has something to decide about the proposal: wait for its
    /// decision and hand it to ``decided(_:)`` (or ``reconsider()`` when the tree changed
    /// meanwhile); a synchronous driver fails with ``NavigationError/needsAsyncGuard(_:)``.
    case wait(String, (GuardRequest) async -> GuardDecision, Proposal)
    /// The action changes nothing and no guard redirected to it: nothing to commit, no
    /// event.
    case unchanged
    /// Every guard allowed the proposal: commit it, after telling the redirects of `trail`.
    case commit(Proposal, RedirectTrail)
    /// The guard named `guard` denied the proposal.
    case deny(Proposal, RedirectTrail, guard: String, reason: String)
  }

  /// What an action would do to the tree, as the guards are asked about it.
  struct Proposal {
    var request: GuardRequest
    /// The router's ID generator after the action.
    var ids: IDGenerator
    /// The router's commit count when the proposal was made: a commit since makes it stale.
    var revision: Int
  }

  /// The action being decided: the one asked for, or the last redirect's.
  private var action: NavigationAction
  private let source: NavigationSource
  /// The redirects that led to ``action``, oldest first.
  private(set) var trail = RedirectTrail()
  private var proposal: Proposal?
  private var guards: [GuardPipeline.RegisteredGuard] = []
  /// The guard to ask next about ``proposal``.
  private var index = 0
  /// The decision of the guard at ``index``, not acted on yet.
  private var decision: GuardDecision?
  /// Whether the proposal was just made: no guard has been asked about it.
  private var isFresh = false

  init(_ action: NavigationAction, source: NavigationSource) {
    self.action = action
    self.source = source
  }

  /// The next thing to do.
  ///
  /// - Throws: ``NavigationError/redirectLoop(_:)`` past ``Router/redirectLimit`` redirects.
  mutating func next() throws(NavigationError) -> Step {
    guard let proposal else { return .propose(action, source) }
    if isFresh {
      isFresh = false
      if proposal.request.changes.isEmpty, trail.steps.isEmpty { return .unchanged }
      // A split container's layout (column visibility, the compact column) is the
      // user's arrangement, not a place: no guard is asked about it.
      if proposal.request.changes.changesLayoutOnly { index = guards.count }
    }
    if let decision {
      self.decision = nil
      let name = guards[index].guard.label
      switch decision {
      case .allow:
        index += 1
      case .deny(let reason):
        return .deny(proposal, trail, guard: name, reason: reason)
      case .redirect(let next, let keepsPending):
        trail = try trail.adding(proposal.request, by: name, keepsPending: keepsPending)
        action = next
        self.proposal = nil
        return .propose(next, source)
      }
    }
    while index < guards.count {
      let check = guards[index].guard
      switch check.body {
      case .sync(let ask):
        return .ask(check.label, ask, proposal.request)
      case .async(let applies, let ask):
        if applies(proposal.request) { return .wait(check.label, ask, proposal) }
        index += 1
      }
    }
    return .commit(proposal, trail)
  }

  /// Hands over the proposal a ``Step/propose(_:_:)`` asked for, with the guards to ask
  /// about it, in order.
  mutating func proposed(_ proposal: Proposal, guards: [GuardPipeline.RegisteredGuard]) {
    self.proposal = proposal
    self.guards = guards
    index = 0
    decision = nil
    isFresh = true
  }

  /// Hands over the decision of the guard a ``Step/ask(_:_:_:)`` or ``Step/wait(_:_:_:)``
  /// named.
  mutating func decided(_ decision: GuardDecision) {
    self.decision = decision
  }

  /// Decides the current action again, from its first guard, on the tree as it is now:
  /// for a proposal that went stale while an asynchronous guard decided.
  mutating func reconsider() {
    proposal = nil
    decision = nil
  }
}

/// The redirects that led to the action being decided, oldest first, not reported yet.
///
/// Their events are produced only when the navigation ends in a decision (a commit or a
/// denial), just before that decision's own event, so that a redirect that fails (to a
/// missing stack, in a loop, cancelled by a newer navigation) leaves no event behind.
struct RedirectTrail {
  /// An action a guard redirected.
  struct Step {
    var action: NavigationAction
    var source: NavigationSource
    var guardName: String
    /// Whether the guard kept the action for later (``GuardDecision/redirect(_:keepsPending:)``).
    var keepsPending: Bool
  }

  /// The redirected actions, oldest first.
  private(set) var steps: [Step] = []

  /// The guard that redirected the action asked for, or `nil` when none did.
  var redirectedBy: String? { steps.first?.guardName }

  /// The navigation to keep for later once the trail's last action commits: the oldest
  /// one whose guard asked to keep it.
  var kept: Step? { steps.first(where: \.keepsPending) }

  /// This trail followed by `request`'s action, redirected by the guard `name`.
  ///
  /// - Throws: ``NavigationError/redirectLoop(_:)`` past ``Router/redirectLimit``.
  func adding(
    _ request: GuardRequest, by name: String, keepsPending: Bool
  ) throws(NavigationError) -> RedirectTrail {
    guard steps.count < Router.redirectLimit else {
      throw .redirectLoop(steps.map(\.guardName) + [name])
    }
    var next = self
    next.steps.append(
      Step(
        action: request.action, source: request.source, guardName: name,
        keepsPending: keepsPending))
    return next
  }
}
