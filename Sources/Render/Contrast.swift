import Glibc

/// WCAG 2.x contrast: the relative luminance of an sRGB colour and the ratio between two,
/// from 1:1 (the same) to 21:1 (black on white). Text needs 4.5:1 (success criterion 1.4.3),
/// graphics such as bars and box lines 3:1 (1.4.11).
extension RGB {
  /// Relative luminance, 0 (black) to 1 (white), as WCAG 2.x defines it.
  public var relativeLuminance: Double {
    0.2126 * linearRed + 0.7152 * linearGreen + 0.0722 * linearBlue
  }

  /// The channels as linear light, 0…1.
  var linearRed: Double { Self.linear(r) }
  var linearGreen: Double { Self.linear(g) }
  var linearBlue: Double { Self.linear(b) }

  /// The contrast ratio between this colour and `other`, 1…21.
  public func contrastRatio(with other: RGB) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// One channel linearised; WCAG 2.x's threshold (0.03928) and sRGB's (0.04045) give the same
  /// result for every 8-bit value.
  private static func linear(_ channel: UInt8) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
}

/// The contrast a role must reach against the background it is drawn on.
public enum ContrastMinimum {
  /// Text (WCAG 2.x, 1.4.3, level AA).
  public static let text = 4.5
  /// Graphics a reader must see, not read: box lines, the empty part of a bar, a marker, the
  /// temperature bars (1.4.11).
  public static let graphic = 3.0
}

extension ThemeRole {
  /// The contrast this role must reach: graphics 3:1, everything else is read as text 4.5:1.
  public var contrastMinimum: Double {
    switch self {
    case .border, .barTrack, .nowMarker: ContrastMinimum.graphic
    default: ContrastMinimum.text
    }
  }
}
