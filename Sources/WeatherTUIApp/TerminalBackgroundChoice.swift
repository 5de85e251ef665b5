import Render
import TerminalBackend
import WeatherCore

/// The terminal background the `default` theme is chosen for: as the user said it
/// (`--background`, the config's `background`), else as `TerminalBackground` finds it.
struct TerminalBackgroundChoice {
  var tone: BackgroundTone
  /// How the tone was found; nil when the user gave it.
  var source: TerminalBackground.Source?
  /// The terminal's answer to the background query, when it was asked.
  var answer: TerminalBackground.Answer?

  /// The tone for `settings`; the terminal is asked only when `mayAsk` and the user said nothing.
  static func find(settings: Settings, environment: [String: String], mayAsk: Bool) -> Self {
    if let given = settings.background { return Self(tone: given, source: nil, answer: nil) }
    let answer = mayAsk ? TerminalBackground.ask(environment: environment) : nil
    let (tone, source) = TerminalBackground.tone(answer: answer, environment: environment)
    return Self(tone: tone, source: source, answer: answer)
  }

  /// How the tone was found, in words: "light (the terminal's background is #ffffff, asked in
  /// 1.2 ms)".
  var description: String {
    let asked = answer.map { CFormat.string("%.1f ms", $0.milliseconds) }
    let how: String
    switch source {
    case nil: how = "as --background or the config's background says"
    case .answered(let colour): how = "the terminal's background is \(Self.hex(colour)), asked in \(asked ?? "?")"
    case .colorFGBG(let value):
      how = "COLORFGBG is \(value)" + (asked.map { "; the terminal did not say in \($0)" } ?? "")
    case .assumed:
      let said = asked.map { "the terminal did not say in \($0)" } ?? "the terminal was not asked"
      how = "\(said); --background light if it is light"
    }
    return "\(tone.rawValue) (\(how))"
  }

  private static func hex(_ colour: RGB) -> String {
    "#" + [colour.r, colour.g, colour.b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
