// libjpeg, libwebp and libtiff, opened on first use: only a comparison ever decodes a JPEG,
// WebP or TIFF, and linking them would make every tagflow process (--version, render) load
// them and what they bring (libtiff alone: Lerc, libstdc++, zstd, lzma, jbig) at start.
//
// Private to CImageReaders (not under include/, so Swift never sees it). Each table holds the
// functions tagflow_image.c calls, typed from the real headers with __typeof__, so every call
// is still checked against the library's declaration.
#ifndef TAGFLOW_IMAGE_LIBRARIES_H
#define TAGFLOW_IMAGE_LIBRARIES_H

#include <stdio.h>  // before jpeglib.h, which uses FILE
#include <jpeglib.h>
#include <tiffio.h>
#include <webp/decode.h>

#define TAGFLOW_FUNCTION_POINTER(name) __typeof__(name) *name;

// jpeg_create_decompress is a macro for jpeg_CreateDecompress(info, JPEG_LIB_VERSION, size).
#define TAGFLOW_LIBJPEG_FUNCTIONS(F) \
  F(jpeg_std_error)                  \
  F(jpeg_CreateDecompress)           \
  F(jpeg_mem_src)                    \
  F(jpeg_read_header)                \
  F(jpeg_start_decompress)           \
  F(jpeg_read_scanlines)             \
  F(jpeg_finish_decompress)          \
  F(jpeg_destroy_decompress)

// WebPInitDecoderConfig and WebPGetFeatures are inline in webp/decode.h: they call these
// with WEBP_DECODER_ABI_VERSION, which is what tagflow_image.c does.
#define TAGFLOW_LIBWEBP_FUNCTIONS(F) \
  F(WebPInitDecoderConfigInternal)   \
  F(WebPGetFeaturesInternal)         \
  F(WebPDecode)                      \
  F(WebPFreeDecBuffer)

#define TAGFLOW_LIBTIFF_FUNCTIONS(F)     \
  F(TIFFOpenOptionsAlloc)                \
  F(TIFFOpenOptionsFree)                 \
  F(TIFFOpenOptionsSetErrorHandlerExtR)  \
  F(TIFFOpenOptionsSetWarningHandlerExtR) \
  F(TIFFOpenOptionsSetMaxSingleMemAlloc) \
  F(TIFFClientOpenExt)                   \
  F(TIFFGetField)                        \
  F(TIFFGetFieldDefaulted)               \
  F(TIFFSetField)                        \
  F(TIFFRGBAImageOK)                     \
  F(TIFFReadRGBAImageOriented)           \
  F(TIFFClose)

struct tagflow_libjpeg {
  TAGFLOW_LIBJPEG_FUNCTIONS(TAGFLOW_FUNCTION_POINTER)
};

struct tagflow_libwebp {
  TAGFLOW_LIBWEBP_FUNCTIONS(TAGFLOW_FUNCTION_POINTER)
};

struct tagflow_libtiff {
  TAGFLOW_LIBTIFF_FUNCTIONS(TAGFLOW_FUNCTION_POINTER)
};

// Each opens its library the first time it is called (once, whichever thread comes first)
// and returns its functions; NULL when the library or one of its functions is missing, with
// `message` (TAGFLOW_IMAGE_MESSAGE_SIZE bytes) saying which and what to install.
const struct tagflow_libjpeg *tagflow_libjpeg(char *message);
const struct tagflow_libwebp *tagflow_libwebp(char *message);
const struct tagflow_libtiff *tagflow_libtiff(char *message);

#endif
