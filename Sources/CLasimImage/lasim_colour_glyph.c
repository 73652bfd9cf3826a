// A colour emoji font's bitmap of one character, by the platform's
// FreeType: Noto Color Emoji's glyphs are PNGs in its CBDT table, which
// FreeType finds through the font's character map and its strikes'
// index, and decodes (with libpng) to premultiplied BGRA.
// FreeType is not linked: the caller opens it (dlopen) when a PNG first
// draws a filled symbol, and its functions are looked up in that handle
// here, where their types are (FreeType's headers, libfreetype-dev, at
// build time only). Linked, every start of lasim loaded libfreetype and
// the brotli it links (about 1 MB of the app's resident memory).
// A library per call: nothing outlives it, so nothing is shared between
// threads. FreeType allocates through `capped_alloc`, which refuses any
// block larger than a bitmap of `max_side` x `max_side` (or a megabyte,
// which FreeType's own structures stay well under) before it is
// allocated, so a font's PNG cannot make it allocate more than the PNG
// decoder may.
#include "lasim_image.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H

/// The FreeType functions used, from the library the caller opened.
typedef struct freetype_api {
    const char *(*error_string)(FT_Error);
    FT_Error (*new_library)(FT_Memory, FT_Library *);
    void (*add_default_modules)(FT_Library);
    void (*set_default_properties)(FT_Library);
    FT_Error (*new_memory_face)(FT_Library, const FT_Byte *, FT_Long, FT_Long, FT_Face *);
    FT_Error (*select_size)(FT_Face, FT_Int);
    FT_UInt (*get_char_index)(FT_Face, FT_ULong);
    FT_Error (*load_glyph)(FT_Face, FT_UInt, FT_Int32);
    FT_Error (*done_face)(FT_Face);
    FT_Error (*done_library)(FT_Library);
} freetype_api;

/// `api` from `library`: NULL when it has them all, else the first name
/// it lacks. FT_Error_String (FreeType 2.10) may be missing: errors are
/// then told by number.
static const char *bind_freetype(void *library, freetype_api *api) {
    *(void **)&api->error_string = dlsym(library, "FT_Error_String");
#define BIND(field, name) \
    if (!(*(void **)&api->field = dlsym(library, name))) return name;
    BIND(new_library, "FT_New_Library")
    BIND(add_default_modules, "FT_Add_Default_Modules")
    BIND(set_default_properties, "FT_Set_Default_Properties")
    BIND(new_memory_face, "FT_New_Memory_Face")
    BIND(select_size, "FT_Select_Size")
    BIND(get_char_index, "FT_Get_Char_Index")
    BIND(load_glyph, "FT_Load_Glyph")
    BIND(done_face, "FT_Done_Face")
    BIND(done_library, "FT_Done_Library")
#undef BIND
    return NULL;
}

static void glyph_error(const freetype_api *ft, char *error, size_t size, const char *what, uint32_t codepoint, FT_Error code) {
    if (!error || size == 0) return;
    const char *reason = code && ft && ft->error_string ? ft->error_string(code) : NULL;
    if (reason) snprintf(error, size, "U+%04X: %s: %s", (unsigned)codepoint, what, reason);
    else if (code) snprintf(error, size, "U+%04X: %s (FreeType error %d)", (unsigned)codepoint, what, code);
    else snprintf(error, size, "U+%04X: %s", (unsigned)codepoint, what);
}

static void *capped_alloc(FT_Memory memory, long size) {
    size_t cap = *(const size_t *)memory->user;
    return size <= 0 || (size_t)size > cap ? NULL : malloc((size_t)size);
}

static void *capped_realloc(FT_Memory memory, long current, long size, void *block) {
    (void)current;
    size_t cap = *(const size_t *)memory->user;
    return size <= 0 || (size_t)size > cap ? NULL : realloc(block, (size_t)size);
}

static void capped_free(FT_Memory memory, void *block) {
    (void)memory;
    free(block);
}

/// The bitmap of `face`'s glyph for `codepoint` in its largest strike, or an error.
static int load_bitmap(const freetype_api *ft, FT_Face face, uint32_t codepoint, uint32_t max_side,
                       lasim_image *out, char *error, size_t error_size) {
    if (face->num_fixed_sizes < 1) {
        glyph_error(ft, error, error_size, "the font has no bitmap strikes", codepoint, 0);
        return 1;
    }
    FT_Int largest = 0;
    for (FT_Int i = 1; i < face->num_fixed_sizes; i++)
        if (face->available_sizes[i].y_ppem > face->available_sizes[largest].y_ppem) largest = i;
    FT_Error code = ft->select_size(face, largest);
    if (code) {
        glyph_error(ft, error, error_size, "its largest strike cannot be selected", codepoint, code);
        return 1;
    }
    FT_UInt glyph = ft->get_char_index(face, codepoint);
    if (glyph == 0) {
        glyph_error(ft, error, error_size, "not in the font's character map", codepoint, 0);
        return 1;
    }
    code = ft->load_glyph(face, glyph, FT_LOAD_COLOR);
    if (code) {
        glyph_error(ft, error, error_size, "its bitmap cannot be loaded", codepoint, code);
        return 1;
    }
    const FT_Bitmap *bitmap = &face->glyph->bitmap;
    if (bitmap->pixel_mode != FT_PIXEL_MODE_BGRA || !bitmap->buffer) {
        glyph_error(ft, error, error_size, "no colour bitmap", codepoint, 0);
        return 1;
    }
    uint32_t width = bitmap->width, height = bitmap->rows;
    size_t stride = bitmap->pitch < 0 ? (size_t)(-(long)bitmap->pitch) : (size_t)bitmap->pitch;
    if (width == 0 || height == 0 || width > max_side || height > max_side || stride < (size_t)width * 4) {
        char what[96];
        snprintf(what, sizeof what, "a %ux%u bitmap, not within %ux%u", width, height, max_side, max_side);
        glyph_error(ft, error, error_size, what, codepoint, 0);
        return 1;
    }
    uint8_t *pixels = malloc((size_t)width * height * 4);
    if (!pixels) {
        glyph_error(ft, error, error_size, "out of memory", codepoint, 0);
        return 1;
    }
    for (uint32_t y = 0; y < height; y++) {
        // A negative pitch: rows bottom to top in memory.
        const uint8_t *row = bitmap->buffer + (bitmap->pitch < 0 ? (size_t)(height - 1 - y) : y) * stride;
        uint8_t *to = pixels + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *p = row + (size_t)x * 4;
            unsigned a = p[3];
            // Premultiplied BGRA to straight RGBA, as lasim_image holds.
            for (int c = 0; c < 3; c++) {
                unsigned v = a ? (p[2 - c] * 255u + a / 2) / a : 0;
                to[x * 4 + c] = (uint8_t)(v > 255 ? 255 : v);
            }
            to[x * 4 + 3] = (uint8_t)a;
        }
    }
    out->width = width;
    out->height = height;
    out->pixels = pixels;
    return 0;
}

int lasim_decode_colour_glyph(void *freetype, const uint8_t *font, size_t length, uint32_t codepoint, uint32_t max_side,
                              lasim_image *out, char *error, size_t error_size) {
    memset(out, 0, sizeof *out);
    if (error && error_size > 0) error[0] = 0;
    if (!freetype) {
        glyph_error(NULL, error, error_size, "FreeType (libfreetype.so.6) is not installed", codepoint, 0);
        return 1;
    }
    freetype_api ft;
    const char *missing = bind_freetype(freetype, &ft);
    if (missing) {
        char what[64];
        snprintf(what, sizeof what, "FreeType lacks %s", missing);
        glyph_error(NULL, error, error_size, what, codepoint, 0);
        return 1;
    }
    if (length > LONG_MAX) {
        glyph_error(&ft, error, error_size, "the font file is too large", codepoint, 0);
        return 1;
    }
    size_t cap = (size_t)max_side * max_side * 4;
    if (cap < ((size_t)1 << 20)) cap = (size_t)1 << 20;
    struct FT_MemoryRec_ memory = { &cap, capped_alloc, capped_free, capped_realloc };
    FT_Library library = NULL;
    FT_Error code = ft.new_library(&memory, &library);
    if (code) {
        glyph_error(&ft, error, error_size, "FreeType cannot start", codepoint, code);
        return 1;
    }
    ft.add_default_modules(library);
    ft.set_default_properties(library);
    FT_Face face = NULL;
    code = ft.new_memory_face(library, font, (FT_Long)length, 0, &face);
    int status;
    if (code) {
        glyph_error(&ft, error, error_size, "not a font FreeType reads", codepoint, code);
        status = 1;
    } else {
        status = load_bitmap(&ft, face, codepoint, max_side, out, error, error_size);
        ft.done_face(face);
    }
    ft.done_library(library);
    return status;
}
