#ifndef LASIM_IMAGE_H
#define LASIM_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// An image decoded to 8-bit RGBA, straight (not premultiplied) alpha, rows
/// top to bottom. `pixels` is malloc'd: free it with lasim_image_free.
typedef struct lasim_image {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
} lasim_image;

/// 0 on success; otherwise `out` is empty and `error` holds one line.
/// Images wider or taller than `max_side` are refused before any pixel
/// buffer is allocated. Errors never leave these functions by longjmp.
int lasim_decode_png(const uint8_t *data, size_t length, uint32_t max_side,
                     lasim_image *out, char *error, size_t error_size);
int lasim_decode_jpeg(const uint8_t *data, size_t length, uint32_t max_side,
                      lasim_image *out, char *error, size_t error_size);
void lasim_image_free(lasim_image *image);

/// The bitmap a colour emoji font (CBDT, sbix: Noto Color Emoji) draws
/// `codepoint` with in its largest strike, by FreeType, from the font
/// file's bytes: 0 on success, as lasim_decode_png; 1 with `error` for a
/// font FreeType does not read, a character it has no colour bitmap for,
/// or a bitmap wider or taller than `max_side`. `freetype`: libfreetype
/// as dlopen opened it (lasim does not link it), its functions looked up
/// there; NULL or a library lacking one is an error too.
int lasim_decode_colour_glyph(void *freetype, const uint8_t *font, size_t length, uint32_t codepoint, uint32_t max_side,
                              lasim_image *out, char *error, size_t error_size);

/// `image` (8-bit RGBA, straight alpha) as PNG bytes, by libpng's
/// simplified API: 0 on success, `*out` malloc'd (free it with
/// lasim_buffer_free) and `*out_length` its length; otherwise `error`.
int lasim_encode_png(const lasim_image *image, uint8_t **out, size_t *out_length,
                     char *error, size_t error_size);
void lasim_buffer_free(uint8_t *buffer);

#endif
