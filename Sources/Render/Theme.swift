/// A colour scheme: each semantic role mapped to a look, plus the temperature gradient.
/// Loaded from `themes/*.theme`; the shipped ones are also built in (see `BuiltinThemes`).
public struct Theme: Sendable, Hashable {
  public var name: String
  /// The screen background; nil keeps the terminal's own.
  public var background: RGB?
  /// The terminal background the colours are made for when the theme keeps the terminal's
  /// own (`background = dark` or `light`); nil for either (`none`: mono, or a theme that
  /// does not say).
  public var madeFor: BackgroundTone?
  /// The cold → hot scale for temperature bars; nil for themes that draw without colour.
  public var gradient: TemperatureGradient?
  public var roles: [ThemeRole: RoleStyle]

  public init(
    name: String, background: RGB? = nil, madeFor: BackgroundTone? = nil,
    gradient: TemperatureGradient? = .standard, roles: [ThemeRole: RoleStyle]
  ) {
    self.name = name
    self.background = background
    self.madeFor = madeFor
    self.gradient = gradient
    self.roles = roles
  }

  /// The tone of the background behind the text: the painted one's, else what the theme is
  /// made for; nil when it does not say.
  public var tone: BackgroundTone? {
    background.map(BackgroundTone.init(of:)) ?? madeFor
  }

  /// The look of `role` (plain if the theme lacks it).
  public subscript(role: ThemeRole) -> RoleStyle {
    roles[role] ?? .plain
  }

  /// The built-in `dark` theme: what every other theme's missing or bad keys fall back to.
  public static let `default`: Theme = {
    let (theme, warnings) = ThemeFile.parse(BuiltinThemes.darkSource, fileName: "built-in dark", fallback: nil)
    assert(warnings.isEmpty, "built-in theme: \(warnings)")
    return theme
  }()
}

extension Theme {
  /// The gradient bars should be painted with on a terminal of `depth`: none in mono, so the
  /// panes switch to their colourless fill.
  public func barGradient(for depth: ColorDepth) -> TemperatureGradient? {
    depth == .mono ? nil : gradient
  }
}
