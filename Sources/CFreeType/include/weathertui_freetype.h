#ifndef WEATHERTUI_CFREETYPE_H
#define WEATHERTUI_CFREETYPE_H
#include <stdint.h>

// FreeType is loaded on first use (dlopen), as libcurl is (Sources/CCurl): a program that never
// draws big type (`--once`, a small terminal, `--help`) never maps it or the libraries it brings
// (libpng, zlib, brotli), and a machine without it runs the same binary with the dot font. Its
// headers are not needed to build: Debian puts them under /usr/include/freetype2, which would
// need a search path SwiftPM allows only through pkg-config, and that links the library. So the
// few declarations used are written here from FreeType's API reference, and the test target
// (FreeTypeABITests) holds every offset and constant against the real headers.

// MARK: - The part of FreeType's ABI this module reads

typedef struct weathertui_ft_bitmap_rec {
  unsigned int rows;
  unsigned int width;
  int pitch;
  unsigned char *buffer;
  unsigned short num_grays;
  unsigned char pixel_mode;
  unsigned char palette_mode;
  void *palette;
} weathertui_ft_bitmap_rec;  // FT_Bitmap

typedef struct weathertui_ft_generic {
  void *data;
  void (*finalizer)(void *object);
} weathertui_ft_generic;  // FT_Generic

/// The leading fields of FT_GlyphSlotRec, up to the bitmap's placement.
typedef struct weathertui_ft_glyph_slot_rec {
  void *library;
  void *face;
  void *next;
  unsigned int glyph_index;
  weathertui_ft_generic generic;
  long metrics[8];            // FT_Glyph_Metrics
  long linear_hori_advance;   // FT_Fixed
  long linear_vert_advance;
  long advance_x;             // FT_Vector advance, 26.6
  long advance_y;
  int format;                 // FT_Glyph_Format
  weathertui_ft_bitmap_rec bitmap;
  int bitmap_left;
  int bitmap_top;
} weathertui_ft_glyph_slot_rec;

/// The leading fields of FT_FaceRec, up to the glyph slot.
typedef struct weathertui_ft_face_rec {
  long num_faces;
  long face_index;
  long face_flags;
  long style_flags;
  long num_glyphs;
  char *family_name;
  char *style_name;
  int num_fixed_sizes;
  void *available_sizes;
  int num_charmaps;
  void *charmaps;
  weathertui_ft_generic generic;
  long bbox[4];               // FT_BBox
  unsigned short units_per_em;
  short ascender;
  short descender;
  short height;
  short max_advance_width;
  short max_advance_height;
  short underline_position;
  short underline_thickness;
  weathertui_ft_glyph_slot_rec *glyph;
} weathertui_ft_face_rec;

// FreeType's constants, as freetype.h and ftimage.h define them.
enum {
  WEATHERTUI_FT_LOAD_RENDER = 1 << 2,
  WEATHERTUI_FT_LOAD_TARGET_MONO = 2 << 16,  // FT_LOAD_TARGET_(FT_RENDER_MODE_MONO)
  WEATHERTUI_FT_PIXEL_MODE_MONO = 1,
  WEATHERTUI_FT_PIXEL_MODE_GRAY = 2,
  WEATHERTUI_FT_FACE_FLAG_KERNING = 1 << 6,
  WEATHERTUI_FT_KERNING_DEFAULT = 0,
};

// MARK: - Loading

/// Loads libfreetype.so.6 and makes the process's one FreeType library (once, any thread);
/// NULL when ready, else a one-line reason ("libfreetype.so.6: cannot open shared object file").
const char *weathertui_ft_load(void);

// MARK: - Faces (one thread at a time per face; the caller locks)

/// The first face of the font file at `path`, or NULL with FreeType's error in `*error`.
weathertui_ft_face_rec *weathertui_ft_open(const char *path, int *error);
void weathertui_ft_close(weathertui_ft_face_rec *face);
/// The face's glyph for a Unicode code point, 0 when its character map has none.
unsigned int weathertui_ft_glyph_index(weathertui_ft_face_rec *face, uint32_t codepoint);
/// Sizes the face: the em `width` by `height` pixels.
int weathertui_ft_set_pixel_sizes(weathertui_ft_face_rec *face, unsigned int width, unsigned int height);
/// Loads and renders glyph `index` into the face's slot (`face->glyph`), hinted for a
/// monochrome target when `mono`; 0 on success, else FreeType's error.
int weathertui_ft_render(weathertui_ft_face_rec *face, unsigned int index, int mono);
/// The kerning between two glyphs in 26.6 pixels along x; 0 when the face has none.
long weathertui_ft_kerning(weathertui_ft_face_rec *face, unsigned int left, unsigned int right);

#endif
