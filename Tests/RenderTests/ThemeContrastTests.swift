import Foundation
import Testing
import UserFiles

@testable import Render

/// Every shipped theme, read from its file in themes/, is readable on the terminals it is made
/// for, as xterm shows it (`XtermRendition`) at every colour depth: each text role at WCAG's
/// 4.5:1 at least, box lines, scales and the marker at 3:1 (`ThemeRole.contrastMinimum`).
///
/// The terminals: a theme made for a dark background (`background = dark`) on xterm's white on
/// black and on #d4d4d4 on #1e1e1e; one made for a light background on xterm's own black on
/// white; one that paints its own background, or keeps the terminal's whatever it is (mono),
/// on all three. With 16 or 8 colours, whose values are the terminal's own palette (xterm's
/// here), on xterm's own backgrounds only. `default` (the terminal's own colour) is the terminal's text colour, which
/// each of these reads on by its own design.
@Suite struct ThemeContrastTests {
  static let depths: [ColorDepth] = [.trueColor, .xterm256, .ansi16, .ansi8, .mono]

  /// The shipped themes as their files say, with their names.
  static func shippedThemes() throws -> [Theme] {
    try Theme.shippedNames.map { name in
      let text = try String(
        contentsOfFile: "\(ThemeTests.themesDirectory)/\(name).theme", encoding: .utf8)
      let (theme, warnings) = ThemeFile.parse(text, fileName: "\(name).theme", fallback: .default)
      #expect(warnings.isEmpty, "\(name): \(warnings)")
      return theme
    }
  }

  /// The terminals `theme` must read on at `depth`.
  static func terminals(for theme: Theme, depth: ColorDepth) -> [(foreground: RGB, background: RGB)] {
    if theme.background == nil, let tone = theme.madeFor { return tone.terminals(for: depth) }
    return BackgroundTone.allCases.flatMap { $0.terminals(for: depth) }
  }

  /// The contrast of `style` as xterm shows it on `terminal`.
  static func contrast(
    _ style: CellStyle, in theme: Theme, depth: ColorDepth, on terminal: (foreground: RGB, background: RGB)
  ) -> Double {
    let shown = XtermRendition.colours(of: theme.terminalStyle(for: style, depth: depth), on: terminal)
    return shown.text.contrastRatio(with: shown.background)
  }

  /// Each failure as one line: theme, role, depth, terminal, ratio.
  static func failures(_ theme: Theme, styles: [CellStyle]) -> [String] {
    var failures: [String] = []
    for depth in depths {
      for terminal in terminals(for: theme, depth: depth) {
        for style in styles {
          let ratio = contrast(style, in: theme, depth: depth, on: terminal)
          if ratio < style.role.contrastMinimum - 1e-9 {
            failures.append(
              "\(theme.name) \(style.role.rawValue)\(style.bold ? " bold" : "")\(style.foreground.map { " \($0)" } ?? "") "
                + "at \(depth) on \(terminal.background): \((ratio * 100).rounded() / 100):1, "
                + "needs \(style.role.contrastMinimum):1")
          }
        }
      }
    }
    return failures
  }

  @Test func everyRoleOfEveryShippedThemeReadsOnItsTerminalsAtEveryDepth() throws {
    let themes = try Self.shippedThemes()
    #expect(themes.count == Theme.shippedNames.count)
    for theme in themes {
      // Panes make any role bold (the current hour, the selected card), so both are checked.
      let styles = ThemeRole.allCases.flatMap { [CellStyle(role: $0), CellStyle(role: $0, bold: true)] }
      let failures = Self.failures(theme, styles: styles)
      #expect(failures.isEmpty, "\(failures.count) too faint:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
  }

  /// The temperature bars, cell by cell in the theme's gradient from −40 to 50 °C.
  @Test func theGradientReadsAtEveryTemperature() throws {
    for theme in try Self.shippedThemes() {
      guard let gradient = theme.gradient else { continue }
      // Each with every band's role, the colour that stands in where the gradient's does not read.
      let bands: [ThemeRole] = [.tempCold, .tempCool, .tempMild, .tempWarm, .tempHot]
      let styles = stride(from: -40.0, through: 50, by: 1).flatMap { celsius in
        bands.map { CellStyle(role: $0, foreground: gradient.colour(celsius: celsius)) }
      }
      let failures = Self.failures(theme, styles: styles)
      #expect(failures.isEmpty, "\(failures.count) too faint:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
  }

  /// A colour a pane picks (the EEA's and the EPA's air-quality colours, among others) shows
  /// only where it reads; elsewhere the role's colour stands in.
  @Test func aPanesOwnColourShowsOnlyWhereItReads() throws {
    let agencies = [
      "50F0E6", "50CCAA", "F0E641", "FF5050", "960032", "7D2181", "00E400", "FFFF00", "FF7E00", "FF0000", "8F3F97",
      "7E0023",
    ]
    let colours = agencies.compactMap { ThemeFile.parseHex("#" + $0) }
    for theme in try Self.shippedThemes() {
      let styles = colours.flatMap { colour in
        [ThemeRole.good, .warning, .alertSevere, .alertExtreme].map { CellStyle(role: $0, foreground: colour) }
      }
      let failures = Self.failures(theme, styles: styles)
      #expect(failures.isEmpty, "\(failures.count) too faint:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
    // Readable colours are kept: the EPA's orange on black, the EEA's dark red on white.
    let dark = try #require(try Self.shippedThemes().first { $0.name == "dark" })
    let light = try #require(try Self.shippedThemes().first { $0.name == "light" })
    #expect(
      dark.terminalStyle(for: CellStyle(role: .alertSevere, foreground: RGB(255, 0x7E, 0)), depth: .trueColor)
        .foreground == .rgb(RGB(255, 0x7E, 0)))
    #expect(
      light.terminalStyle(for: CellStyle(role: .alertSevere, foreground: RGB(0x96, 0, 0x32)), depth: .trueColor)
        .foreground == .rgb(RGB(0x96, 0, 0x32)))
    #expect(
      light.terminalStyle(for: CellStyle(role: .good, foreground: RGB(0x50, 0xF0, 0xE6)), depth: .trueColor).foreground
        == .rgb(light[.good].foreground!), "the EEA's 'good' cyan is 1.4:1 on white; the theme's green stands in")
  }

  /// The place name and the section titles are never white on white (nor black on black):
  /// whatever theme is chosen and whatever the terminal is, the title reads.
  @Test func theTitleReadsOnEveryTerminalInEveryTheme() throws {
    let everyTerminal = BackgroundTone.allCases.flatMap(\.terminals)
    for theme in try Self.shippedThemes() {
      for depth in Self.depths {
        for terminal in everyTerminal {
          let ratio = Self.contrast(CellStyle(role: .title), in: theme, depth: depth, on: terminal)
          #expect(ratio >= ContrastMinimum.text, "\(theme.name) title at \(depth) on \(terminal.background): \(ratio)")
        }
      }
    }
  }

  /// NO_COLOR and mono set no colour at all, so nothing is white or black but the terminal's
  /// own pair; faint text (xterm: two thirds of the text colour) still reads.
  @Test func withoutColourNothingIsForcedToAColour() throws {
    let mono = try #require(try Self.shippedThemes().first { $0.name == "mono" })
    for theme in try Self.shippedThemes() {
      for role in ThemeRole.allCases {
        let look = theme.terminalStyle(for: CellStyle(role: role), depth: .mono)
        #expect(look.foreground == nil && look.background == nil, "\(theme.name) \(role) in NO_COLOR")
      }
    }
    for depth in Self.depths {
      for role in ThemeRole.allCases {
        let look = mono.terminalStyle(for: CellStyle(role: role), depth: depth)
        #expect(look.foreground == nil && look.background == nil, "mono \(role) at \(depth)")
      }
    }
  }

  // MARK: - The model

  /// The luminance and ratio WCAG 2.x defines, at its known points.
  @Test func contrastIsWCAGs() {
    #expect(RGB(0, 0, 0).contrastRatio(with: RGB(255, 255, 255)) == 21)
    #expect(RGB(0x77, 0x77, 0x77).contrastRatio(with: RGB(255, 255, 255)) > 4.47)
    #expect(RGB(0x76, 0x76, 0x76).contrastRatio(with: RGB(255, 255, 255)) > 4.5)
    #expect(abs(RGB(255, 0, 0).relativeLuminance - 0.2126) < 1e-9)
    #expect(BackgroundTone(of: RGB(255, 255, 255)) == .light)
    #expect(BackgroundTone(of: RGB(0x1E, 0x1E, 0x1E)) == .dark)
    #expect(BackgroundTone(of: RGB(0x00, 0x2B, 0x36)) == .dark)
    #expect(BackgroundTone(of: RGB(0xFD, 0xF6, 0xE3)) == .light)
  }

  /// What xterm showed in a screenshot (Debian xterm 379, Xvfb, default resources): bold red
  /// (SGR 1;31) as #ff0000, faint red (2;31) as #890000, faint black as black.
  @Test func xtermsBoldAndFaintAreAsMeasured() {
    let onWhite = (foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))
    #expect(
      XtermRendition.colours(of: TerminalStyle(foreground: .index(1), bold: true), on: onWhite).text == RGB(255, 0, 0))
    #expect(
      XtermRendition.colours(of: TerminalStyle(foreground: .index(1), dim: true), on: onWhite).text == RGB(0x89, 0, 0))
    #expect(XtermRendition.colours(of: TerminalStyle(dim: true), on: onWhite).text == RGB(0, 0, 0))
    #expect(XtermRendition.faint(RGB(0xE5, 0xE5, 0xE5)) == RGB(0x99, 0x99, 0x99))
    let reversed = XtermRendition.colours(
      of: TerminalStyle(foreground: .index(1), bold: true, reverse: true), on: onWhite)
    #expect(reversed.text == RGB(255, 255, 255) && reversed.background == RGB(255, 0, 0))
  }

  /// Reduction keeps contrast: xterm's green is 2.2:1 on white, so a dark green on a light
  /// theme becomes another colour at 8 colours; bold red, which xterm brightens to 4.0:1, is
  /// drawn without bold there.
  @Test func reductionKeepsContrast() {
    let white = [RGB(255, 255, 255)]
    let green = ColorReduction.reduce(
      RGB(0, 0x87, 0), depth: .ansi8, bold: false, dim: false, against: white, minimum: 4.5)
    #expect(green.color != .index(2))
    let red = ColorReduction.reduce(
      RGB(0xD7, 0, 0), depth: .ansi8, bold: true, dim: false, against: white, minimum: 4.5)
    #expect(red.color == .index(1) && !red.bold)
    // With no background known the plain nearest stays, as before.
    #expect(
      ColorReduction.reduce(RGB(0, 0x87, 0), depth: .ansi8, bold: false, dim: false, against: [], minimum: 4.5).color
        == .index(2))
    // A colour already fainter than the minimum is not made louder than itself.
    let faint = ColorReduction.reduce(
      RGB(0x46, 0x46, 0x46), depth: .xterm256, bold: false, dim: false, against: [RGB(0, 0, 0)], minimum: 4.5)
    #expect(faint.color == .index(ColorReduction.xterm256(RGB(0x46, 0x46, 0x46))))
  }
}
