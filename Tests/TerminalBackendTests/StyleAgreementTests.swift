import Render
import Testing

@testable import TerminalBackend

/// `--once` (the ANSI renderer) and the live screen (the presenter's curses styles) draw every
/// cell the same way: both come from `Theme.terminalStyle(for:depth:)`.
@Suite struct StyleAgreementTests {
  /// Each depth with a terminal that has it, as the depth detector would pick it.
  static let terminals: [(ColorDepth, TerminalCapabilities)] = [
    (.mono, TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: false)),
    (.ansi8, TerminalCapabilities(hasColors: true, colors: 8, colorPairs: 64, canChangeColor: false)),
    (.ansi16, TerminalCapabilities(hasColors: true, colors: 16, colorPairs: 256, canChangeColor: false)),
    (.xterm256, TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: true)),
    (.trueColor, TerminalCapabilities(hasColors: true, colors: 0x100_0000, colorPairs: 0x10000, canChangeColor: false)),
  ]

  /// A theme with what the shipped ones only have here and there: reverse roles, a role
  /// background, bold and dim together, underline, and a screen background.
  static let mixed = Theme(
    name: "mixed", background: RGB(0, 43, 54),
    roles: [
      .title: RoleStyle(foreground: RGB(238, 238, 238), bold: true),
      .dim: RoleStyle(foreground: RGB(138, 138, 138), dim: true, foreground256: 245, foreground16: 8),
      .alertExtreme: RoleStyle(foreground: RGB(255, 95, 95), bold: true, reverse: true),
      .alertSevere: RoleStyle(foreground: RGB(255, 175, 0), underline: true),
      .selection: RoleStyle(background: RGB(0, 95, 135), reverse: true),
      .tempMild: RoleStyle(foreground: RGB(135, 215, 95)),
    ])

  static var themes: [Theme] {
    [mixed]
      + Theme.shippedNames.map { name in
        Theme.builtin(named: name)!.0
      }
  }

  /// Every role plain, bold and reversed, and gradient cells (their own colour) plain,
  /// reversed and bold.
  static var cells: [CellStyle] {
    let gradient = TemperatureGradient.standard
    return ThemeRole.allCases.flatMap { role in
      [CellStyle(role: role), CellStyle(role: role, bold: true), CellStyle(role: role, reverse: true)]
    }
      + [-15.0, 3, 18, 33].flatMap { celsius in
        let colour = gradient.colour(celsius: celsius)
        return [
          CellStyle(role: .tempMild, foreground: colour), CellStyle(role: .tempMild, foreground: colour, reverse: true),
          CellStyle(role: .alertExtreme, foreground: colour, bold: true),
        ]
      }
  }

  @Test(arguments: terminals.map(\.0))
  func onceAndScreenAgree(_ depth: ColorDepth) {
    let capabilities = Self.terminals.first { $0.0 == depth }!.1
    var disagreements: [String] = []
    for theme in Self.themes {
      let renderer = ANSIRenderer(theme: theme, depth: depth)
      let resolver = StyleResolver(theme: theme, depth: depth, capabilities: capabilities)
      for style in Self.cells {
        var buffer = CellBuffer(width: 1, height: 1)
        buffer.put("X", x: 0, y: 0, style: style)
        let once = ShownStyle(ansiLine: renderer.lines(buffer)[0])
        let screen = ShownStyle(curses: resolver.resolve(style), capabilities: capabilities)
        if once != screen {
          disagreements.append("\(theme.name) \(style): --once \(once), screen \(screen)")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) cells differ:\n\(disagreements.joined(separator: "\n"))")
  }
}
