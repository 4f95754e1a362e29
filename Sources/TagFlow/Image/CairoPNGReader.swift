// The C side of PNG decoding: Cairo reads from a Swift buffer through a callback.

import CPangoCairo

/// Where Cairo's read callback is in the PNG bytes.
private struct ReadCursor {
  let bytes: UnsafeRawBufferPointer
  var offset = 0
}

/// Decodes with `cairo_image_surface_create_from_png_stream`; Cairo hands back an error
/// surface rather than failing, so its status is checked before anything else.
func decodeWithCairo(_ bytes: [UInt8]) throws(PNGDecodingError) -> Bitmap {
  let surface = bytes.withUnsafeBytes { buffer in
    var cursor = ReadCursor(bytes: buffer)
    return withUnsafeMutablePointer(to: &cursor) { cursor in
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          let cursor = closure!.assumingMemoryBound(to: ReadCursor.self)
          let length = Int(length)
          // Running out of bytes fails the read: libpng then reports the image truncated.
          guard length <= cursor.pointee.bytes.count - cursor.pointee.offset, let data else {
            return CAIRO_STATUS_READ_ERROR
          }
          let start = cursor.pointee.bytes.baseAddress! + cursor.pointee.offset
          UnsafeMutableRawPointer(data).copyMemory(from: start, byteCount: length)
          cursor.pointee.offset += length
          return CAIRO_STATUS_SUCCESS
        }, cursor)
    }
  }
  defer { cairo_surface_destroy(surface) }

  let status = cairo_surface_status(surface)
  guard status == CAIRO_STATUS_SUCCESS, let surface else {
    // Cairo 1.16 reports most libpng errors as "out of memory", which would mislead.
    throw .corrupt(
      path: nil,
      reason: status == CAIRO_STATUS_READ_ERROR
        ? "the data ends before the image does"
        : "libpng rejected it: a damaged chunk, a bad checksum or an invalid header")
  }
  return bitmap(from: surface)
}

/// Copies an image surface out as straight RGBA. Cairo 1.16 reads PNGs as ARGB32 or, when
/// there is no alpha, RGB24 (whose top byte is unspecified); anything else is painted onto
/// ARGB32 first.
private func bitmap(from surface: OpaquePointer) -> Bitmap {
  cairo_surface_flush(surface)
  let width = Int(cairo_image_surface_get_width(surface))
  let height = Int(cairo_image_surface_get_height(surface))
  let stride = Int(cairo_image_surface_get_stride(surface))
  let format = cairo_image_surface_get_format(surface)
  guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
    let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(argb) }
    let cr = cairo_create(argb)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    return bitmap(from: argb!)
  }
  guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
    return Bitmap(width: width, height: height)
  }
  let pixels = CairoPixels(
    UnsafeRawBufferPointer(start: data, count: (height - 1) * stride + width * 4),
    width: width, height: height, stride: stride)
  return Bitmap(pixels, ignoringAlpha: format == CAIRO_FORMAT_RGB24)
}
