// libpng's regular reader behind one small C API: libpng reports errors with longjmp, which
// must never cross a Swift frame, so every libpng call sits in this file, under a setjmp.
#ifndef TAGFLOW_PNG_H
#define TAGFLOW_PNG_H

#include <stddef.h>
#include <stdint.h>

// The libdeflate fast path for common screenshots, named here too so that a build whose module
// cache predates it still sees it (clang does not notice a header added to an umbrella folder).
#include "tagflow_png_fast.h"

/// One PNG being read from memory. Create, read the header, read the image, destroy.
typedef struct tagflow_png_reader tagflow_png_reader;

/// Why a call failed (see `tagflow_png_reader_failure`).
typedef enum {
  /// libpng refused the data; `tagflow_png_reader_message` has its words.
  TAGFLOW_PNG_REFUSED = 0,
  /// The data ended before the image data did.
  TAGFLOW_PNG_ENDS_IN_IMAGE = 1,
  /// The image data is complete but the data ended before the IEND chunk (no longer a
  /// failure: see `tagflow_png_reader_ends_before_iend`).
  TAGFLOW_PNG_ENDS_BEFORE_IEND = 2,
  /// Bytes follow the IEND chunk (`tagflow_png_reader_trailing_bytes` says how many).
  TAGFLOW_PNG_TRAILING_DATA = 3,
  /// Memory could not be allocated.
  TAGFLOW_PNG_OUT_OF_MEMORY = 4,
} tagflow_png_failure;

/// A reader of the `size` bytes at `data`, which must stay valid until it is destroyed.
/// NULL when memory runs out.
tagflow_png_reader *tagflow_png_reader_create(const uint8_t *data, size_t size);

/// Reads the chunks up to the image data and sets the transforms that give straight 8-bit
/// RGBA from the stored samples: palette and tRNS expanded, low bit depths replicated,
/// 16 bits rounded, grey to RGB, opaque alpha added, interlacing undone. No gamma, no
/// premultiplication; ancillary chunks other than tRNS are skipped unread (their CRC is
/// still checked). 0 on success, -1 on failure.
int tagflow_png_reader_read_header(tagflow_png_reader *reader, uint32_t *width, uint32_t *height);

/// Decodes the image into `rgba` (width × height × 4 bytes), then reads on to the IEND chunk
/// and checks that nothing follows it. 0 on success, -1 on failure. Data that ends after every
/// row has decoded but before the IEND chunk (odiff's own orange.png, which Pillow and odiff
/// read) is a success with `tagflow_png_reader_ends_before_iend` set: no pixel is missing.
int tagflow_png_reader_read_image(tagflow_png_reader *reader, uint8_t *rgba);

/// After a success: 1 when the data ended after the image but before the IEND chunk, else 0.
int tagflow_png_reader_ends_before_iend(const tagflow_png_reader *reader);

/// After a failure: why.
tagflow_png_failure tagflow_png_reader_failure(const tagflow_png_reader *reader);

/// After a failure: libpng's message (empty when it has none).
const char *tagflow_png_reader_message(const tagflow_png_reader *reader);

/// After `TAGFLOW_PNG_TRAILING_DATA`: how many bytes follow the IEND chunk.
size_t tagflow_png_reader_trailing_bytes(const tagflow_png_reader *reader);

/// Frees the reader and everything libpng allocated for it; NULL is allowed.
void tagflow_png_reader_destroy(tagflow_png_reader *reader);

#endif
