// Cairo's ARGB32 memory read from Swift: premultiplied, one native-endian 0xAARRGGBB word a pixel.

/// A borrowed view of an image surface's pixels, so encoding needs no intermediate copy.
struct CairoPixels {
  let bytes: UnsafeRawBufferPointer
  let width: Int
  let height: Int
  let stride: Int

  init(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
    precondition(width >= 0 && height >= 0, "image size \(width)×\(height) is negative")
    precondition(stride >= width * 4, "stride \(stride) is shorter than a row of \(width) pixels")
    precondition(
      height == 0 || bytes.count >= (height - 1) * stride + width * 4,
      "\(bytes.count) bytes cannot hold \(height) rows of stride \(stride)")
    self.bytes = bytes
    self.width = width
    self.height = height
    self.stride = stride
  }

  @inline(__always)
  func word(_ x: Int, _ y: Int) -> UInt32 {
    bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
  }

  /// True when every alpha is 255, the test Cairo's own writer uses to choose RGB over RGBA.
  var isOpaque: Bool {
    for y in 0..<height {
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= word(x, y) }
      if all < 0xFF00_0000 { return false }
    }
    return true
  }

  /// Row `y` as R, G, B bytes, alpha dropped (only meaningful when the image is opaque).
  func copyRGBRow(_ y: Int, to out: UnsafeMutablePointer<UInt8>) {
    // Native-endian 0xAARRGGBB is B, G, R, A in memory on little-endian machines: read bytes.
    var p = bytes.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
    var o = out
    for _ in 0..<width {
      #if _endian(little)
        (o[0], o[1], o[2]) = (p[2], p[1], p[0])
      #else
        (o[0], o[1], o[2]) = (p[1], p[2], p[3])
      #endif
      o += 3
      p += 4
    }
  }

  /// Row `y` as straight-alpha R, G, B, A bytes, unpremultiplied the way Cairo's PNG writer does.
  func copyRGBARow(_ y: Int, to out: UnsafeMutablePointer<UInt8>) {
    var o = out
    for x in 0..<width {
      let w = word(x, y)
      let a = w >> 24
      switch a {
      case 255:
        o[0] = UInt8(truncatingIfNeeded: w >> 16)
        o[1] = UInt8(truncatingIfNeeded: w >> 8)
        o[2] = UInt8(truncatingIfNeeded: w)
        o[3] = 255
      case 0:
        // Cairo writes fully transparent pixels as 0,0,0,0 whatever their colour bits.
        o[0] = 0
        o[1] = 0
        o[2] = 0
        o[3] = 0
      default:
        o[0] = unpremultiply((w >> 16) & 0xFF, a)
        o[1] = unpremultiply((w >> 8) & 0xFF, a)
        o[2] = unpremultiply(w & 0xFF, a)
        o[3] = UInt8(truncatingIfNeeded: a)
      }
      o += 4
    }
  }
}

/// Cairo's rounding, `(c * 255 + a / 2) / a`, so our bytes equal `cairo_surface_write_to_png`'s.
/// Truncates like the C code when `c > a`, which valid premultiplied data never has.
@inline(__always)
func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
  UInt8(truncatingIfNeeded: (c * 255 + a / 2) / a)
}

extension Bitmap {
  /// Converts premultiplied Cairo ARGB32 pixels (`cairo_image_surface_get_data`) to straight RGBA.
  ///
  /// `stride` is the distance between rows in bytes (`cairo_image_surface_get_stride`).
  package init(
    premultipliedARGB32 bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int
  ) {
    self.init(CairoPixels(bytes, width: width, height: height, stride: stride))
  }

  init(_ source: CairoPixels) {
    let rowBytes = source.width * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * source.height) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      for y in 0..<source.height {
        source.copyRGBARow(y, to: base + y * rowBytes)
      }
      count = rowBytes * source.height
    }
    self.init(width: source.width, height: source.height, pixels: pixels)
  }
}
