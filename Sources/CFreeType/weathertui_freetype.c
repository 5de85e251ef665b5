#include "weathertui_freetype.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// MARK: - The library, loaded once

// FreeType's functions by their documented signatures (FT_Error is int, FT_UInt unsigned int,
// FT_ULong unsigned long, FT_Long and FT_Pos long, FT_Int32 a 32-bit int).
typedef struct {
  long x;
  long y;
} vector;

static struct {
  int (*init_freetype)(void **library);
  int (*new_face)(void *library, const char *path, long index, weathertui_ft_face_rec **face);
  int (*done_face)(weathertui_ft_face_rec *face);
  unsigned int (*get_char_index)(weathertui_ft_face_rec *face, unsigned long codepoint);
  int (*set_pixel_sizes)(weathertui_ft_face_rec *face, unsigned int width, unsigned int height);
  int (*load_glyph)(weathertui_ft_face_rec *face, unsigned int index, int32_t flags);
  int (*get_kerning)(weathertui_ft_face_rec *face, unsigned int left, unsigned int right, unsigned int mode,
                     vector *kerning);
} api;

static void *library;
// FT_New_Face and FT_Done_Face change the library's list of faces: one at a time.
static pthread_mutex_t faces_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[512];

static void *symbol(void *handle, const char *name) {
  void *found = dlsym(handle, name);
  if (found == NULL && load_failure[0] == '\0') {
    snprintf(load_failure, sizeof load_failure, "libfreetype.so.6 has no %s", name);
  }
  return found;
}

static void load(void) {
  void *handle = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *reason = dlerror();
    snprintf(load_failure, sizeof load_failure, "%s", reason ? reason : "libfreetype.so.6 not found");
    return;
  }
  api.init_freetype = (int (*)(void **))symbol(handle, "FT_Init_FreeType");
  api.new_face = (int (*)(void *, const char *, long, weathertui_ft_face_rec **))symbol(handle, "FT_New_Face");
  api.done_face = (int (*)(weathertui_ft_face_rec *))symbol(handle, "FT_Done_Face");
  api.get_char_index = (unsigned int (*)(weathertui_ft_face_rec *, unsigned long))symbol(handle, "FT_Get_Char_Index");
  api.set_pixel_sizes =
    (int (*)(weathertui_ft_face_rec *, unsigned int, unsigned int))symbol(handle, "FT_Set_Pixel_Sizes");
  api.load_glyph = (int (*)(weathertui_ft_face_rec *, unsigned int, int32_t))symbol(handle, "FT_Load_Glyph");
  api.get_kerning = (int (*)(weathertui_ft_face_rec *, unsigned int, unsigned int, unsigned int, vector *))symbol(
    handle, "FT_Get_Kerning");
  if (load_failure[0] != '\0') return;
  int error = api.init_freetype(&library);
  if (error != 0) {
    snprintf(load_failure, sizeof load_failure, "FT_Init_FreeType failed (FreeType error %d)", error);
    library = NULL;
  }
}

const char *weathertui_ft_load(void) {
  pthread_once(&load_once, load);
  return library != NULL ? NULL : load_failure;
}

// MARK: - Faces

weathertui_ft_face_rec *weathertui_ft_open(const char *path, int *error) {
  if (weathertui_ft_load() != NULL) {
    *error = -1;
    return NULL;
  }
  weathertui_ft_face_rec *face = NULL;
  pthread_mutex_lock(&faces_lock);
  *error = api.new_face(library, path, 0, &face);
  pthread_mutex_unlock(&faces_lock);
  return *error == 0 ? face : NULL;
}

void weathertui_ft_close(weathertui_ft_face_rec *face) {
  if (face == NULL) return;
  pthread_mutex_lock(&faces_lock);
  api.done_face(face);
  pthread_mutex_unlock(&faces_lock);
}

unsigned int weathertui_ft_glyph_index(weathertui_ft_face_rec *face, uint32_t codepoint) {
  return api.get_char_index(face, codepoint);
}

int weathertui_ft_set_pixel_sizes(weathertui_ft_face_rec *face, unsigned int width, unsigned int height) {
  return api.set_pixel_sizes(face, width, height);
}

int weathertui_ft_render(weathertui_ft_face_rec *face, unsigned int index, int mono) {
  return api.load_glyph(face, index, WEATHERTUI_FT_LOAD_RENDER | (mono ? WEATHERTUI_FT_LOAD_TARGET_MONO : 0));
}

long weathertui_ft_kerning(weathertui_ft_face_rec *face, unsigned int left, unsigned int right) {
  if ((face->face_flags & WEATHERTUI_FT_FACE_FLAG_KERNING) == 0) return 0;
  vector kerning = {0, 0};
  if (api.get_kerning(face, left, right, WEATHERTUI_FT_KERNING_DEFAULT, &kerning) != 0) return 0;
  return kerning.x;
}
