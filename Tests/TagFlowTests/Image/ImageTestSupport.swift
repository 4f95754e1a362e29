// Test images: premultiplied Cairo-style buffers built in Swift, and surfaces drawn by Cairo.

import CPangoCairo
import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

/// Premultiplied ARGB32 words, as Cairo lays them out in memory, with room for a wider stride.
struct PremultipliedImage {
  let width: Int
  let height: Int
  let stride: Int
  var bytes: [UInt8]

  /// `pixel(x, y)` gives (a, r, g, b) already premultiplied; padding bytes are filled with
  /// garbage so a test notices if they are ever read.
  init(width: Int, height: Int, padding: Int = 0, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) {
    self.width = width
    self.height = height
    let stride = width * 4 + padding
    var memory = [UInt8](repeating: 0xA5, count: stride * height)
    for y in 0..<height {
      for x in 0..<width {
        let (a, r, g, b) = pixel(x, y)
        let word = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let offset = y * stride + x * 4
        withUnsafeBytes(of: word) { memory.replaceSubrange(offset..<offset + 4, with: $0) }
      }
    }
    self.stride = stride
    self.bytes = memory
  }

  func encode(with encoder: PNGEncoder = PNGEncoder()) throws -> [UInt8] {
    try bytes.withUnsafeBytes {
      try encoder.encode(premultipliedARGB32: $0, width: width, height: height, stride: stride)
    }
  }

  var bitmap: Bitmap {
    bytes.withUnsafeBytes {
      Bitmap(premultipliedARGB32: $0, width: width, height: height, stride: stride)
    }
  }
}

/// A Cairo-drawn ARGB32 surface: translucent and opaque shapes, antialiased edges, text.
final class CairoTestSurface {
  let surface: OpaquePointer

  init(width: Int, height: Int, opaqueBackground: Bool) {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let cr = cairo_create(surface)
    if opaqueBackground {
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
    }
    cairo_set_source_rgba(cr, 0.91, 0.93, 0.97, 1)
    cairo_arc(cr, Double(width) / 3, Double(height) / 2, Double(height) / 3, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0.8, 0.1, 0.3, 0.37)
    cairo_rectangle(cr, Double(width) / 4 + 0.3, 2.6, Double(width) / 2, Double(height) / 2)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0.12, 0.16, 0.22, 0.9)
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 13)
    cairo_move_to(cr, 5.25, Double(height) - 6.5)
    cairo_show_text(cr, "swift-format")
    cairo_destroy(cr)
    cairo_surface_flush(surface)
  }

  deinit { cairo_surface_destroy(surface) }

  var width: Int { Int(cairo_image_surface_get_width(surface)) }
  var height: Int { Int(cairo_image_surface_get_height(surface)) }

  func withPixels<R>(_ body: (UnsafeRawBufferPointer, Int, Int, Int) throws -> R) rethrows -> R {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let bytes = UnsafeRawBufferPointer(
      start: cairo_image_surface_get_data(surface), count: stride * height)
    return try body(bytes, width, height, stride)
  }

  var bitmap: Bitmap {
    withPixels { Bitmap(premultipliedARGB32: $0, width: $1, height: $2, stride: $3) }
  }

  /// What `cairo_surface_write_to_png` writes, read back.
  func writtenByCairo() throws -> Bitmap {
    let path = temporaryPath("cairo.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
    return try PNGDecoder.decode(contentsOfFile: path)
  }
}

func temporaryPath(_ name: String) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "tagflow-image-\(UUID().uuidString)-\(name)"
  ).path
}

/// The chunk types of a PNG file, in order.
func chunkTypes(_ png: [UInt8]) -> [String] {
  var types: [String] = []
  var offset = 8
  while offset + 8 <= png.count {
    let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
    offset += 12 + length
  }
  return types
}

/// IHDR's colour type byte.
func colourType(_ png: [UInt8]) -> UInt8 { png[25] }
