// FreeType's own headers, for the tests that hold Sources/CFreeType against them.
#include <ft2build.h>
#include FT_FREETYPE_H
