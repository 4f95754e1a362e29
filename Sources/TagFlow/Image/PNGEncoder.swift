// Fast deterministic PNG writing: libdeflate, one IDAT, sRGB and pixel density chunks.

/// Writes PNG bytes from Cairo's premultiplied ARGB32 memory or from a `Bitmap`.
///
/// Colour type 2 (RGB) when every pixel is opaque, else 6 (RGBA); 8 bits a channel; the same
/// pixels as `cairo_surface_write_to_png`. The bytes depend only on the pixels and the
/// settings: no time stamps, no text chunks. Every file says its colours are sRGB (`sRGB`) and
/// its density (`pHYs`): 72 pixels per inch at scale 1, so a 2× image says 144 and shows at
/// the size of the 1× one in viewers that read it.
///
/// An encoder keeps its compressor and scratch buffers between images, so reuse one per
/// task; it is not thread-safe (hence not `Sendable`).
package final class PNGEncoder {
  /// Unfiltered rows at libdeflate level 4, chosen by measurement (`ImageBench --sweep`: every
  /// filter at levels 1–9 on 40 and 400 tags at 600 px, at scale 2, and on a transparent
  /// background). Tag images are flat fills (background, capsules) plus antialiased text:
  /// - No filter gave the smallest files with every level and image, ~17% smaller than
  ///   Cairo's (zlib 6, libpng's adaptive filters) where SUB was ~5% larger, and ~20% faster
  ///   than SUB (no second pass over the row, less for deflate to chew). Flat runs compress to
  ///   almost nothing filtered or not, so filters only had the antialiased edges to help
  ///   with, and made them less repetitive rather than more. UP and Paeth did no better than
  ///   SUB; the adaptive heuristic costs ~3× the time for sizes close to Cairo's.
  /// - Levels 2–5 differ by ~10% in time and ~3% in size; level 4 keeps a margin above 4×
  ///   Cairo's speed on all four images. Level 1 was slower and larger; 6 and up cost time
  ///   fast for a percent or two.
  /// Photographs or gradients would favour a filter, but TagFlow never draws them.
  package static let defaultLevel = 4
  package static let defaultFilter = PNGRowFilter.none

  private let compressor: LibdeflateCompressor
  private let filter: PNGRowFilter
  /// Filtered image data, reused: one type byte plus the raw bytes for each row.
  private var filtered: [UInt8] = []
  private var compressed: [UInt8] = []
  /// Biggest IDAT chunk written; internal so tests can force a split.
  var maxChunkLength = Int(Int32.max)

  /// `level` is libdeflate's (0...12); the defaults are the measured best tradeoff.
  package init(level: Int = PNGEncoder.defaultLevel, filter: PNGRowFilter = PNGEncoder.defaultFilter) {
    self.compressor = LibdeflateCompressor(level: level)
    self.filter = filter
  }

  /// An encoder at one of the measured compression efforts.
  package convenience init(compression: PNGCompression) {
    self.init(level: compression.level)
  }

  /// pHYs's pixels per metre for a pixel scale: 72 dpi at scale 1 (one point is one pixel).
  static func pixelsPerMetre(scale: Double) -> UInt32 {
    let perMetre = (72 * scale / 0.0254).rounded()
    guard perMetre.isFinite, perMetre >= 1 else { return 1 }
    return perMetre < Double(UInt32.max) ? UInt32(perMetre) : UInt32.max
  }

  /// Encodes premultiplied Cairo ARGB32 pixels (`cairo_image_surface_get_data`, rows `stride`
  /// bytes apart) straight from Cairo's memory, without an intermediate `Bitmap`.
  /// `knownOpaque` skips the scan for transparency when the caller painted an opaque background.
  /// `scale` is the image's pixels per point, written as its density (pHYs).
  /// `isCancelled` is asked between rows; once it says yes, the result is empty.
  package func encode(
    premultipliedARGB32 bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, knownOpaque: Bool = false,
    scale: Double = 1, isCancelled: () -> Bool = { false }
  ) throws(PNGEncodingError) -> [UInt8] {
    let source = CairoPixels(bytes, width: width, height: height, stride: stride)
    guard width > 0, height > 0 else {
      throw .emptyImage(Bitmap.Size(width: width, height: height))
    }
    if knownOpaque || source.isOpaque {
      return encodeRows(width: width, height: height, channels: 3, scale: scale, isCancelled: isCancelled) {
        source.copyRGBRow($0, to: $1)
      }
    }
    return encodeRows(width: width, height: height, channels: 4, scale: scale, isCancelled: isCancelled) {
      source.copyRGBARow($0, to: $1)
    }
  }

  /// Encodes a bitmap; `scale` as for Cairo pixels.
  package func encode(_ bitmap: Bitmap, scale: Double = 1) throws(PNGEncodingError) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyImage(bitmap.size) }
    let width = bitmap.width
    let opaque = bitmap.isOpaque
    return bitmap.pixels.withUnsafeBufferPointer { pixels in
      let base = pixels.baseAddress!
      if opaque {
        return encodeRows(width: width, height: bitmap.height, channels: 3, scale: scale) { y, out in
          var p = base + y * width * 4
          var o = out
          for _ in 0..<width {
            o[0] = p[0]
            o[1] = p[1]
            o[2] = p[2]
            o += 3
            p += 4
          }
        }
      }
      return encodeRows(width: width, height: bitmap.height, channels: 4, scale: scale) { y, out in
        out.update(from: base + y * width * 4, count: width * 4)
      }
    }
  }

  /// A buffer whose bytes the encoder writes before reading; only touched pages are mapped.
  private static func uninitialisedBuffer(_ count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { _, initialised in initialised = count }
  }

  /// Filters every row (`copyRow` writes row y's raw bytes), compresses, and wraps the chunks.
  private func encodeRows(
    width: Int, height: Int, channels: Int, scale: Double, isCancelled: () -> Bool = { false },
    copyRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) -> [UInt8] {
    let rowBytes = width * channels
    let filteredCount = height * (rowBytes + 1)
    // Left uninitialised: every byte is written before it is read, and zeroing
    // half a megabyte first costs a page fault per 4 KiB twice over.
    if filtered.count < filteredCount { filtered = Self.uninitialisedBuffer(filteredCount) }
    // Three raw rows side by side: the one above (zeros for the first), the current, and
    // scratch for the adaptive filter.
    var rows = [UInt8](repeating: 0, count: 3 * rowBytes + 1)
    let filter = self.filter
    let cancelled = filtered.withUnsafeMutableBufferPointer { out in
      rows.withUnsafeMutableBufferPointer { rows in
        var above = rows.baseAddress!
        var current = above + rowBytes
        let scratch = current + rowBytes
        for y in 0..<height {
          if isCancelled() { return true }
          copyRow(y, current)
          filterRow(
            filter, row: current, above: above, count: rowBytes, bytesPerPixel: channels,
            into: out.baseAddress! + y * (rowBytes + 1), scratch: scratch)
          swap(&above, &current)
        }
        return false
      }
    }
    if cancelled || isCancelled() { return [] }

    let bound = compressor.zlibBound(filteredCount)
    if compressed.count < bound { compressed = Self.uninitialisedBuffer(bound) }
    let compressedCount = filtered.withUnsafeBytes { input in
      compressed.withUnsafeMutableBytes { output in
        compressor.zlibCompress(
          UnsafeRawBufferPointer(rebasing: input[..<filteredCount]), into: output)
      }
    }

    var png = PNGChunkWriter(
      capacity: 8 + 25 + 13 + 21 + compressedCount + 12 * (compressedCount / maxChunkLength + 2))
    png.writeSignature()
    png.writeHeader(width: width, height: height, colourType: channels == 3 ? 2 : 6)
    png.writeSRGB()
    png.writePhysicalSize(pixelsPerMetre: Self.pixelsPerMetre(scale: scale))
    compressed.withUnsafeBytes { data in
      var start = 0
      repeat {
        let end = min(start + maxChunkLength, compressedCount)
        png.writeChunk("IDAT", UnsafeRawBufferPointer(rebasing: data[start..<end]))
        start = end
      } while start < compressedCount
    }
    png.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    return png.bytes
  }
}

extension Bitmap {
  /// This image as PNG bytes, with a one-off encoder (reuse a `PNGEncoder` for many images).
  public func pngBytes() throws(PNGEncodingError) -> [UInt8] {
    try PNGEncoder().encode(self)
  }
}
