// PNG and JPEG decoding for an app's asset images, by the platform's
// libpng (its simplified API, which reports errors in its struct) and
// libjpeg-turbo (whose error exit is caught here, in C: no longjmp ever
// crosses into Swift).
#include "lasim_image.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>

static void set_error(char *error, size_t size, const char *text) {
    if (error && size > 0) snprintf(error, size, "%s", text);
}

int lasim_decode_png(const uint8_t *data, size_t length, uint32_t max_side,
                     lasim_image *out, char *error, size_t error_size) {
    memset(out, 0, sizeof *out);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        set_error(error, error_size, image.message[0] ? image.message : "not a PNG");
        png_image_free(&image);
        return 1;
    }
    if (image.width == 0 || image.height == 0 || image.width > max_side || image.height > max_side) {
        char text[128];
        snprintf(text, sizeof text, "%ux%u pixels, over the %ux%u decoded", image.width, image.height, max_side, max_side);
        set_error(error, error_size, text);
        png_image_free(&image);
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t size = (size_t)image.width * image.height * 4;
    uint8_t *pixels = malloc(size);
    if (!pixels) {
        set_error(error, error_size, "out of memory");
        png_image_free(&image);
        return 1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        set_error(error, error_size, image.message[0] ? image.message : "corrupt PNG");
        free(pixels);
        png_image_free(&image);
        return 1;
    }
    out->width = image.width;
    out->height = image.height;
    out->pixels = pixels;
    png_image_free(&image);
    return 0;
}

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void jpeg_failed(j_common_ptr info) {
    struct jpeg_failure *f = (struct jpeg_failure *)info->err;
    (*info->err->format_message)(info, f->message);
    longjmp(f->jump, 1);
}

// Warnings (a corrupt but readable stream) are not printed on stderr.
static void jpeg_quiet(j_common_ptr info) { (void)info; }

int lasim_decode_jpeg(const uint8_t *data, size_t length, uint32_t max_side,
                      lasim_image *out, char *error, size_t error_size) {
    memset(out, 0, sizeof *out);
    struct jpeg_decompress_struct info;
    memset(&info, 0, sizeof info);
    struct jpeg_failure failure;
    // Volatile: read after a longjmp back into this frame.
    uint8_t *volatile pixels = NULL;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_failed;
    failure.manager.output_message = jpeg_quiet;
    if (setjmp(failure.jump)) {
        set_error(error, error_size, failure.message[0] ? failure.message : "corrupt JPEG");
        free(pixels);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > max_side || info.image_height > max_side) {
        char text[128];
        snprintf(text, sizeof text, "%ux%u pixels, over the %ux%u decoded", info.image_width, info.image_height, max_side, max_side);
        set_error(error, error_size, text);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        set_error(error, error_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    out->width = info.output_width;
    out->height = info.output_height;
    out->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

void lasim_image_free(lasim_image *image) {
    free(image->pixels);
    image->pixels = NULL;
    image->width = image->height = 0;
}

int lasim_encode_png(const lasim_image *in, uint8_t **out, size_t *out_length,
                     char *error, size_t error_size) {
    *out = NULL;
    *out_length = 0;
    if (!in || !in->pixels || in->width == 0 || in->height == 0) {
        set_error(error, error_size, "no pixels");
        return 1;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = in->width;
    image.height = in->height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    // The first call measures, the second writes.
    if (!png_image_write_to_memory(&image, NULL, &size, 0, in->pixels, 0, NULL) || size == 0) {
        set_error(error, error_size, image.message[0] ? image.message : "cannot be encoded");
        png_image_free(&image);
        return 1;
    }
    uint8_t *buffer = malloc(size);
    if (!buffer) {
        set_error(error, error_size, "out of memory");
        png_image_free(&image);
        return 1;
    }
    if (!png_image_write_to_memory(&image, buffer, &size, 0, in->pixels, 0, NULL)) {
        set_error(error, error_size, image.message[0] ? image.message : "cannot be encoded");
        free(buffer);
        png_image_free(&image);
        return 1;
    }
    png_image_free(&image);
    *out = buffer;
    *out_length = size;
    return 0;
}

void lasim_buffer_free(uint8_t *buffer) { free(buffer); }
