// Memory for PNG canvases, kept from one image to the next.

internal import CPangoCairo
import Glibc

/// The pixels a renderer draws PNGs into, reused for every image it makes.
/// A fresh Cairo image surface of a typical tag image is over half a megabyte,
/// which the C allocator maps anew and the kernel faults in page by page for
/// every image; in a batch that cost as much as drawing.
final class PixelStore {
  private var memory: UnsafeMutableRawPointer?
  private var capacity = 0

  deinit {
    free(memory)
  }

  /// An ARGB32 surface over the store's memory; `clear` zeroes it first (opaque
  /// backgrounds are painted over every pixel and need no clearing).
  func surface(width: Int32, height: Int32, clear: Bool) -> OpaquePointer? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
    let count = stride * Int(height)
    guard stride > 0, count > 0 else { return nil }
    if count > capacity {
      free(memory)
      // Cairo wants rows aligned for pixman; 64 bytes suits every vector unit.
      var aligned: UnsafeMutableRawPointer?
      guard posix_memalign(&aligned, 64, count) == 0 else {
        (memory, capacity) = (nil, 0)
        return nil
      }
      (memory, capacity) = (aligned, count)
    }
    guard let memory else { return nil }
    if clear { memset(memory, 0, count) }
    return cairo_image_surface_create_for_data(
      memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, Int32(stride))
  }
}
