extension Theme {
  /// The names of the themes shipped in `themes/` (and built in), in cycling order.
  public static let shippedNames = BuiltinThemes.sources.map(\.name)

  /// The built-in copy of a shipped theme (`default`, `light` …); nil for any other name.
  public static func builtin(named name: String) -> (Theme, warnings: [String])? {
    if name == "default" { return (.default, []) }
    guard let builtin = BuiltinThemes.sources.first(where: { $0.name == name }) else { return nil }
    return ThemeFile.parse(builtin.text, fileName: "built-in \(builtin.name)", fallback: .default)
  }
}
