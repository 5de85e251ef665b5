import CNcurses
import Glibc
import Render

/// Whether the terminal's background is dark or light, found as editors find it: ask the
/// terminal (OSC 11, the xterm query for its background colour), else read `COLORFGBG` (set by
/// rxvt, Konsole and others), else assume dark.
///
/// The question is asked before curses starts, on the controlling terminal, with the Primary
/// Device Attributes query (`CSI c`, which every VT100 descendant answers) behind it as a
/// sentinel, as helix does: a terminal answers in order, so its device attributes mean "no
/// background colour is coming" and the wait ends at once, whether or not it knows OSC 11
/// (tmux 3.3 answers only the attributes; tmux 3.4 and later answer OSC 11 from their own idea
/// of the background). Only a terminal that answers neither costs the whole `timeout`. The
/// answers are read here and never reach the key input; answers that come after the timeout
/// (a slow link) arrive with the keys as whole reply strings, which `KeyDecoder` drops.
public enum TerminalBackground {
  /// How the tone was found.
  public enum Source: Sendable, Equatable {
    /// The terminal answered OSC 11 with this colour.
    case answered(RGB)
    /// The `COLORFGBG` variable's background colour number.
    case colorFGBG(String)
    /// Nothing said; dark assumed.
    case assumed
  }

  /// What a terminal said to the queries, and how long it took.
  public struct Answer: Sendable, Equatable {
    /// The background colour, when the terminal answered OSC 11.
    public var colour: RGB?
    /// Whether the device attributes came back: false means the wait ran out and replies may
    /// still arrive.
    public var finished: Bool
    /// Milliseconds from asking to the last byte read (or to the timeout).
    public var milliseconds: Double
  }

  /// The queries: the background colour, then the device attributes.
  static let query = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)

  /// How long a terminal that answers nothing is waited for: helix's figure; a terminal that
  /// answers does so in about a millisecond locally, a round trip over SSH.
  public static let timeoutMilliseconds = 100

  /// The tone and how it was found: `answer` (from `ask`) first, then `COLORFGBG`, else dark.
  public static func tone(answer: Answer?, environment: [String: String]) -> (BackgroundTone, Source) {
    if let colour = answer?.colour { return (BackgroundTone(of: colour), .answered(colour)) }
    if let value = environment["COLORFGBG"], let tone = tone(colorFGBG: value) {
      return (tone, .colorFGBG(value))
    }
    return (.dark, .assumed)
  }

  /// The tone `COLORFGBG` ("15;0", "0;default;15") gives: its last field is the background's
  /// colour number, 0–6 and 8 dark, 7 and 9–15 light (as vim reads it); nil for anything else.
  public static func tone(colorFGBG value: String) -> BackgroundTone? {
    guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
      let number = Int(last), (0...15).contains(number)
    else { return nil }
    return number <= 6 || number == 8 ? .dark : .light
  }

  // MARK: - Asking

  /// Asks the controlling terminal, waiting at most `timeoutMilliseconds`. Nil, without asking,
  /// when there is no terminal to ask: `TERM` unset or dumb, no controlling terminal, or this
  /// process not in its foreground (a background job would be stopped by SIGTTOU). Keys typed
  /// during the wait are read with the answers and dropped.
  public static func ask(
    environment: [String: String], timeoutMilliseconds: Int = timeoutMilliseconds
  ) -> Answer? {
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else { return nil }
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard tcgetpgrp(fd) == getpgrp() else { return nil }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else { return nil }

    // Ctrl-C, Ctrl-Z or a hang-up while the modes are changed would leave the shell without
    // echo: those signals wait (ISIG stays on, so they are still raised) until the modes are back.
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTERM, SIGHUP] { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(fd, TCSANOW, &quiet) == 0 else { return nil }
    defer { _ = tcsetattr(fd, TCSANOW, &saved) }

    let start = Self.now()
    guard write(fd, query, query.count) == query.count else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    var finished = false
    while !finished {
      let left = Double(timeoutMilliseconds) - (Self.now() - start)
      guard left > 0 else { break }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(left.rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
      // A runaway stream is no answer; stop reading it.
      guard bytes.count < 4096 else { break }
      finished = parse(bytes).finished
    }
    return Answer(colour: parse(bytes).colour, finished: finished, milliseconds: Self.now() - start)
  }

  /// Milliseconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  // MARK: - Reading the answers

  /// The background colour in `bytes` (an OSC 11 answer, `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`
  /// ended by BEL or ST; 1 to 4 hex digits a channel, `rgba:` too) and whether the device
  /// attributes (`ESC [ ? … c`) have come, which ends the wait.
  public static func parse(_ bytes: [UInt8]) -> (colour: RGB?, finished: Bool) {
    var colour: RGB?
    var finished = false
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count else {
        index += 1
        continue
      }
      switch bytes[index + 1] {
      case UInt8(ascii: "]"):
        // An OSC string, to BEL or ST (ESC \).
        var end = index + 2
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        guard end < bytes.count else { return (colour, finished) }
        if let rgb = colourAnswer(bytes[(index + 2)..<end]) { colour = rgb }
        index = end + 1
      case UInt8(ascii: "["):
        // A control sequence: parameters, then a final byte in 0x40–0x7E.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return (colour, finished) }
        if bytes[end] == UInt8(ascii: "c"), index + 2 < end, bytes[index + 2] == UInt8(ascii: "?") {
          finished = true
        }
        index = end + 1
      default:
        index += 1
      }
    }
    return (colour, finished)
  }

  /// The colour of one OSC string's body, `11;rgb:…` or `11;rgba:…`.
  static func colourAnswer(_ body: ArraySlice<UInt8>) -> RGB? {
    let text = String(decoding: body, as: UTF8.self)
    let rest: Substring
    if text.hasPrefix("11;rgb:") {
      rest = text.dropFirst("11;rgb:".count)
    } else if text.hasPrefix("11;rgba:") {
      rest = text.dropFirst("11;rgba:".count)
    } else {
      return nil
    }
    let fields = rest.split(separator: "/", omittingEmptySubsequences: false)
    guard fields.count == 3 || (fields.count == 4 && text.hasPrefix("11;rgba:")) else { return nil }
    var channels: [UInt8] = []
    for field in fields.prefix(3) {
      guard (1...4).contains(field.count), field.allSatisfy(\.isHexDigit), let value = Int(field, radix: 16) else {
        return nil
      }
      // Scaled from its own width: "f" and "ffff" are both full.
      let maximum = (1 << (4 * field.count)) - 1
      channels.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return RGB(channels[0], channels[1], channels[2])
  }
}
