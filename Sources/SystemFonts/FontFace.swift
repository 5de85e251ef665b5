import CFreeType
import Render

/// One font file opened with FreeType: its character map and its glyphs as coverage bitmaps.
/// Not for two threads at once (FreeType's rule for a face); `FontLettering` locks around it.
public final class FontFace {
  /// The file it was read from.
  public let path: String
  private let face: UnsafeMutablePointer<weathertui_ft_face_rec>

  /// Why FreeType cannot be used on this machine ("libfreetype.so.6: cannot open shared object
  /// file: …"), loading it on the first call; nil when it can.
  public static var libraryUnavailable: String? {
    weathertui_ft_load().map { String(cString: $0) }
  }

  /// The first face of the font file at `path`; nil when FreeType is absent or cannot read it.
  public init?(path: String) {
    guard Self.libraryUnavailable == nil else { return nil }
    var error: Int32 = 0
    guard let face = weathertui_ft_open(path, &error) else { return nil }
    self.path = path
    self.face = face
  }

  deinit { weathertui_ft_close(face) }

  /// The face's glyph for `scalar`, nil when its character map has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    let index = weathertui_ft_glyph_index(face, scalar.value)
    return index == 0 ? nil : index
  }

  /// Whether the character map has a glyph for `scalar`.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

  // MARK: - Rendering

  /// A glyph's coverage: inked dots, placed against the pen on the baseline.
  struct Glyph {
    /// Columns right of the pen and rows above the baseline of the bitmap's upper left dot.
    var left: Int
    var top: Int
    var ink: Ink
    /// How far the pen moves on, in 1/64 dots.
    var advance: Int
  }

  /// Sizes the em `height` dots high and twice as many wide: ink dots are twice as tall as wide.
  func setSize(height: Int) -> Bool {
    weathertui_ft_set_pixel_sizes(face, UInt32(height * 2), UInt32(height)) == 0
  }

  /// Glyph `index` at the size last set, rendered for a monochrome target: hinted so that
  /// strokes fall on whole dots, which reads better in blocks than grey coverage cut at half.
  func render(_ index: UInt32) -> Glyph? {
    guard weathertui_ft_render(face, index, 1) == 0, let slot = face.pointee.glyph else { return nil }
    let bitmap = slot.pointee.bitmap
    var ink = Ink(width: Int(bitmap.width), height: Int(bitmap.rows))
    if let buffer = bitmap.buffer, bitmap.width > 0, bitmap.rows > 0 {
      let pitch = Int(bitmap.pitch)
      for row in 0..<Int(bitmap.rows) {
        // A negative pitch means the rows run upwards in memory.
        let start = pitch >= 0 ? row * pitch : (Int(bitmap.rows) - 1 - row) * -pitch
        for column in 0..<Int(bitmap.width) {
          let inked: Bool
          switch Int(bitmap.pixel_mode) {
          case WEATHERTUI_FT_PIXEL_MODE_MONO:
            inked = buffer[start + column / 8] & (0x80 >> UInt8(column % 8)) != 0
          case WEATHERTUI_FT_PIXEL_MODE_GRAY:
            inked = buffer[start + column] >= 128
          default:
            return nil
          }
          if inked { ink[column, row] = true }
        }
      }
    }
    return Glyph(
      left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), ink: ink,
      advance: slot.pointee.advance_x)
  }

  /// The kerning between two glyphs at the size last set, in 1/64 dots.
  func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    weathertui_ft_kerning(face, left, right)
  }
}
