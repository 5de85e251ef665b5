/// Keeps late answers to `TerminalBackground`'s queries out of the keys. When the terminal
/// answers after the wait ran out (a slow link), curses reads `ESC ] 11 ; rgb:… BEL` and
/// `ESC [ ? 64 ; … c` as keys: Esc, `]`, `?` (help), digits (places). While answers are
/// expected, this drops an OSC string (`ESC ]` to BEL or ST) and a private control sequence
/// (`ESC [ ?` to its final byte), even split across reads, and stops expecting after the device
/// attributes, the last answer. Anything else, a lone Esc at the end of a read included, goes
/// through unchanged. Pure: fed what `wget_wch` returned.
struct TerminalReplyFilter {
  /// One `wget_wch` result.
  typealias Code = (code: Int32, isFunctionKey: Bool)

  /// Whether answers may still come; nothing is dropped otherwise.
  private(set) var expectsReplies: Bool
  private var state = State.idle
  /// Codes read but not yet known to be keys or an answer (an Esc, an Esc and `[`).
  private var held: [Code] = []
  /// Codes of the answer being dropped, so a runaway one is given up.
  private var dropped = 0

  private enum State { case idle, escape, bracket, operatingSystem, operatingSystemEscape, control }

  /// The longest answer dropped; past it the filter gives up and stops expecting.
  static let maximumLength = 256

  init(expectsReplies: Bool) {
    self.expectsReplies = expectsReplies
  }

  /// The codes that are keys, given the next one read.
  mutating func pass(_ code: Code) -> [Code] {
    guard expectsReplies else { return [code] }
    let character = code.isFunctionKey ? -1 : code.code
    switch state {
    case .idle:
      guard character == 0x1B else { return [code] }
      state = .escape
      held = [code]
      return []
    case .escape:
      if character == 0x1B {
        defer { held = [code] }
        return held
      }
      if character == Int32(UInt8(ascii: "]")) { return drop(into: .operatingSystem) }
      if character == Int32(UInt8(ascii: "[")) {
        state = .bracket
        held.append(code)
        return []
      }
      return release(with: code)
    case .bracket:
      if character == Int32(UInt8(ascii: "?")) { return drop(into: .control) }
      return release(with: code)
    case .operatingSystem:
      if character == 0x07 { return finish(last: false) }
      if character == 0x1B { state = .operatingSystemEscape }
      return keepDropping()
    case .operatingSystemEscape:
      return finish(last: false)
    case .control:
      if (0x40...0x7E).contains(character) { return finish(last: character == Int32(UInt8(ascii: "c"))) }
      return keepDropping()
    }
  }

  /// The codes held at the end of a read: an Esc that nothing followed is the Esc key. An
  /// answer cut by the read goes on being dropped in the next.
  mutating func endOfRead() -> [Code] {
    guard state == .escape || state == .bracket else { return [] }
    state = .idle
    defer { held = [] }
    return held
  }

  // MARK: - Steps

  private mutating func drop(into next: State) -> [Code] {
    state = next
    held = []
    dropped = 2
    return []
  }

  private mutating func keepDropping() -> [Code] {
    dropped += 1
    if dropped > Self.maximumLength {
      state = .idle
      expectsReplies = false
    }
    return []
  }

  private mutating func finish(last: Bool) -> [Code] {
    state = .idle
    if last { expectsReplies = false }
    return []
  }

  private mutating func release(with code: Code) -> [Code] {
    state = .idle
    defer { held = [] }
    return held + [code]
  }
}
