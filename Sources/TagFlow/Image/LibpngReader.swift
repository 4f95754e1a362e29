// The C side of PNG decoding: libpng's simplified API reads straight RGBA from a Swift buffer.

internal import CPangoCairo

/// Decodes with `png_image_begin_read_from_memory` and `png_image_finish_read` into
/// 8-bit straight (not premultiplied) RGBA, so semi-transparent pixels keep their exact
/// colour and fully transparent ones keep their colour bits. No `setjmp` is needed: the
/// simplified API catches libpng's errors itself and leaves a message in the image.
func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGDecodingError) -> Bitmap {
  // libpng keeps the input pointer from begin_read until finish_read: one scope for both.
  let result = bytes.withUnsafeBytes { buffer -> Result<Bitmap, PNGDecodingError> in
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
      return .failure(corruption(image))
    }
    let (width, height) = (Int(image.width), Int(image.height))
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    // Without this libpng takes a 16-bit file without gAMA or sRGB chunks for linear light
    // and brightens it; PNG writers (and Cairo's reader) treat such files as sRGB.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    var finished = false
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      finished = png_image_finish_read(&image, nil, out.baseAddress, 0, nil) != 0
      count = finished ? width * height * 4 : 0
    }
    guard finished else { return .failure(corruption(image)) }
    return .success(Bitmap(width: width, height: height, pixels: pixels))
  }
  return try result.get()
}

/// libpng's message, reworded when it means the data was cut short.
private func corruption(_ image: png_image) -> PNGDecodingError {
  let message = withUnsafeBytes(of: image.message) { raw in
    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
  }
  let lowercased = message.lowercased()
  let truncated = ["read beyond end", "not enough image data", "read error", "unexpected end"]
    .contains { lowercased.contains($0) }
  return .corrupt(
    path: nil, reason: truncated ? "the data ends before the image does" : "libpng: \(message)")
}
