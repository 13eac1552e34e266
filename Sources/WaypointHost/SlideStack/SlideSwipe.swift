import Observation
import Waypoint

/// The swipe back of a slide stack, observable so that a frame of the drag redraws only the
/// views that read where the screens are.
///
/// It wraps an ``EdgeSwipeBack``. Whether a swipe is in progress (``isTracking``) changes
/// twice per drag, when the swipe starts and when it ends: the container reads it to insert
/// the screen the swipe reveals. The offsets change on every frame: only the views of the
/// screens that ``SlideStackLayout/movesWithDrag(level:)`` names read them, through
/// ``offset(ofScreenAtLevel:width:)``.
///
/// ```swift
/// let swipe = SlideSwipe()
/// swipe.dragChanged(startX: 4, translationX: 80, width: 400, canPop: true)
/// swipe.isTracking                              // true
/// swipe.offset(ofScreenAtLevel: 0, width: 400)  // 80
/// ```
@MainActor
@Observable
public final class SlideSwipe {
  /// The swipe's thresholds and phase. Reading it observes every frame of a drag.
  public private(set) var swipe: EdgeSwipeBack
  /// Whether a swipe back is in progress; set only when that changes.
  public private(set) var isTracking = false

  /// Creates a swipe back with the given thresholds.
  ///
  /// - Parameter swipe: The thresholds.
  public init(_ swipe: EdgeSwipeBack = EdgeSwipeBack()) {
    var idle = swipe
    idle.reset()
    self.swipe = idle
  }

  /// Takes a new position of the drag (see
  /// ``EdgeSwipeBack/dragChanged(startX:translationX:width:canPop:)``).
  ///
  /// - Parameters:
  ///   - startX: Where the drag started, from the leading edge.
  ///   - translationX: How far it has moved towards the trailing edge.
  ///   - width: The container's width.
  ///   - canPop: Whether the stack has a screen to go back from.
  public func dragChanged(startX: Double, translationX: Double, width: Double, canPop: Bool) {
    var next = swipe
    next.dragChanged(startX: startX, translationX: translationX, width: width, canPop: canPop)
    // A rejected drag moves nothing: leave the observers alone.
    if next != swipe { swipe = next }
    setTracking(next.isTracking)
  }

  /// Ends the drag and says what to do (see
  /// ``EdgeSwipeBack/dragEnded(predictedEndTranslationX:width:)``).
  ///
  /// - Parameters:
  ///   - predictedEndTranslationX: Where the drag would stop given its speed.
  ///   - width: The container's width.
  /// - Returns: Whether to pop.
  @discardableResult
  public func dragEnded(predictedEndTranslationX: Double, width: Double) -> EdgeSwipeBack.Outcome {
    var next = swipe
    let outcome = next.dragEnded(predictedEndTranslationX: predictedEndTranslationX, width: width)
    if next != swipe { swipe = next }
    setTracking(false)
    return outcome
  }

  /// Where the screen at `level` sits horizontally (see
  /// ``EdgeSwipeBack/offset(ofScreenAtLevel:width:)``). Reading it observes every frame
  /// of a drag.
  ///
  /// - Parameters:
  ///   - level: The screen's position from the top.
  ///   - width: The container's width.
  public func offset(ofScreenAtLevel level: Int, width: Double) -> Double {
    swipe.offset(ofScreenAtLevel: level, width: width)
  }

  private func setTracking(_ tracking: Bool) {
    if tracking != isTracking { isTracking = tracking }
  }
}
