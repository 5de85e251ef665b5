/// How one theme role looks: colours (nil = the terminal's own) and attributes, with optional
/// hand-picked palette indices for terminals without true colour.
public struct RoleStyle: Sendable, Hashable {
  public var foreground: RGB?
  public var background: RGB?
  public var bold: Bool
  public var dim: Bool
  public var underline: Bool
  public var reverse: Bool
  /// Palette indices to use instead of the computed reduction.
  public var foreground256: UInt8?
  public var foreground16: UInt8?

  public init(
    foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false,
    underline: Bool = false, reverse: Bool = false, foreground256: UInt8? = nil,
    foreground16: UInt8? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.foreground256 = foreground256
    self.foreground16 = foreground16
  }

  /// The terminal's default look.
  public static let plain = RoleStyle()

  /// The foreground as a palette index for `depth` (nil: default colour, or true colour).
  public func foregroundIndex(for depth: ColorDepth) -> UInt8? {
    guard let foreground else { return nil }
    switch depth {
    case .trueColor, .mono: return nil
    case .xterm256: return foreground256 ?? ColorReduction.xterm256(foreground)
    case .ansi16: return foreground16 ?? ColorReduction.ansi16(foreground)
    case .ansi8: return ColorReduction.ansi8(fromAnsi16: foreground16 ?? ColorReduction.ansi16(foreground))
    }
  }
}

extension RoleStyle {
  /// The background as a palette index for `depth` (nil: default colour, or true colour).
  public func backgroundIndex(for depth: ColorDepth) -> UInt8? {
    guard let background else { return nil }
    switch depth {
    case .trueColor, .mono: return nil
    case .xterm256: return ColorReduction.xterm256(background)
    case .ansi16: return ColorReduction.ansi16(background)
    case .ansi8: return ColorReduction.ansi8(fromAnsi16: ColorReduction.ansi16(background))
    }
  }
}
