// The common screenshot PNG (8-bit RGB or RGBA, not interlaced) inflated in one call by
// libdeflate and unfiltered in place, in the memory its pixels take.

#include "tagflow_png_fast.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

static inline uint8_t paeth(int a, int b, int c) {
  int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
  return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/// Asks the kernel to back the whole 2 MiB pages inside `buffer` with huge pages before the
/// pixels are written: a screenshot's 16 MB of fresh memory faulted in 4 KiB at a time cost
/// about a fifth of a diff. Only pages inside the buffer are advised; a refusal changes nothing
/// but the speed (as FlowLayout's HugePages.swift does for frame arrays).
static void advise_huge_pages(uint8_t *buffer, size_t size) {
  const uintptr_t huge = (uintptr_t)2 << 20;
  uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
  uintptr_t end = ((uintptr_t)buffer + size) & ~(huge - 1);
  if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
}

/// Undoes `filter` on the `length` bytes of `row` in place, `prior` being the row above
/// (unfiltered, zeros for the first row) and `bpp` the bytes of a pixel. Inlined with a
/// constant `bpp`, each filter is one tight loop the compiler can vectorise (Up, and Sub and
/// Average across the channels of a pixel).
static inline int unfilter(uint8_t *row, const uint8_t *prior, size_t length, int bpp, uint8_t filter) {
  switch (filter) {
  case 0: return 0;
  case 1:
    for (size_t i = (size_t)bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
    return 0;
  case 2:
    for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + prior[i]);
    return 0;
  case 3:
    for (size_t i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + (prior[i] >> 1));
    for (size_t i = (size_t)bpp; i < length; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prior[i]) >> 1));
    return 0;
  case 4:
    for (size_t i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + prior[i]);
    for (size_t i = (size_t)bpp; i < length; i++)
      row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
    return 0;
  default: return -1;
  }
}

/// RGBA rows: each filtered row moves down to its pixels' place (one byte per row back, so
/// the move never reaches a row still to read) and is unfiltered there against the row above.
static int unfilter_rgba(uint8_t *buffer, const uint8_t *raw, uint32_t width, uint32_t height, const uint8_t *zeros) {
  size_t length = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *filtered = raw + (length + 1) * y;
    uint8_t *row = buffer + length * y;
    uint8_t filter = filtered[0];
    memmove(row, filtered + 1, length);
    if (unfilter(row, y > 0 ? row - length : zeros, length, 4, filter) != 0) return -1;
  }
  return 0;
}

/// One row of RGB spread to RGBA with opaque alpha. On a little-endian machine each pixel but
/// the last is one 4-byte load (its three bytes and the next pixel's first), the alpha byte
/// set, and one 4-byte store: 2.6 times as fast as byte by byte (0.84 ms against 2.2 for a
/// 2000×1711 screenshot).
static void expand_rgb(uint8_t *restrict out, const uint8_t *restrict rgb, uint32_t width) {
  size_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  for (; x + 1 < width; x++) {
    uint32_t pixel;
    memcpy(&pixel, rgb + 3 * x, 4);
    pixel |= 0xFF000000u;
    memcpy(out + 4 * x, &pixel, 4);
  }
#endif
  for (; x < width; x++) {
    out[4 * x] = rgb[3 * x];
    out[4 * x + 1] = rgb[3 * x + 1];
    out[4 * x + 2] = rgb[3 * x + 2];
    out[4 * x + 3] = 0xFF;
  }
}

/// RGB rows: unfiltered in two rows of scratch, then spread to RGBA with opaque alpha. The
/// filtered rows sit at the end of the buffer, so the pixels written never reach a row still
/// to read.
static int unfilter_rgb(uint8_t *buffer, const uint8_t *raw, uint32_t width, uint32_t height, uint8_t *scratch) {
  size_t length = (size_t)width * 3;
  uint8_t *prior = scratch, *row = scratch + length;
  memset(prior, 0, length);
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *filtered = raw + (length + 1) * y;
    memcpy(row, filtered + 1, length);
    if (unfilter(row, prior, length, 3, filtered[0]) != 0) return -1;
    expand_rgb(buffer + (size_t)width * 4 * y, row, width);
    uint8_t *swap = prior;
    prior = row;
    row = swap;
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
  advise_huge_pages(buffer, capacity);
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

  // The first RGBA row is unfiltered against zeros; RGB rows need two rows of scratch.
  uint8_t *scratch = calloc((size_t)width * (channels == 4 ? 4 : 6), 1);
  if (scratch == NULL) return 0;
  int status = channels == 4 ? unfilter_rgba(buffer, raw, width, height, scratch)
                             : unfilter_rgb(buffer, raw, width, height, scratch);
  free(scratch);
  if (status != 0) return 0;
  return 1;
}
