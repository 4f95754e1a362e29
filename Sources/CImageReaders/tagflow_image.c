// JPEG, WebP and TIFF from memory into straight 8-bit RGBA, every library error caught here.
// The libraries are called through the tables of tagflow_image_libraries.h, opened on first use.

#include "tagflow_image.h"

#include "tagflow_image_libraries.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <jerror.h>
#include <stdlib.h>
#include <string.h>

// TIFFReadRGBAImage packs R in the low byte of a uint32: RGBA in memory only on little-endian CPUs.
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "TagFlow reads TIFF pixels as little-endian uint32 (x86-64, arm64)"
#endif

static tagflow_image_status fail(char *message, tagflow_image_status status, const char *reason) {
  snprintf(message, TAGFLOW_IMAGE_MESSAGE_SIZE, "%s", reason);
  return status;
}

// MARK: JPEG

/// libjpeg's error manager, with a way back to the caller: errors longjmp to `jump`.
struct jpeg_failure {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  int truncated;
};

static void jpeg_on_error(j_common_ptr info) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  char words[JMSG_LENGTH_MAX];
  info->err->format_message(info, words);
  snprintf(failure->message, TAGFLOW_IMAGE_MESSAGE_SIZE, "libjpeg: %s", words);
  longjmp(failure->jump, 1);
}

/// A warning (level -1) is a damaged file that libjpeg would patch with grey: refused.
/// Trace messages (level >= 0) are dropped instead of printed to stderr.
static void jpeg_on_message(j_common_ptr info, int level) {
  if (level >= 0) return;
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  failure->truncated = info->err->msg_code == JWRN_JPEG_EOF;
  jpeg_on_error(info);
}

/// Memory source and header read (jpeg_create_decompress, spelt out as the macro does).
static void jpeg_begin(
  const struct tagflow_libjpeg *libjpeg, struct jpeg_decompress_struct *info, const uint8_t *data, size_t size) {
  libjpeg->jpeg_CreateDecompress(info, JPEG_LIB_VERSION, sizeof(struct jpeg_decompress_struct));
  libjpeg->jpeg_mem_src(info, data, (unsigned long)size);
  libjpeg->jpeg_read_header(info, TRUE);
}

tagflow_image_status tagflow_jpeg_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message) {
  const struct tagflow_libjpeg *libjpeg = tagflow_libjpeg(message);
  if (libjpeg == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure = {.message = message};
  info.err = libjpeg->jpeg_std_error(&failure.base);
  failure.base.error_exit = jpeg_on_error;
  failure.base.emit_message = jpeg_on_message;
  if (setjmp(failure.jump)) {
    libjpeg->jpeg_destroy_decompress(&info);
    // A header cut short ends in libjpeg's "premature end" of the header.
    return failure.truncated ? TAGFLOW_IMAGE_TRUNCATED : TAGFLOW_IMAGE_REFUSED;
  }
  jpeg_begin(libjpeg, &info, data, size);
  *width = info.image_width;
  *height = info.image_height;
  libjpeg->jpeg_destroy_decompress(&info);
  return TAGFLOW_IMAGE_OK;
}

tagflow_image_status tagflow_jpeg_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, char *message) {
  const struct tagflow_libjpeg *libjpeg = tagflow_libjpeg(message);
  if (libjpeg == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure = {.message = message};
  // volatile: changed between setjmp and a possible longjmp.
  uint8_t *volatile cmyk_row = NULL;
  info.err = libjpeg->jpeg_std_error(&failure.base);
  failure.base.error_exit = jpeg_on_error;
  failure.base.emit_message = jpeg_on_message;
  if (setjmp(failure.jump)) {
    libjpeg->jpeg_destroy_decompress(&info);
    free(cmyk_row);
    return failure.truncated ? TAGFLOW_IMAGE_TRUNCATED : TAGFLOW_IMAGE_REFUSED;
  }
  jpeg_begin(libjpeg, &info, data, size);
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  libjpeg->jpeg_start_decompress(&info);
  if (info.output_width != width || info.output_height != height ||
      info.output_components != 4) {
    libjpeg->jpeg_destroy_decompress(&info);
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libjpeg: the decoded size differs from the header's");
  }
  if (cmyk) {
    cmyk_row = malloc((size_t)width * 4);
    if (cmyk_row == NULL) {
      libjpeg->jpeg_destroy_decompress(&info);
      return fail(message, TAGFLOW_IMAGE_OUT_OF_MEMORY, "out of memory");
    }
  }
  // Adobe writes CMYK inverted (0 is full ink); others write it straight.
  int inverted = info.saw_Adobe_marker;
  while (info.output_scanline < height) {
    uint8_t *row = rgba + (size_t)info.output_scanline * width * 4;
    JSAMPROW rows[1] = {cmyk ? cmyk_row : row};
    libjpeg->jpeg_read_scanlines(&info, rows, 1);
    if (!cmyk) continue;
    for (uint32_t x = 0; x < width; x++) {
      unsigned c = cmyk_row[4 * x], m = cmyk_row[4 * x + 1], y = cmyk_row[4 * x + 2], k = cmyk_row[4 * x + 3];
      if (!inverted) c = 255 - c, m = 255 - m, y = 255 - y, k = 255 - k;
      row[4 * x] = (uint8_t)((c * k + 127) / 255);
      row[4 * x + 1] = (uint8_t)((m * k + 127) / 255);
      row[4 * x + 2] = (uint8_t)((y * k + 127) / 255);
      row[4 * x + 3] = 255;
    }
  }
  libjpeg->jpeg_finish_decompress(&info);
  libjpeg->jpeg_destroy_decompress(&info);
  free(cmyk_row);
  return TAGFLOW_IMAGE_OK;
}

// MARK: WebP

static tagflow_image_status webp_failure(VP8StatusCode status, char *message) {
  switch (status) {
  case VP8_STATUS_NOT_ENOUGH_DATA:
    return fail(message, TAGFLOW_IMAGE_TRUNCATED, "the data ends before the image does");
  case VP8_STATUS_OUT_OF_MEMORY:
    return fail(message, TAGFLOW_IMAGE_OUT_OF_MEMORY, "out of memory");
  case VP8_STATUS_UNSUPPORTED_FEATURE:
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libwebp: a feature libwebp does not support");
  default:
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libwebp: invalid bitstream");
  }
}

tagflow_image_status tagflow_webp_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message) {
  const struct tagflow_libwebp *libwebp = tagflow_libwebp(message);
  if (libwebp == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  WebPBitstreamFeatures features;
  // WebPGetFeatures and WebPInitDecoderConfig, inline in the header, spelt out.
  VP8StatusCode status = libwebp->WebPGetFeaturesInternal(data, size, &features, WEBP_DECODER_ABI_VERSION);
  if (status != VP8_STATUS_OK) return webp_failure(status, message);
  if (features.has_animation) {
    return fail(message, TAGFLOW_IMAGE_UNSUPPORTED, "an animated WebP; only still images are compared");
  }
  *width = (uint32_t)features.width;
  *height = (uint32_t)features.height;
  return TAGFLOW_IMAGE_OK;
}

tagflow_image_status tagflow_webp_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, char *message) {
  const struct tagflow_libwebp *libwebp = tagflow_libwebp(message);
  if (libwebp == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  WebPDecoderConfig config;
  if (!libwebp->WebPInitDecoderConfigInternal(&config, WEBP_DECODER_ABI_VERSION)) {
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libwebp: version mismatch");
  }
  VP8StatusCode status = libwebp->WebPGetFeaturesInternal(data, size, &config.input, WEBP_DECODER_ABI_VERSION);
  if (status != VP8_STATUS_OK) return webp_failure(status, message);
  if ((uint32_t)config.input.width != width || (uint32_t)config.input.height != height) {
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libwebp: the decoded size differs from the header's");
  }
  config.output.colorspace = MODE_RGBA;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = rgba;
  config.output.u.RGBA.stride = (int)width * 4;
  config.output.u.RGBA.size = (size_t)width * height * 4;
  status = libwebp->WebPDecode(data, size, &config);
  libwebp->WebPFreeDecBuffer(&config.output);
  return status == VP8_STATUS_OK ? TAGFLOW_IMAGE_OK : webp_failure(status, message);
}

// MARK: TIFF

/// The bytes libtiff reads through the client procedures below.
struct tiff_memory {
  const uint8_t *data;
  size_t size;
  size_t offset;
};

static tmsize_t tiff_read(thandle_t handle, void *out, tmsize_t count) {
  struct tiff_memory *memory = handle;
  if (count < 0) return -1;
  size_t left = memory->offset < memory->size ? memory->size - memory->offset : 0;
  size_t n = (size_t)count < left ? (size_t)count : left;
  memcpy(out, memory->data + memory->offset, n);
  memory->offset += n;
  return (tmsize_t)n;
}

static tmsize_t tiff_write(thandle_t handle, void *in, tmsize_t count) {
  (void)handle, (void)in, (void)count;
  return -1;
}

static toff_t tiff_seek(thandle_t handle, toff_t offset, int whence) {
  struct tiff_memory *memory = handle;
  toff_t base = whence == SEEK_CUR ? memory->offset : whence == SEEK_END ? memory->size : 0;
  if (offset > UINT64_MAX - base) return (toff_t)-1;
  memory->offset = (size_t)(base + offset);
  return memory->offset;
}

static int tiff_close(thandle_t handle) {
  (void)handle;
  return 0;
}

static toff_t tiff_size(thandle_t handle) { return ((struct tiff_memory *)handle)->size; }

static int tiff_map(thandle_t handle, void **base, toff_t *size) {
  (void)handle, (void)base, (void)size;
  return 0;
}

static void tiff_unmap(thandle_t handle, void *base, toff_t size) { (void)handle, (void)base, (void)size; }

/// libtiff's first error of this file, kept as the reason; later ones add nothing.
static int tiff_on_error(TIFF *tiff, void *user_data, const char *module, const char *format, va_list arguments) {
  (void)tiff, (void)module;
  char *message = user_data;
  if (message[0] == '\0') {
    char words[TAGFLOW_IMAGE_MESSAGE_SIZE - 10];
    vsnprintf(words, sizeof words, format, arguments);
    snprintf(message, TAGFLOW_IMAGE_MESSAGE_SIZE, "libtiff: %s", words);
  }
  return 1;
}

/// Warnings (unknown tags and the like) are dropped instead of printed to stderr.
static int tiff_on_warning(TIFF *tiff, void *user_data, const char *module, const char *format, va_list arguments) {
  (void)tiff, (void)user_data, (void)module, (void)format, (void)arguments;
  return 1;
}

static TIFF *tiff_open(
  const struct tagflow_libtiff *libtiff, struct tiff_memory *memory, size_t max_allocation, char *message) {
  TIFFOpenOptions *options = libtiff->TIFFOpenOptionsAlloc();
  if (options == NULL) return NULL;
  libtiff->TIFFOpenOptionsSetErrorHandlerExtR(options, tiff_on_error, message);
  libtiff->TIFFOpenOptionsSetWarningHandlerExtR(options, tiff_on_warning, NULL);
  if (max_allocation > 0) libtiff->TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)max_allocation);
  // "m": no memory mapping, every read goes through tiff_read.
  TIFF *tiff = libtiff->TIFFClientOpenExt(
    "data", "rm", memory, tiff_read, tiff_write, tiff_seek, tiff_close, tiff_size, tiff_map, tiff_unmap, options);
  libtiff->TIFFOpenOptionsFree(options);
  return tiff;
}

/// The TIFF's Orientation tag (1 when absent or out of range).
static uint16_t tiff_orientation(const struct tagflow_libtiff *libtiff, TIFF *tiff) {
  uint16_t orientation = ORIENTATION_TOPLEFT;
  libtiff->TIFFGetFieldDefaulted(tiff, TIFFTAG_ORIENTATION, &orientation);
  return orientation >= ORIENTATION_TOPLEFT && orientation <= ORIENTATION_LEFTBOT ? orientation : ORIENTATION_TOPLEFT;
}

tagflow_image_status tagflow_tiff_size(
  const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *message) {
  const struct tagflow_libtiff *libtiff = tagflow_libtiff(message);
  if (libtiff == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  struct tiff_memory memory = {data, size, 0};
  message[0] = '\0';
  TIFF *tiff = tiff_open(libtiff, &memory, 0, message);
  if (tiff == NULL) return message[0] ? TAGFLOW_IMAGE_REFUSED : fail(message, TAGFLOW_IMAGE_REFUSED, "libtiff: cannot open");
  uint32_t w = 0, h = 0;
  int known = libtiff->TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &w) && libtiff->TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &h);
  uint16_t orientation = tiff_orientation(libtiff, tiff);
  libtiff->TIFFClose(tiff);
  if (!known) return fail(message, TAGFLOW_IMAGE_REFUSED, "libtiff: no image width or length");
  // Orientations 5 to 8 turn the image a quarter: its rows become columns.
  int turned = orientation >= ORIENTATION_LEFTTOP;
  *width = turned ? h : w;
  *height = turned ? w : h;
  return TAGFLOW_IMAGE_OK;
}

/// Copies the stored `w` × `h` raster into `out` as the Orientation tag says the image is seen
/// (TIFF 6.0: where the 0th row and 0th column lie), as Pillow shows it; for 5 to 8 `out` is
/// `h` × `w`.
static void tiff_orient(const uint32_t *stored, uint32_t *out, uint32_t w, uint32_t h, uint16_t orientation) {
  int turned = orientation >= ORIENTATION_LEFTTOP;
  uint32_t out_w = turned ? h : w, out_h = turned ? w : h;
  for (uint32_t y = 0; y < out_h; y++) {
    for (uint32_t x = 0; x < out_w; x++) {
      uint32_t sx, sy;
      switch (orientation) {
      case ORIENTATION_TOPRIGHT: sx = w - 1 - x, sy = y; break;
      case ORIENTATION_BOTRIGHT: sx = w - 1 - x, sy = h - 1 - y; break;
      case ORIENTATION_BOTLEFT: sx = x, sy = h - 1 - y; break;
      case ORIENTATION_LEFTTOP: sx = y, sy = x; break;
      case ORIENTATION_RIGHTTOP: sx = y, sy = h - 1 - x; break;
      case ORIENTATION_RIGHTBOT: sx = w - 1 - y, sy = h - 1 - x; break;
      case ORIENTATION_LEFTBOT: sx = w - 1 - y, sy = x; break;
      default: sx = x, sy = y; break;
      }
      out[(size_t)y * out_w + x] = stored[(size_t)sy * w + sx];
    }
  }
}

/// What a TIFF's first extra sample is (TIFF 6.0, ExtraSamples).
enum tiff_alpha { TIFF_ALPHA_NONE, TIFF_ALPHA_ASSOCIATED, TIFF_ALPHA_UNASSOCIATED, TIFF_ALPHA_UNSPECIFIED };

/// libtiff's RGBA interface premultiplies unassociated (straight) alpha of RGB images, and
/// passes associated (premultiplied) alpha as stored. Both are read as stored here: an
/// unassociated extra sample is told to libtiff as associated (in memory only), so straight
/// samples come back as saved, and the caller un-premultiplies only what was associated. An
/// unspecified extra sample is no alpha (TIFF 6.0), though libtiff reads one as associated
/// alpha: the caller makes every pixel opaque.
static enum tiff_alpha tiff_read_alpha_as_stored(const struct tagflow_libtiff *libtiff, TIFF *tiff) {
  uint16_t count = 0;
  uint16_t *kinds = NULL;
  if (!libtiff->TIFFGetField(tiff, TIFFTAG_EXTRASAMPLES, &count, &kinds) || count == 0 || kinds == NULL) {
    return TIFF_ALPHA_NONE;
  }
  switch (kinds[0]) {
  case EXTRASAMPLE_ASSOCALPHA: return TIFF_ALPHA_ASSOCIATED;
  case EXTRASAMPLE_UNASSALPHA: {
    uint16_t told[count];
    memcpy(told, kinds, sizeof told);
    told[0] = EXTRASAMPLE_ASSOCALPHA;
    libtiff->TIFFSetField(tiff, TIFFTAG_EXTRASAMPLES, count, told);
    return TIFF_ALPHA_UNASSOCIATED;
  }
  default: return TIFF_ALPHA_UNSPECIFIED;
  }
}

/// Premultiplied 8-bit RGBA to straight, as Pillow reads associated alpha (its `RGBa` unpacker):
/// each colour × 255 / alpha, truncated and clipped; a fully transparent pixel is 0, 0, 0, 0.
static void tiff_unpremultiply(uint8_t *rgba, size_t count) {
  for (size_t i = 0; i < count; i++) {
    uint8_t *pixel = rgba + i * 4;
    unsigned alpha = pixel[3];
    if (alpha == 255) continue;
    for (int channel = 0; channel < 3; channel++) {
      unsigned value = alpha == 0 ? 0 : pixel[channel] * 255u / alpha;
      pixel[channel] = (uint8_t)(value > 255 ? 255 : value);
    }
  }
}

tagflow_image_status tagflow_tiff_decode(
  const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height, size_t max_allocation,
  char *message) {
  const struct tagflow_libtiff *libtiff = tagflow_libtiff(message);
  if (libtiff == NULL) return TAGFLOW_IMAGE_UNAVAILABLE;
  struct tiff_memory memory = {data, size, 0};
  message[0] = '\0';
  TIFF *tiff = tiff_open(libtiff, &memory, max_allocation, message);
  if (tiff == NULL) return message[0] ? TAGFLOW_IMAGE_REFUSED : fail(message, TAGFLOW_IMAGE_REFUSED, "libtiff: cannot open");
  uint32_t w = 0, h = 0;
  libtiff->TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &w);
  libtiff->TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &h);
  uint16_t orientation = tiff_orientation(libtiff, tiff);
  int turned = orientation >= ORIENTATION_LEFTTOP;
  char why[1024] = "";
  if ((turned ? h : w) != width || (turned ? w : h) != height) {
    libtiff->TIFFClose(tiff);
    return fail(message, TAGFLOW_IMAGE_REFUSED, "libtiff: the decoded size differs from the header's");
  }
  if (!libtiff->TIFFRGBAImageOK(tiff, why)) {
    libtiff->TIFFClose(tiff);
    char words[TAGFLOW_IMAGE_MESSAGE_SIZE - 10];
    snprintf(words, sizeof words, "%s", why);
    snprintf(message, TAGFLOW_IMAGE_MESSAGE_SIZE, "libtiff: %s", words);
    return TAGFLOW_IMAGE_REFUSED;
  }
  enum tiff_alpha alpha = tiff_read_alpha_as_stored(libtiff, tiff);
  // The rows as stored (asked for in the file's own orientation, libtiff flips nothing), then
  // turned here: libtiff's own orienting flips but never turns a quarter.
  size_t count = (size_t)w * h;
  uint32_t *stored = orientation == ORIENTATION_TOPLEFT ? (uint32_t *)(void *)rgba : malloc(count * 4);
  if (stored == NULL) {
    libtiff->TIFFClose(tiff);
    return fail(message, TAGFLOW_IMAGE_OUT_OF_MEMORY, "out of memory");
  }
  // Each pixel is a uint32 with R in the low byte: R, G, B, A in memory on a little-endian CPU.
  int read = libtiff->TIFFReadRGBAImageOriented(tiff, w, h, stored, orientation, 1);
  libtiff->TIFFClose(tiff);
  if (read && stored != (uint32_t *)(void *)rgba) tiff_orient(stored, (uint32_t *)(void *)rgba, w, h, orientation);
  if (stored != (uint32_t *)(void *)rgba) free(stored);
  if (!read) {
    return message[0] ? TAGFLOW_IMAGE_REFUSED : fail(message, TAGFLOW_IMAGE_REFUSED, "libtiff: cannot decode the image");
  }
  if (alpha == TIFF_ALPHA_ASSOCIATED) {
    tiff_unpremultiply(rgba, count);
  } else if (alpha == TIFF_ALPHA_UNSPECIFIED) {
    for (size_t i = 0; i < count; i++) rgba[i * 4 + 3] = 255;
  }
  return TAGFLOW_IMAGE_OK;
}
