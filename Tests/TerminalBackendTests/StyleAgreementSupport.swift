import Render
import Testing

@testable import TerminalBackend

/// What a terminal finally shows for a cell, decoded from either path: the SGR codes `--once`
/// prints, or the colour numbers and attributes the presenter gives curses.
struct ShownStyle: Equatable, CustomStringConvertible {
  enum Colour: Equatable {
    case index(Int)
    case rgb(RGB)
  }

  var foreground: Colour?
  var background: Colour?
  var bold = false
  var dim = false
  var underline = false
  var reverse = false

  var description: String {
    "fg \(foreground.map { "\($0)" } ?? "default") bg \(background.map { "\($0)" } ?? "default")"
      + (bold ? " bold" : "") + (dim ? " dim" : "") + (underline ? " underline" : "") + (reverse ? " reverse" : "")
  }

  /// Direct-colour terminfo cannot take 0x000000–0x000007 (they mean ANSI colours), so the
  /// presenter sends 8 for those; both decoders fold that corner onto black.
  private static func exact(_ rgb: RGB) -> Colour {
    rgb.r == 0 && rgb.g == 0 && rgb.b <= 8 ? .rgb(RGB(0, 0, 0)) : .rgb(rgb)
  }

  init() {}

  // MARK: - From SGR

  /// Decodes the SGR sequence that starts `line` (none: the terminal's defaults).
  init(ansiLine line: String) {
    guard line.hasPrefix("\u{1B}["), let end = line.firstIndex(of: "m") else { return }
    var codes = line[line.index(line.startIndex, offsetBy: 2)..<end].split(separator: ";").map { Int($0)! }[...]
    while let code = codes.popFirst() {
      switch code {
      case 0: self = ShownStyle()
      case 1: bold = true
      case 2: dim = true
      case 4: underline = true
      case 7: reverse = true
      case 30...37: foreground = .index(code - 30)
      case 90...97: foreground = .index(code - 82)
      case 40...47: background = .index(code - 40)
      case 100...107: background = .index(code - 92)
      case 38, 48:
        let colour: Colour
        if codes.popFirst() == 5 {
          colour = .index(codes.popFirst()!)
        } else {
          let r = codes.popFirst()!, g = codes.popFirst()!, b = codes.popFirst()!
          colour = Self.exact(RGB(UInt8(r), UInt8(g), UInt8(b)))
        }
        if code == 38 { foreground = colour } else { background = colour }
      default: Issue.record("unexpected SGR code \(code) in \(line.debugDescription)")
      }
    }
  }

  // MARK: - From curses

  /// Decodes what the presenter hands curses on a terminal with `capabilities`.
  init(curses style: ResolvedStyle, capabilities: TerminalCapabilities) {
    func colour(_ resolved: ResolvedColor) -> Colour? {
      switch resolved {
      case .number(-1): return nil
      case .number(let n) where capabilities.isDirectColor:
        return Self.exact(RGB(UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)))
      case .number(let n): return .index(Int(n))
      case .custom(let rgb): return Self.exact(rgb)
      }
    }
    foreground = colour(style.foreground)
    background = colour(style.background)
    bold = style.bold
    dim = style.dim
    reverse = style.reverse
    underline = style.underline
  }
}
