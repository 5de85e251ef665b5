/// A semantic colour role; themes map roles to colours, panes only ever name roles.
public enum ThemeRole: String, Sendable, Hashable, CaseIterable, Codable {
  case text, dim, accent, border, title
  case tempCold = "temp_cold", tempCool = "temp_cool", tempMild = "temp_mild"
  case tempWarm = "temp_warm", tempHot = "temp_hot"
  case rain, snow, sun, cloud
  case alertMinor = "alert_minor", alertModerate = "alert_moderate"
  case alertSevere = "alert_severe", alertExtreme = "alert_extreme"
  case stale, good, warning, error
  case barTrack = "bar_track", nowMarker = "now_marker"
  case selection
}

/// A 24-bit colour; the backend reduces it to what the terminal can show.
public struct RGB: Sendable, Hashable, Codable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }
}

/// How a cell is drawn: a role for its foreground, optionally an explicit colour that
/// overrides it (temperature gradients), and text attributes.
public struct CellStyle: Sendable, Hashable {
  public var role: ThemeRole
  /// Overrides the role's foreground when set (gradient bars).
  public var foreground: RGB?
  public var bold: Bool
  public var reverse: Bool

  public init(role: ThemeRole = .text, foreground: RGB? = nil, bold: Bool = false, reverse: Bool = false) {
    self.role = role
    self.foreground = foreground
    self.bold = bold
    self.reverse = reverse
  }

  public static let plain = CellStyle()
}

/// One terminal cell. A wide (two-column) character occupies its cell and marks the next one
/// as a continuation, whose `text` is empty.
public struct Cell: Sendable, Hashable {
  public var text: String
  public var style: CellStyle

  public init(text: String = " ", style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  public static let blank = Cell()
  /// The right half of a wide character.
  public static let continuation = Cell(text: "")

  public var isContinuation: Bool { text.isEmpty }
}
