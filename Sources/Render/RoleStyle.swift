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

  /// The theme's own palette index for the foreground at `depth`, which wins over any computed
  /// reduction; nil where it gave none (and at 24 bits or none).
  public func pickedIndex(for depth: ColorDepth) -> UInt8? {
    switch depth {
    case .trueColor, .mono: nil
    case .xterm256: foreground256
    case .ansi16: foreground16
    case .ansi8: foreground16.map(ColorReduction.ansi8(fromAnsi16:))
    }
  }
}
