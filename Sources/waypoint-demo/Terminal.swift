#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal, through termios: raw mode, the alternate screen, its size,
/// and writes. ``restore()`` puts everything back as it was.
@MainActor
final class Terminal {
  private let input: Int32
  private let output: Int32
  private let original: termios
  private var isRaw = false

  /// The terminal on `input` and `output`, or `nil` when `input` is not a terminal.
  init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    guard isatty(input) == 1 else { return nil }
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return nil }
    self.input = input
    self.output = output
    self.original = settings
  }

  /// Switches to raw mode (no echo, no line editing, no signals from keys, no output
  /// processing) and to the alternate screen, with the cursor hidden.
  func enterFullScreen() {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    _ = tcsetattr(input, TCSAFLUSH, &raw)
    isRaw = true
    // Alternate screen, cursor hidden, screen cleared once.
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// Leaves the alternate screen, shows the cursor and restores the original settings.
  /// Safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    var settings = original
    _ = tcsetattr(input, TCSAFLUSH, &settings)
  }

  /// The terminal's size in columns and rows; 80 × 24 when it cannot be read.
  var size: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Reads the bytes that are available (at least one; blocks until then). Empty at the
  /// end of input or on an error other than an interruption.
  func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count > 0 { return Array(buffer.prefix(count)) }
      if count < 0 && errno == EINTR { continue }
      return []
    }
  }

  /// Writes `text` in full.
  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
