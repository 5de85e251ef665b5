import CFreeType
import CFreeTypeHeaders
import Testing

/// Sources/CFreeType declares the few fields and constants of FreeType it reads, so that the
/// program builds without FreeType's headers and runs without the library. Here they are held
/// against the real headers (libfreetype-dev): a field moved or a constant changed fails.
@Suite struct FreeTypeABITests {
  @Test func faceFieldsSitWhereFreeTypePutsThem() {
    typealias Ours = weathertui_ft_face_rec
    #expect(MemoryLayout<Ours>.offset(of: \.face_flags) == MemoryLayout<FT_FaceRec>.offset(of: \.face_flags))
    #expect(MemoryLayout<Ours>.offset(of: \.num_glyphs) == MemoryLayout<FT_FaceRec>.offset(of: \.num_glyphs))
    #expect(MemoryLayout<Ours>.offset(of: \.units_per_em) == MemoryLayout<FT_FaceRec>.offset(of: \.units_per_EM))
    #expect(MemoryLayout<Ours>.offset(of: \.glyph) == MemoryLayout<FT_FaceRec>.offset(of: \.glyph))
  }

  @Test func glyphSlotFieldsSitWhereFreeTypePutsThem() {
    typealias Ours = weathertui_ft_glyph_slot_rec
    typealias Theirs = FT_GlyphSlotRec
    #expect(MemoryLayout<Ours>.offset(of: \.advance_x) == MemoryLayout<Theirs>.offset(of: \.advance.x))
    #expect(MemoryLayout<Ours>.offset(of: \.format) == MemoryLayout<Theirs>.offset(of: \.format))
    #expect(MemoryLayout<Ours>.offset(of: \.bitmap) == MemoryLayout<Theirs>.offset(of: \.bitmap))
    #expect(MemoryLayout<Ours>.offset(of: \.bitmap_left) == MemoryLayout<Theirs>.offset(of: \.bitmap_left))
    #expect(MemoryLayout<Ours>.offset(of: \.bitmap_top) == MemoryLayout<Theirs>.offset(of: \.bitmap_top))
  }

  @Test func bitmapIsFreeTypesBitmap() {
    typealias Ours = weathertui_ft_bitmap_rec
    #expect(MemoryLayout<Ours>.size == MemoryLayout<FT_Bitmap>.size)
    #expect(MemoryLayout<Ours>.offset(of: \.rows) == MemoryLayout<FT_Bitmap>.offset(of: \.rows))
    #expect(MemoryLayout<Ours>.offset(of: \.width) == MemoryLayout<FT_Bitmap>.offset(of: \.width))
    #expect(MemoryLayout<Ours>.offset(of: \.pitch) == MemoryLayout<FT_Bitmap>.offset(of: \.pitch))
    #expect(MemoryLayout<Ours>.offset(of: \.buffer) == MemoryLayout<FT_Bitmap>.offset(of: \.buffer))
    #expect(MemoryLayout<Ours>.offset(of: \.pixel_mode) == MemoryLayout<FT_Bitmap>.offset(of: \.pixel_mode))
  }

  @Test func constantsAreFreeTypes() {
    #expect(WEATHERTUI_FT_LOAD_RENDER == Int(FT_LOAD_RENDER))
    // FT_LOAD_TARGET_MONO is FT_LOAD_TARGET_(FT_RENDER_MODE_MONO), a macro Swift cannot import.
    #expect(WEATHERTUI_FT_LOAD_TARGET_MONO == (Int(FT_RENDER_MODE_MONO.rawValue) & 15) << 16)
    #expect(WEATHERTUI_FT_PIXEL_MODE_MONO == Int(FT_PIXEL_MODE_MONO.rawValue))
    #expect(WEATHERTUI_FT_PIXEL_MODE_GRAY == Int(FT_PIXEL_MODE_GRAY.rawValue))
    #expect(WEATHERTUI_FT_FACE_FLAG_KERNING == Int(FT_FACE_FLAG_KERNING))
    #expect(WEATHERTUI_FT_KERNING_DEFAULT == Int(FT_KERNING_DEFAULT.rawValue))
  }
}
