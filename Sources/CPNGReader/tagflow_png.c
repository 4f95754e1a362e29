// libpng's regular (not simplified) reader from memory, with every error caught by setjmp here.

#include "tagflow_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tagflow_png_reader {
  png_structp png;
  png_infop info;
  const uint8_t *data;
  size_t size;
  size_t offset;
  png_bytep *rows;
  /// Set once the image rows are decoded: running out of data then means a missing IEND.
  int image_read;
  int ran_out;
  /// Set when the data ran out after the image rows: read, with a warning.
  int ends_before_iend;
  tagflow_png_failure failure;
  char message[256];
};

static void on_error(png_structp png, png_const_charp message) {
  tagflow_png_reader *reader = png_get_error_ptr(png);
  snprintf(reader->message, sizeof reader->message, "%s", message);
  png_longjmp(png, 1);
}

/// Warnings are dropped: what matters is refused as an error (see read_header), and libpng's
/// default handler would print to stderr.
static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void on_read(png_structp png, png_bytep out, size_t count) {
  tagflow_png_reader *reader = png_get_io_ptr(png);
  if (count > reader->size - reader->offset) {
    reader->ran_out = 1;
    png_error(png, "read beyond end of data");
  }
  memcpy(out, reader->data + reader->offset, count);
  reader->offset += count;
}

/// The failure after a longjmp: running out of data says where, anything else is libpng's.
static int failed(tagflow_png_reader *reader) {
  if (reader->ran_out) {
    reader->failure = reader->image_read ? TAGFLOW_PNG_ENDS_BEFORE_IEND : TAGFLOW_PNG_ENDS_IN_IMAGE;
  } else {
    reader->failure = TAGFLOW_PNG_REFUSED;
  }
  return -1;
}

tagflow_png_reader *tagflow_png_reader_create(const uint8_t *data, size_t size) {
  tagflow_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) return NULL;
  reader->data = data;
  reader->size = size;
  // libpng catches errors during creation itself and returns NULL.
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
  if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
  if (reader->png == NULL || reader->info == NULL) {
    tagflow_png_reader_destroy(reader);
    return NULL;
  }
  png_set_read_fn(reader->png, reader, on_read);
  return reader;
}

int tagflow_png_reader_read_header(tagflow_png_reader *reader, uint32_t *width, uint32_t *height) {
  png_structp png = reader->png;
  png_infop info = reader->info;
  if (setjmp(png_jmpbuf(png))) return failed(reader);
  // Strict: what libpng would only warn about as "benign" (extra compressed data, too many
  // IDATs, a bad tRNS, a non-empty IEND) and a CRC error in any chunk are errors.
  png_set_benign_errors(png, 0);
  png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
  // Every ancillary chunk but tRNS is skipped: gAMA, cHRM, sRGB, iCCP and sBIT never touch
  // the samples, and a malformed one of them cannot make a valid image unreadable.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_read_info(png, info);
  png_set_expand(png);    // palette → RGB, tRNS → alpha, 1/2/4-bit grey → 8 bits (replicated)
  png_set_scale_16(png);  // 16 → 8 bits rounded: (v + 128) / 257, not truncated
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  uint32_t w = png_get_image_width(png, info);
  if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
      png_get_rowbytes(png, info) != (size_t)w * 4) {
    snprintf(reader->message, sizeof reader->message, "the transforms did not give 8-bit RGBA");
    reader->failure = TAGFLOW_PNG_REFUSED;
    return -1;
  }
  *width = w;
  *height = png_get_image_height(png, info);
  return 0;
}

int tagflow_png_reader_read_image(tagflow_png_reader *reader, uint8_t *rgba) {
  png_structp png = reader->png;
  png_infop info = reader->info;
  uint32_t height = png_get_image_height(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  free(reader->rows);
  reader->rows = malloc(sizeof(png_bytep) * (size_t)height);
  if (reader->rows == NULL) {
    reader->failure = TAGFLOW_PNG_OUT_OF_MEMORY;
    return -1;
  }
  for (uint32_t y = 0; y < height; y++) reader->rows[y] = rgba + (size_t)y * row_bytes;
  if (setjmp(png_jmpbuf(png))) {
    // Every row is in `rgba`: what is missing (the end of the zlib stream, a CRC, chunks after
    // the image, IEND) holds no pixel.
    if (reader->ran_out && reader->image_read) {
      reader->ends_before_iend = 1;
      return 0;
    }
    return failed(reader);
  }
  png_read_image(png, reader->rows);
  reader->image_read = 1;
  png_read_end(png, NULL);
  if (reader->offset != reader->size) {
    reader->failure = TAGFLOW_PNG_TRAILING_DATA;
    return -1;
  }
  return 0;
}

int tagflow_png_reader_ends_before_iend(const tagflow_png_reader *reader) { return reader->ends_before_iend; }

tagflow_png_failure tagflow_png_reader_failure(const tagflow_png_reader *reader) {
  return reader->failure;
}

const char *tagflow_png_reader_message(const tagflow_png_reader *reader) { return reader->message; }

size_t tagflow_png_reader_trailing_bytes(const tagflow_png_reader *reader) {
  return reader->size - reader->offset;
}

void tagflow_png_reader_destroy(tagflow_png_reader *reader) {
  if (reader == NULL) return;
  if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
  free(reader->rows);
  free(reader);
}
