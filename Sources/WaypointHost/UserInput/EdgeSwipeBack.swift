import Waypoint

/// The interactive swipe back from the leading edge of a custom stack container: when a
/// drag counts as a swipe back, how far along it is, whether letting go pops, and where
/// each screen sits meanwhile.
///
/// A host feeds it the drag's numbers (points, in the container's coordinates) and draws
/// what it says; it holds no UI types, so the same rules are tested on Linux and used by
/// every host.
///
/// ```swift
/// var swipe = EdgeSwipeBack()
/// swipe.dragChanged(startX: 8, translationX: 120, width: 400, canPop: true)
/// swipe.progress                                      // 0.3
/// swipe.dragEnded(predictedEndTranslationX: 260, width: 400)
/// // .completed: the host reports UserInput.back(stack:)
/// ```
///
/// A drag that starts away from the edge, or on a stack with nothing to pop, is rejected
/// for its whole length, so scrolling and other gestures keep working.
public struct EdgeSwipeBack: Hashable, Sendable {
  /// Where a drag is.
  public enum Phase: Hashable, Sendable {
    /// No drag, or a drag that ended.
    case idle
    /// A swipe back in progress, with how far the top screen has moved, from 0 to 1.
    case tracking(progress: Double)
    /// A drag that is not a swipe back; ignored until it ends.
    case rejected
  }

  /// How a drag ended.
  public enum Outcome: Hashable, Sendable {
    /// The swipe went far or fast enough: pop the top screen.
    case completed
    /// The swipe was let go too early: the top screen slides back.
    case cancelled
    /// The drag was not a swipe back.
    case ignored
  }

  /// How wide the edge is, in points: only drags that start this close to the leading
  /// edge swipe back. UIKit's edge is about 20 points.
  public var edgeWidth: Double
  /// How far, as a fraction of the width, the screen must be predicted to travel for the
  /// swipe to pop when let go. The prediction includes the drag's speed, so a quick flick
  /// pops from a short distance.
  public var completionFraction: Double
  /// How far the screen below moves left, as a fraction of the width, while covered.
  public var parallaxFraction: Double
  /// Where the current drag is.
  public private(set) var phase: Phase = .idle

  /// Creates a swipe back with the given thresholds.
  ///
  /// Values out of range are clamped: the edge to 0 or more, the fractions to 0...1.
  public init(
    edgeWidth: Double = 20, completionFraction: Double = 0.5, parallaxFraction: Double = 0.3
  ) {
    self.edgeWidth = max(0, edgeWidth)
    self.completionFraction = Self.clamp(completionFraction)
    self.parallaxFraction = Self.clamp(parallaxFraction)
  }

  /// How far the top screen has moved, from 0 (in place) to 1 (off screen).
  public var progress: Double {
    if case .tracking(let progress) = phase { progress } else { 0 }
  }

  /// Whether a swipe back is in progress.
  public var isTracking: Bool {
    if case .tracking = phase { true } else { false }
  }

  /// Takes a new position of the drag.
  ///
  /// The first call of a drag decides whether it is a swipe back: it must start within
  /// ``edgeWidth`` of the leading edge, on a stack that can pop, in a container wider than
  /// zero. Later calls update ``progress``.
  ///
  /// - Parameters:
  ///   - startX: Where the drag started, from the leading edge.
  ///   - translationX: How far it has moved towards the trailing edge (negative: back).
  ///   - width: The container's width.
  ///   - canPop: Whether the stack has a screen to go back from.
  public mutating func dragChanged(
    startX: Double, translationX: Double, width: Double, canPop: Bool
  ) {
    switch phase {
    case .rejected:
      return
    case .idle:
      guard canPop, mayStartSwipe(atX: startX, width: width) else {
        phase = .rejected
        return
      }
    case .tracking:
      guard width > 0 else {
        phase = .rejected
        return
      }
    }
    phase = .tracking(progress: Self.clamp(translationX / width))
  }

  /// Ends the drag and says what to do; the phase is idle afterwards.
  ///
  /// - Parameters:
  ///   - predictedEndTranslationX: Where the drag would stop given its speed, as SwiftUI's
  ///     `DragGesture.Value.predictedEndTranslation` reports it.
  ///   - width: The container's width.
  /// - Returns: ``Outcome/completed`` when the predicted end reaches
  ///   ``completionFraction`` of the width: far enough, or fast enough. A drag pulled back
  ///   towards the edge before it is let go predicts a shorter end, and cancels.
  public mutating func dragEnded(predictedEndTranslationX: Double, width: Double) -> Outcome {
    defer { phase = .idle }
    guard isTracking else { return .ignored }
    guard width > 0 else { return .cancelled }
    return predictedEndTranslationX / width >= completionFraction ? .completed : .cancelled
  }

  /// Whether the container should listen for drags at all: only while the stack has a
  /// screen to go back from. A container at its root leaves every drag to its content
  /// (horizontal scroll views, row swipe actions) rather than recognizing it alongside.
  ///
  /// - Parameter canPop: Whether the stack has a screen to go back from.
  public func listensForDrags(canPop: Bool) -> Bool {
    canPop && edgeWidth > 0
  }

  /// Whether a drag that starts `startX` points from the leading edge may swipe back: within
  /// ``edgeWidth`` of the edge, never from the middle of the content.
  ///
  /// - Parameters:
  ///   - startX: Where the drag starts, from the leading edge.
  ///   - width: The container's width.
  public func mayStartSwipe(atX startX: Double, width: Double) -> Bool {
    width > 0 && startX >= 0 && startX <= min(edgeWidth, width)
  }

  /// Forgets the current drag (the gesture was cancelled by the system).
  public mutating func reset() {
    phase = .idle
  }

  /// Where a screen of the stack sits horizontally, in points from its resting place.
  ///
  /// The top screen follows the finger; the one below it slides in from the left, as in
  /// UIKit; the others stay in place, covered.
  ///
  /// - Parameters:
  ///   - level: The screen's position from the top: 0 is the top screen, 1 the one below.
  ///   - width: The container's width.
  public func offset(ofScreenAtLevel level: Int, width: Double) -> Double {
    guard isTracking, width > 0 else { return 0 }
    switch level {
    case 0: return progress * width
    case 1: return -(1 - progress) * parallaxFraction * width
    default: return 0
    }
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
