// A fast path for the PNG most screenshots are: 8-bit RGB or RGBA, not interlaced, no tRNS.
// libdeflate inflates the whole stream at once (libpng inflates with zlib a row at a time);
// anything this path does not read as libpng would, it leaves to libpng.
#ifndef TAGFLOW_PNG_FAST_H
#define TAGFLOW_PNG_FAST_H

#include <stddef.h>
#include <stdint.h>

/// The bytes `tagflow_png_fast_decode` needs at `buffer` for a `width` × `height` image: its
/// filtered rows (one byte per row more than its RGBA pixels).
size_t tagflow_png_fast_capacity(uint32_t width, uint32_t height);

/// Decodes the `size` bytes at `data` into straight 8-bit RGBA at the start of `buffer`
/// (`tagflow_png_fast_capacity` bytes), when they are an 8-bit RGB or RGBA PNG of the given
/// size, not interlaced, without tRNS or PLTE, every chunk's CRC right, the stream exactly
/// the image's rows, IEND last and nothing after it. 1 when the pixels are decoded; 0 for any
/// other PNG or any fault, which libpng then decodes or words (`buffer` then holds nothing).
int tagflow_png_fast_decode(const uint8_t *data, size_t size, uint8_t *buffer, uint32_t width, uint32_t height);

#endif
