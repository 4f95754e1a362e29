// The common screenshot PNG (8-bit RGB or RGBA, not interlaced) inflated in one call by
// libdeflate and unfiltered in place, in the memory its pixels take.

#include "tagflow_png_fast.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/// libpng's default user limit on each side: larger images go to libpng, which refuses them.
enum { LIBPNG_SIDE_LIMIT = 1000000 };

static uint32_t big_endian(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// One chunk of `data` at `offset`, checked: whole, a name of four letters, its CRC right.
/// Returns the offset of the next chunk, or 0 when the chunk is not sound.
static size_t next_chunk(const uint8_t *data, size_t size, size_t offset, uint32_t *length) {
  if (size - offset < 12) return 0;
  *length = big_endian(data + offset);
  if (*length > 0x7FFFFFFFu || size - offset - 12 < *length) return 0;
  const uint8_t *name = data + offset + 4;
  for (int i = 0; i < 4; i++)
    if (!is_letter(name[i])) return 0;
  uint32_t crc = (uint32_t)libdeflate_crc32(0, name, 4 + (size_t)*length);
  if (crc != big_endian(name + 4 + *length)) return 0;
  return offset + 12 + *length;
}

static uint8_t paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return (uint8_t)a;
  return (uint8_t)(pb <= pc ? b : c);
}

/// Each sample of a row: `value` computed from the filtered byte `raw[i]` and the samples
/// `left`, `up` and `up_left` (0 outside the image), written to RGBA `out`. One loop per
/// filter, so no filter is chosen per byte.
#define EACH_SAMPLE(value)                                                                      \
  for (uint32_t x = 0; x < width; x++) {                                                        \
    uint8_t pixel[4] = {0, 0, 0, 0xFF};                                                         \
    for (int c = 0; c < channels; c++) {                                                        \
      int left = x > 0 ? out[4 * (x - 1) + c] : 0;                                              \
      int up = above ? above[4 * x + c] : 0;                                                    \
      int up_left = above && x > 0 ? above[4 * (x - 1) + c] : 0;                                \
      int filtered = raw[(size_t)channels * x + c];                                             \
      (void)left, (void)up, (void)up_left;                                                      \
      pixel[c] = (uint8_t)(value);                                                              \
    }                                                                                           \
    memcpy(out + 4 * (size_t)x, pixel, 4);                                                      \
  }

/// Unfilters one row of `channels`-byte pixels from `raw` (the filter byte first) into RGBA
/// at `out`, reading the row above from `above` (already RGBA; NULL for the first row).
/// `raw` may lie behind `out` in the same memory: each byte is read before it is overwritten.
static int unfilter_row(const uint8_t *raw, uint8_t *out, const uint8_t *above, uint32_t width, int channels) {
  uint8_t filter = raw[0];
  raw++;
  switch (filter) {
  case 0: EACH_SAMPLE(filtered) break;
  case 1: EACH_SAMPLE(filtered + left) break;
  case 2: EACH_SAMPLE(filtered + up) break;
  case 3: EACH_SAMPLE(filtered + ((left + up) >> 1)) break;
  case 4: EACH_SAMPLE(filtered + paeth(left, up, up_left)) break;
  default: return -1;
  }
  return 0;
}

size_t tagflow_png_fast_capacity(uint32_t width, uint32_t height) {
  return (size_t)height * ((size_t)width * 4 + 1);
}

int tagflow_png_fast_decode(const uint8_t *data, size_t size, uint8_t *buffer, uint32_t width, uint32_t height) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (size < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
  uint32_t length;
  size_t offset = next_chunk(data, size, 8, &length);
  const uint8_t *ihdr = data + 16;
  if (offset == 0 || length != 13 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
  uint8_t depth = ihdr[8], colour = ihdr[9];
  int channels = colour == 2 ? 3 : colour == 6 ? 4 : 0;
  if (big_endian(ihdr) != width || big_endian(ihdr + 4) != height || width == 0 || height == 0 ||
      width > LIBPNG_SIDE_LIMIT || height > LIBPNG_SIDE_LIMIT || depth != 8 || channels == 0 || ihdr[10] != 0 ||
      ihdr[11] != 0 || ihdr[12] != 0)
    return 0;

  // The chunks: ancillary ones (but tRNS) skipped, the IDATs in one run, IEND last and at the end.
  const uint8_t *first_idat = NULL;
  size_t idat_bytes = 0, idat_count = 0;
  int idat_done = 0, ended = 0;
  while (offset < size && !ended) {
    size_t next = next_chunk(data, size, offset, &length);
    if (next == 0) return 0;
    const uint8_t *name = data + offset + 4;
    if (memcmp(name, "IDAT", 4) == 0) {
      if (idat_done) return 0;
      if (first_idat == NULL) first_idat = name + 4;
      idat_bytes += length;
      idat_count++;
    } else {
      if (first_idat != NULL) idat_done = 1;
      if (memcmp(name, "IEND", 4) == 0) {
        if (length != 0 || next != size) return 0;
        ended = 1;
      } else if (!(name[0] & 0x20) || memcmp(name, "tRNS", 4) == 0) {
        return 0;  // PLTE, tRNS or an unknown critical chunk: libpng's rules
      }
    }
    offset = next;
  }
  if (!ended || first_idat == NULL) return 0;

  // The compressed stream, gathered when it spans several IDATs.
  const uint8_t *stream = first_idat;
  uint8_t *gathered = NULL;
  if (idat_count > 1) {
    gathered = malloc(idat_bytes);
    if (gathered == NULL) return 0;
    size_t at = 0;
    for (offset = 8; at < idat_bytes; offset += 12 + (size_t)length) {
      length = big_endian(data + offset);
      if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
        memcpy(gathered + at, data + offset + 8, length);
        at += length;
      }
    }
    stream = gathered;
  }

  // Filtered rows inflated into the end of the buffer; unfiltered RGBA written from its start
  // stays behind the bytes still to read (an RGBA row is one byte shorter than its filtered
  // row, an RGB one longer but starting further back), so the pixels need no second buffer.
  size_t row_bytes = (size_t)width * (size_t)channels + 1;
  size_t raw_bytes = row_bytes * height;
  size_t capacity = tagflow_png_fast_capacity(width, height);
  uint8_t *raw = buffer + (capacity - raw_bytes);
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  size_t used = 0, written = 0;
  enum libdeflate_result result = LIBDEFLATE_BAD_DATA;
  if (inflater != NULL) {
    result = libdeflate_zlib_decompress_ex(inflater, stream, idat_bytes, raw, raw_bytes, &used, &written);
    libdeflate_free_decompressor(inflater);
  }
  free(gathered);
  // Anything but exactly the image's rows from exactly the stream is libpng's to word.
  if (result != LIBDEFLATE_SUCCESS || used != idat_bytes || written != raw_bytes) return 0;

  size_t out_row = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    uint8_t *out = buffer + out_row * y;
    if (unfilter_row(raw + row_bytes * y, out, y > 0 ? out - out_row : NULL, width, channels) != 0) return 0;
  }
  return 1;
}
