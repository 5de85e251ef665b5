extension Theme {
  /// The names of the themes shipped in `themes/` (and built in), in cycling order.
  public static let shippedNames = BuiltinThemes.sources.map(\.name)

  /// The name that is no file: it stands for the shipped theme made for the terminal's
  /// background, `dark` or `light` (`BackgroundTone.themeName`).
  public static let automaticName = "default"

  /// The built-in copy of a shipped theme (`dark`, `light` …); nil for any other name.
  public static func builtin(named name: String) -> (Theme, warnings: [String])? {
    if name == Theme.default.name { return (.default, []) }
    guard let builtin = BuiltinThemes.sources.first(where: { $0.name == name }) else { return nil }
    return ThemeFile.parse(builtin.text, fileName: "built-in \(builtin.name)", fallback: .default)
  }

  /// The built-in theme made for `tone`: what stands in for a theme that cannot be had, and
  /// whose values fill a theme file's bad or missing keys.
  public static func builtin(for tone: BackgroundTone) -> Theme {
    tone == .dark ? .default : lightBuiltin
  }

  private static let lightBuiltin: Theme = builtin(named: BackgroundTone.light.themeName)?.0 ?? .default
}
