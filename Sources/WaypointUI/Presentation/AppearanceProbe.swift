#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
  import UIKit
#elseif canImport(AppKit) && canImport(SwiftUI)
  import AppKit
#endif

extension View {
  /// Calls `action` when the view is on screen after the transition that brought it there:
  /// the end of a layer's presentation.
  ///
  /// SwiftUI's `onAppear` runs "before the view appears", which may be when a presentation
  /// starts. UIKit and AppKit call a view controller's `viewDidAppear` once the transition
  /// is over, so where SwiftUI can host a view controller a probe view controller in the
  /// background of the view reports it. Elsewhere (watchOS, and the stand-ins that compile
  /// the adapter on Linux) `onAppear` is the fallback, on the assumption that it runs when
  /// the presentation ends there.
  @MainActor
  func reportingAppearance(to action: @escaping @MainActor () -> Void) -> some View {
    #if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
      background { AppearanceProbe(didAppear: action) }
    #elseif canImport(AppKit) && canImport(SwiftUI)
      background { AppearanceProbe(didAppear: action) }
    #else
      onAppear { action() }
    #endif
  }
}

#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
  /// An empty view controller that reports its `viewDidAppear`: UIKit calls it after the
  /// presentation transition of the view controller it is a child of has ended.
  @MainActor
  struct AppearanceProbe: UIViewControllerRepresentable {
    let didAppear: @MainActor () -> Void

    func makeUIViewController(context: Context) -> ProbeController {
      ProbeController(didAppear: didAppear)
    }

    func updateUIViewController(_ controller: ProbeController, context: Context) {
      controller.didAppear = didAppear
    }

    /// The probe's view controller.
    final class ProbeController: UIViewController {
      var didAppear: @MainActor () -> Void

      init(didAppear: @escaping @MainActor () -> Void) {
        self.didAppear = didAppear
        super.init(nibName: nil, bundle: nil)
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        nil
      }

      override func loadView() {
        view = UIView()
        view.isUserInteractionEnabled = false
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear()
      }
    }
  }
#elseif canImport(AppKit) && canImport(SwiftUI)
  /// An empty view controller that reports its `viewDidAppear`: AppKit calls it once the
  /// view is in a window that is on screen.
  @MainActor
  struct AppearanceProbe: NSViewControllerRepresentable {
    let didAppear: @MainActor () -> Void

    func makeNSViewController(context: Context) -> ProbeController {
      ProbeController(didAppear: didAppear)
    }

    func updateNSViewController(_ controller: ProbeController, context: Context) {
      controller.didAppear = didAppear
    }

    /// The probe's view controller.
    final class ProbeController: NSViewController {
      var didAppear: @MainActor () -> Void

      init(didAppear: @escaping @MainActor () -> Void) {
        self.didAppear = didAppear
        super.init(nibName: nil, bundle: nil)
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        nil
      }

      override func loadView() {
        view = NSView()
      }

      override func viewDidAppear() {
        super.viewDidAppear()
        didAppear()
      }
    }
  }
#endif
