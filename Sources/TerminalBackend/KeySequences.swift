import Render

/// The escape sequences a terminal sends for its keys and the key each one means: first the
/// terminal's own, from its terminfo entry (the strings for keypad-transmit mode, which curses
/// turns on), then what other terminals send for the same keys. The second part matters because
/// TERM often names another terminal than the one in use: tmux sends Home and End as `ESC [ 1 ~`
/// and `ESC [ 4 ~` while TERM says xterm-256color (whose entry lists `ESC O H` and `ESC O F`).
public struct KeySequences: Sendable, Equatable {
  private var keys: [[UInt8]: Key] = [:]

  /// The table for a terminal whose terminfo entry gives `terminfo` (capability name → string,
  /// e.g. "kend" → "\u{1B}OF"); the common variants fill in what it does not list.
  public init(terminfo: [String: String]) {
    for (name, key) in Self.capabilities {
      if let sequence = terminfo[name] { add(sequence, key) }
    }
    for (sequence, key) in Self.variants { add(sequence, key) }
  }

  /// The key `sequence` means, or nil when it means none this table knows.
  public func key(for sequence: some Collection<UInt8>) -> Key? {
    keys[Array(sequence)]
  }

  /// Only sequences that begin with Esc: a terminal's single bytes (DEL for backspace, Tab) are
  /// read as characters.
  private mutating func add(_ sequence: String, _ key: Key) {
    let bytes = Array(sequence.utf8)
    guard bytes.count >= 2, bytes[0] == 0x1B, keys[bytes] == nil else { return }
    keys[bytes] = key
  }

  // MARK: - Terminfo

  /// The terminfo key capabilities read, and the key each names. `ka1` and `kc1` are the
  /// keypad's upper-left and lower-left keys, which are Home and End on a PC keyboard.
  public static let capabilities: [(name: String, key: Key)] =
    [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown),
      ("kich1", .insert), ("kdch1", .delete), ("kcbt", .backTab), ("kent", .enter),
      ("ka1", .home), ("kc1", .end),
    ] + (1...63).map { ("kf\($0)", Key.function($0)) }

  // MARK: - Variants

  /// What xterm (both cursor-key modes), tmux and screen, rxvt, the linux console and VT220s
  /// send, where their entries differ from the terminal TERM names.
  static let variants: [(String, Key)] = {
    let csi = "\u{1B}[", ss3 = "\u{1B}O"
    var table: [(String, Key)] = [
      ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
    ].flatMap { final, key in [(csi + final, key), (ss3 + final, key)] }
    table += [
      (csi + "1~", .home), (csi + "7~", .home), (csi + "4~", .end), (csi + "8~", .end),
      (csi + "2~", .insert), (csi + "3~", .delete), (csi + "5~", .pageUp), (csi + "6~", .pageDown),
      (csi + "Z", .backTab), (ss3 + "M", .enter), ("\u{1B}\t", .backTab),
    ]
    // F1–F4: SS3 P…S (xterm, tmux), CSI 11~…14~ (rxvt, VT220), CSI [ A…E (the linux console,
    // F1–F5); then CSI 15~…24~ skipping 16 and 22, as everyone numbers them.
    for (index, letter) in ["P", "Q", "R", "S"].enumerated() { table.append((ss3 + letter, .function(index + 1))) }
    for (index, letter) in ["A", "B", "C", "D", "E"].enumerated() {
      table.append((csi + "[" + letter, .function(index + 1)))
    }
    for (index, number) in [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24].enumerated() {
      table.append((csi + "\(number)~", .function(index + 1)))
    }
    return table
  }()
}
