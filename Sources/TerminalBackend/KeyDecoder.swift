import CNcurses
import Render

/// Turns what `wget_wch` returned into terminal events. Pure, so the mapping is testable
/// without a terminal: `code` is the wide character or key code, `isFunctionKey` says whether
/// `wget_wch` answered `KEY_CODE_YES` (a KEY_* code) rather than `OK` (a character).
public enum KeyDecoder {
  // MARK: - Codes (ncurses values, named here so callers and tests need not import curses)

  static let codeDown = Int32(KEY_DOWN)
  static let codeUp = Int32(KEY_UP)
  static let codeLeft = Int32(KEY_LEFT)
  static let codeRight = Int32(KEY_RIGHT)
  static let codeHome = Int32(KEY_HOME)
  static let codeEnd = Int32(KEY_END)
  static let codeBackspace = Int32(KEY_BACKSPACE)
  static let codePageDown = Int32(KEY_NPAGE)
  static let codePageUp = Int32(KEY_PPAGE)
  static let codeEnter = Int32(KEY_ENTER)
  static let codeBackTab = Int32(KEY_BTAB)
  static let codeResize = Int32(KEY_RESIZE)
  /// xterm's keypad "begin"/"end" alternatives some terminals send for Home and End.
  static let codeA1 = Int32(KEY_A1)
  static let codeC1 = Int32(KEY_C1)
  static let codeF0 = Int32(weathertui_key_f(0))
  /// ncurses reserves 64 function-key codes.
  static let functionKeyCount: Int32 = 63

  // MARK: - Decoding

  /// The event for one `wget_wch` result, or nil for codes the dashboard has no use for
  /// (mouse reports, unmapped function codes, stray control bytes).
  public static func event(code: Int32, isFunctionKey: Bool) -> TerminalEvent? {
    if isFunctionKey && code == codeResize { return .resize }
    return key(code: code, isFunctionKey: isFunctionKey).map(TerminalEvent.key)
  }

  /// The key for one `wget_wch` result, or nil when it is not a key press.
  public static func key(code: Int32, isFunctionKey: Bool) -> Key? {
    isFunctionKey ? functionKey(code) : characterKey(code)
  }

  private static func functionKey(_ code: Int32) -> Key? {
    switch code {
    case codeUp: return .up
    case codeDown: return .down
    case codeLeft: return .left
    case codeRight: return .right
    case codeHome, codeA1: return .home
    case codeEnd, codeC1: return .end
    case codePageUp: return .pageUp
    case codePageDown: return .pageDown
    case codeBackspace: return .backspace
    case codeEnter: return .enter
    case codeBackTab: return .backTab
    case (codeF0 + 1)...(codeF0 + functionKeyCount): return .function(Int(code - codeF0))
    default: return nil
    }
  }

  private static func characterKey(_ code: Int32) -> Key? {
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
      guard code > 0, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return .character(Character(scalar))
    }
  }
}
