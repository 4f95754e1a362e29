// JPEG (libjpeg-turbo), WebP (libwebp) and TIFF (libtiff) decoding from memory behind one small
// C API: libjpeg reports errors with longjmp and libtiff through handlers with varargs, neither
// of which may reach Swift, so every call into those libraries sits in this target.
// The libraries are not linked: each is opened with dlopen when the first file of its kind is
// decoded, so a process that reads none (tagflow --version, render) never loads them.
#ifndef TAGFLOW_IMAGE_H
#define TAGFLOW_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// How a call went.
typedef enum {
  TAGFLOW_IMAGE_OK = 0,
  /// The library refused the data; the message has its words.
  TAGFLOW_IMAGE_REFUSED = 1,
  /// The data ends before the image does.
  TAGFLOW_IMAGE_TRUNCATED = 2,
  /// Memory could not be allocated.
  TAGFLOW_IMAGE_OUT_OF_MEMORY = 3,
  /// A valid file of a kind TagFlow does not compare (an animated WebP); the message says which.
  TAGFLOW_IMAGE_UNSUPPORTED = 4,
  /// The format's library (libjpeg, libwebp or libtiff, opened on first use) could not be
  /// loaded or lacks a function; the message names it and the package to install.
  TAGFLOW_IMAGE_UNAVAILABLE = 5,
} tagflow_image_status;

/// The size of a message buffer: every function writes a NUL-terminated reason into one.
#define TAGFLOW_IMAGE_MESSAGE_SIZE 256

/// The width and height a JPEG's frame header declares, without decoding any pixel.
tagflow_image_status tagflow_jpeg_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message);

/// Decodes a JPEG of `width` × `height` pixels (as `tagflow_jpeg_size` read) into `rgba`,
/// straight 8-bit RGBA, opaque. Grey, YCbCr, RGB, CMYK and YCCK are read; any libjpeg warning
/// (data that ends early, corrupt entropy data) is refused rather than shown as grey.
tagflow_image_status tagflow_jpeg_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, char *message);

/// The width and height of a still WebP (lossy or lossless); an animated one is unsupported.
tagflow_image_status tagflow_webp_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message);

/// Decodes a still WebP into `rgba`, straight 8-bit RGBA.
tagflow_image_status tagflow_webp_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, char *message);

/// The width and height of a TIFF's first image as it is seen: swapped when its Orientation
/// tag (5 to 8) turns it a quarter.
tagflow_image_status tagflow_tiff_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message);

/// Decodes a TIFF's first image into `rgba`, straight 8-bit RGBA top row first, through
/// libtiff's RGBA interface (any photometric, bit depth and compression libtiff reads), as
/// Pillow reads it: straight alpha as stored, associated alpha un-premultiplied, an
/// unspecified extra sample as no alpha, the Orientation tag applied. libtiff allocates no
/// single block larger than `max_allocation` bytes.
tagflow_image_status tagflow_tiff_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, size_t max_allocation,
  char *message);

#endif
