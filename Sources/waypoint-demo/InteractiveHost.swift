import Dispatch
import WaypointDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the interactive demo on the terminal: draws the screen, turns keys into actions,
/// redraws on resize, and restores the terminal when it quits, on Ctrl-C and on
/// SIGINT, SIGTERM or SIGHUP.
///
/// Everything runs on the main queue: key reads and signals arrive through dispatch
/// sources, so no state is shared with a signal handler.
@MainActor
final class InteractiveHost {
  private let terminal: Terminal
  private let demo: InteractiveDemo
  private let onExit: (Int32) -> Never
  private var sources: [any DispatchSourceProtocol] = []
  /// The keys read and not handled yet, in order.
  private var keys: [DemoKey] = []
  /// Whether the demo settles a screen's question: the keys wait until it has.
  private var isSettling = false

  /// Creates a host; `onExit` runs after the terminal is restored, with the exit status.
  init(terminal: Terminal, demo: InteractiveDemo, onExit: @escaping (Int32) -> Never) {
    self.terminal = terminal
    self.demo = demo
    self.onExit = onExit
  }

  /// Takes over the terminal and runs until the user quits. Never returns.
  func run() -> Never {
    terminal.enterFullScreen()
    let keys = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    keys.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readKeys() }
    }
    sources.append(keys)
    watch(SIGWINCH) { $0.draw() }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      watch(signal) { $0.quit(status: 128 + signal) }
    }
    for source in sources { source.resume() }
    // A gesture the router did not apply (a guard refused a back) draws the state again.
    demo.app.onRedraw = { [weak self] in self?.draw() }
    draw()
    dispatchMain()
  }

  private func watch(_ signalNumber: Int32, _ body: @escaping @MainActor (InteractiveHost) -> Void)
  {
    // The default action must not run; the dispatch source still sees the signal.
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        if let self { body(self) }
      }
    }
    sources.append(source)
  }

  private func readKeys() {
    let bytes = terminal.readAvailable()
    guard !bytes.isEmpty else {
      quit(status: 0)
    }
    keys += DemoKey.decode(bytes)
    handleKeys()
  }

  /// Handles the keys read, in order, and draws. After a key that leaves a screen's
  /// question to settle (the screen is about to wait for the dialog, or its answer is about
  /// to come back), the keys after it wait in a task until it has: a key typed ahead then
  /// finds the screen waiting, and the frame shows what the answer brought.
  private func handleKeys() {
    while !isSettling, !keys.isEmpty {
      let key = keys.removeFirst()
      if !demo.handle(key) {
        // Ctrl-C exits as an interrupted program does.
        quit(status: key == .interrupt ? 128 + SIGINT : 0)
      }
      guard demo.needsSettling else { continue }
      isSettling = true
      Task { [weak self] in
        await self?.demo.settle()
        self?.isSettling = false
        self?.handleKeys()
      }
    }
    draw()
  }

  private func draw() {
    let size = terminal.size
    terminal.write(TerminalFrame.render(demo.screen, width: size.width, height: size.height))
  }

  private func quit(status: Int32) -> Never {
    for source in sources { source.cancel() }
    terminal.restore()
    onExit(status)
  }
}
