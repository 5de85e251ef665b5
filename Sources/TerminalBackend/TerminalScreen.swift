import CNcurses
import FoundationEssentials
import Glibc
import Render

/// The full-screen terminal session: starts curses, reports size and input, and restores the
/// terminal exactly once however the program ends. Main thread only.
///
/// Wiring, in order: `SignalSource` (so SIGINT/SIGTERM/SIGHUP can never kill the process with
/// curses on screen), `TerminalScreen()`, `Presenter(screen:palette:)`, `TerminalInputSource`.
/// On `.windowChanged`: `handleResize()` then render at the new `size`; on
/// `.continued`: `presenter.forceFullRepaint()`; on quit, hang-up or a terminating signal:
/// `stop()` then exit.
@MainActor
public final class TerminalScreen {
  /// How long to wait after a lone ESC (or a sequence cut by a read) for the rest of an escape
  /// sequence; short, so a lone Esc (close the help overlay) feels immediate.
  public static let escapeDelayMilliseconds: Int32 = 25
  /// Bytes read per `readKeys()` call, so a flood (a paste) cannot starve the run loop; the
  /// read source fires again for the rest.
  nonisolated static let maximumBytesPerRead = 1024

  private let screen: OpaquePointer
  public private(set) var isRunning = false
  /// What the terminal can show, read once curses has started.
  public let capabilities: TerminalCapabilities
  /// Whether the locale is UTF-8. When false (LANG/LC_ALL unset or not UTF-8) curses cannot
  /// draw anything beyond ASCII: choose ASCII glyphs and say why.
  public let isUTF8: Bool
  /// Reads the bytes of stdin as keys, with the terminal's own escape sequences.
  private var decoder: KeyDecoder

  // MARK: - Start and stop

  /// Starts curses on the controlling terminal (stdin/stdout). Throws `TerminalUnavailable`
  /// when stdin/stdout are not a tty, TERM is unset or dumb, or terminfo does not know TERM;
  /// nothing has been drawn then, so the caller can fall back to text output.
  /// Answers to the background query that come after its wait arrive with the keys as whole
  /// reply strings, which the key decoder drops (`KeyDecoder`).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TerminalUnavailable) {
    guard !TerminalRestore.cursesActive else { throw .alreadyRunning }
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty else { throw .noTerm }
    guard term != "dumb" else { throw .dumbTerm }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }

    // Before newterm: curses changes the modes, and a crash must put back the shell's own.
    let shellModes = TerminalRestore.shellModes(fd: STDOUT_FILENO)
    setlocale(LC_ALL, "")
    isUTF8 = weathertui_locale_is_utf8() != 0
    // newterm, not initscr: initscr prints and exits on an unknown TERM, newterm returns NULL.
    guard let screen = newterm(term, weathertui_stdout(), weathertui_stdin()) else {
      throw .unknownTerm(term)
    }
    self.screen = screen
    set_term(screen)
    TerminalRestore.installOnce()
    if let shellModes { TerminalRestore.armCrashGuard(fd: STDOUT_FILENO, shellModes: shellModes) }
    TerminalRestore.cursesActive = true
    isRunning = true

    cbreak()
    noecho()
    nonl()
    // cbreak keeps Ctrl-C and Ctrl-Z as signals (handled) but also XON/XOFF, where a stray
    // Ctrl-S would freeze a wall display until Ctrl-Q; drop that and record the mode so curses
    // brings it back after a suspend.
    if weathertui_disable_flow_control(STDIN_FILENO) == 0 { def_prog_mode() }
    // Keypad-transmit mode (smkx), so the keys send the sequences the terminfo entry lists.
    // Curses only writes the mode here; the keys are read by `readKeys`, not `wget_wch`,
    // which gave an escape sequence it did not know back byte by byte (digits and all).
    keypad(weathertui_stdscr(), true)
    decoder = KeyDecoder(sequences: .forRunningTerminal(), isUTF8: isUTF8)
    // vt100 and friends cannot hide the cursor; that is cosmetic, not an error.
    curs_set(0)
    if has_colors() {
      start_color()
      use_default_colors()
    }
    capabilities = TerminalCapabilities(
      hasColors: has_colors(), colors: Int(weathertui_colors()),
      colorPairs: Int(weathertui_color_pairs()), canChangeColor: can_change_color())
  }

  /// Leaves curses mode and restores the terminal (cursor visible, normal screen, cooked
  /// input). Safe to call more than once; later calls do nothing.
  public func stop() {
    guard isRunning else { return }
    isRunning = false
    TerminalRestore.restoreIfActive()
  }

  /// Rings the terminal's bell once (curses `beep`, which flashes where the terminal has no
  /// bell); nothing when curses is not running.
  public func bell() {
    guard isRunning else { return }
    _ = beep()
  }

  // MARK: - Size

  /// The screen size in cells as curses currently knows it.
  public var size: (width: Int, height: Int) {
    let window = weathertui_stdscr()
    return (Int(weathertui_window_width(window)), Int(weathertui_window_height(window)))
  }

  /// Re-reads the terminal size after SIGWINCH and resizes curses to
  /// it; the next `Presenter.present` repaints everything. Returns the new size.
  @discardableResult
  public func handleResize() -> (width: Int, height: Int) {
    guard isRunning else { return size }
    var rows: Int32 = 0
    var columns: Int32 = 0
    if weathertui_tty_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
      resizeterm(rows, columns)
    } else {
      // No TIOCGWINSZ: let curses re-read the size the way it does on initialisation.
      endwin()
      wrefresh(weathertui_stdscr())
    }
    return size
  }

  // MARK: - Input

  /// Reads every key that is available now, waiting at most the escape delay for the rest of a
  /// sequence cut short. Call when stdin is readable. Reports `.hangup` (after any keys) when
  /// stdin is at end-of-file or the tty is gone, so the app can exit instead of spinning on an
  /// always-readable dead fd.
  public func readKeys() -> [TerminalEvent] {
    guard isRunning else { return [] }
    var keys: [Key] = []
    var closed = false
    switch Self.readAvailable(fd: STDIN_FILENO, waitingMilliseconds: 0) {
    case .bytes(let bytes): keys += decoder.decode(bytes)
    case .nothing: break
    case .closed: closed = true
    }
    // A lone Esc, or a sequence the read cut: the rest comes at once or not at all. A few
    // reads at most, so a flood of bytes cannot hold the run loop here.
    for _ in 0..<4 where decoder.isWaiting && !closed {
      switch Self.readAvailable(fd: STDIN_FILENO, waitingMilliseconds: Self.escapeDelayMilliseconds) {
      case .bytes(let bytes): keys += decoder.decode(bytes)
      case .nothing: keys += decoder.flush()
      case .closed: closed = true
      }
    }
    if closed { keys += decoder.flush() }
    return keys.map(TerminalEvent.key) + (closed ? [.hangup] : [])
  }

  enum ReadResult: Equatable {
    case bytes([UInt8])
    /// Nothing within the wait.
    case nothing
    /// End-of-file, hang-up or an error that will not pass.
    case closed
  }

  /// What `fd` has to read within `waitingMilliseconds`: poll first, so a read never blocks.
  nonisolated static func readAvailable(fd: Int32, waitingMilliseconds: Int32) -> ReadResult {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, waitingMilliseconds)
    if ready < 0 { return errno == EINTR || errno == EAGAIN ? .nothing : .closed }
    if ready == 0 { return .nothing }
    let revents = Int32(descriptor.revents)
    guard revents & Int32(POLLIN) != 0 else {
      return revents & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0 ? .closed : .nothing
    }
    var buffer = [UInt8](repeating: 0, count: maximumBytesPerRead)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count > 0 { return .bytes(Array(buffer[..<count])) }
    if count < 0, errno == EINTR || errno == EAGAIN { return .nothing }
    return .closed
  }
}
