import Render

/// Turns the bytes a terminal sends into key presses. Pure, so every terminal's sequences are
/// testable without one: the escape sequences come in as a table (`KeySequences`, built from the
/// terminal's terminfo entry and the variants other terminals send), the bytes as they were read.
///
/// Every escape sequence is taken whole, by its shape (CSI, SS3, a terminal's reply string),
/// before it is looked up: one the table does not know is dropped, so its digits and letters
/// never reach the key table (tmux sends End as `ESC [ 4 ~`, which xterm-256color's entry does
/// not list; read byte by byte it was Esc, `[`, `4`, `~`, and `4` jumped to the fourth place).
public struct KeyDecoder: Sendable {
  /// The longest reply string (OSC, DCS) taken whole, e.g. a colour report; past it the
  /// bytes so far are dropped.
  static let longestString = 512

  public var sequences: KeySequences
  /// Whether characters arrive as UTF-8 (the locale's encoding); otherwise one byte is one
  /// character, as in ISO 8859-1.
  public var isUTF8: Bool
  /// Bytes of a sequence or character whose end has not arrived yet.
  private var pending: [UInt8] = []

  public init(sequences: KeySequences, isUTF8: Bool = true) {
    self.sequences = sequences
    self.isUTF8 = isUTF8
  }

  /// Whether an escape sequence or a character was cut short by the read: wait up to the
  /// escape delay for the rest, then call `flush()`.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The keys in `bytes`, after any bytes held from the last call. An unfinished sequence or
  /// character at the end is held for the next call (or `flush()`).
  public mutating func decode(_ bytes: some Collection<UInt8>) -> [Key] {
    pending += bytes
    return take(final: false)
  }

  /// The rest did not come within the escape delay: a lone Esc is the Esc key, an unfinished
  /// sequence or character is dropped.
  public mutating func flush() -> [Key] {
    take(final: true)
  }

  // MARK: - Decoding

  private mutating func take(final: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let step = self.step(at: index, final: final)
      switch step {
      case .wait:
        pending.removeFirst(index)
        return keys
      case .key(let key, let length):
        if let key { keys.append(key) }
        index += length
      }
    }
    pending.removeAll()
    return keys
  }

  private enum Step {
    /// The bytes from here are the start of something still arriving.
    case wait
    /// `length` bytes taken; nil when they are no key (an unknown sequence, a stray byte).
    case key(Key?, length: Int)
  }

  private func step(at start: Int, final: Bool) -> Step {
    let byte = pending[start]
    guard byte == 0x1B else { return character(at: start, final: final) }
    guard let extent = sequenceLength(pending, at: start, final: final) else { return .wait }
    switch extent {
    case .escape:
      // Esc alone, or before a key that is not a sequence (Alt+key: Esc, then the key).
      return .key(.escape, length: 1)
    case .sequence(let length):
      return .key(sequences.key(for: pending[start..<start + length]), length: length)
    }
  }

  // MARK: - The shape of an escape sequence

  enum Extent: Equatable {
    /// A lone Esc, or Esc before an ordinary key.
    case escape
    /// A whole sequence of this many bytes, Esc included.
    case sequence(Int)
  }

  /// How far the escape sequence at `start` reaches, or nil when its end has not arrived.
  /// `final`: nothing more is coming, so an unfinished sequence ends where the bytes do.
  func sequenceLength(_ bytes: [UInt8], at start: Int, final: Bool) -> Extent? {
    let end = bytes.count
    guard start + 1 < end else { return final ? .escape : nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return Self.controlSequenceLength(bytes, at: start, final: final)
    case UInt8(ascii: "O"):
      // SS3: one more byte names the key (F1–F4, the arrows and Home/End in keypad mode).
      guard start + 2 < end else { return final ? .escape : nil }
      return .sequence(3)
    case UInt8(ascii: "]"), UInt8(ascii: "P"):
      // A terminal's reply string (OSC, DCS), up to BEL or ST. One that never ends was typed
      // (Alt+] or Alt+P): Esc, then the keys.
      var index = start + 2
      while index < end, index - start < Self.longestString {
        if bytes[index] == 0x07 { return .sequence(index - start + 1) }
        if bytes[index] == 0x1B, index + 1 < end, bytes[index + 1] == UInt8(ascii: "\\") {
          return .sequence(index - start + 2)
        }
        index += 1
      }
      if index - start >= Self.longestString { return .sequence(index - start) }
      return final ? .escape : nil
    default:
      // Esc then a key: Alt+key, or the linux console's Shift-Tab (Esc Tab), which the table
      // may know as a sequence of two.
      return sequences.key(for: bytes[start..<start + 2]) != nil ? .sequence(2) : .escape
    }
  }

  /// CSI: parameters and intermediates, then one final byte. The linux console's F1–F5 are
  /// `ESC [ [ A`…`E`; rxvt ends its shifted keys in `$`, which is final but where a mode
  /// report's `$y` follows (`ESC [ ? 2026 ; 2 $ y`).
  private static func controlSequenceLength(_ bytes: [UInt8], at start: Int, final: Bool) -> Extent? {
    let end = bytes.count
    var index = start + 2
    if index < end, bytes[index] == UInt8(ascii: "[") {
      guard index + 1 < end else { return final ? .sequence(index - start + 1) : nil }
      return .sequence(4)
    }
    while index < end {
      switch bytes[index] {
      case 0x40...0x7E:
        return .sequence(index - start + 1)
      case UInt8(ascii: "$"):
        if index + 1 < end, bytes[index + 1] == UInt8(ascii: "y") { return .sequence(index - start + 2) }
        if index + 1 < end || final { return .sequence(index - start + 1) }
        return nil
      case 0x20...0x3F:
        index += 1
      default:
        // A control byte or Esc inside: the sequence was broken off; drop what came of it.
        return .sequence(index - start)
      }
    }
    return final ? .sequence(index - start) : nil
  }

  // MARK: - Characters

  private func character(at start: Int, final: Bool) -> Step {
    let byte = pending[start]
    guard isUTF8, byte >= 0x80 else { return .key(Self.characterKey(UInt32(byte)), length: 1) }
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, length: 1)
    }
    let available = min(length, pending.count - start)
    for offset in 1..<available where pending[start + offset] & 0xC0 != 0x80 {
      // Not a continuation byte: the lead byte was a stray.
      return .key(nil, length: 1)
    }
    guard available == length else { return final ? .key(nil, length: available) : .wait }
    let decoded = String(decoding: pending[start..<start + length], as: UTF8.self).unicodeScalars
    guard decoded.count == 1, let scalar = decoded.first, scalar != "\u{FFFD}" else {
      return .key(nil, length: length)
    }
    return .key(Self.characterKey(scalar.value), length: length)
  }

  /// The key for one character the terminal sent that is not part of a sequence.
  static func characterKey(_ code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    // Terminals send DEL (most) or BS (Ctrl-H, some) for the backspace key.
    case 8, 127: return .backspace
    case 1...26:
      // Ctrl-A is 1 … Ctrl-Z is 26.
      return .control(Character(Unicode.Scalar(UInt8(96 + code))))
    case 0, 28...31, 0x80..<0xA0:
      return nil
    default:
      return Unicode.Scalar(code).map { .character(Character($0)) }
    }
  }
}
