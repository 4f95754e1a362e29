// The C side of PNG decoding: libdeflate for the common screenshot, libpng's regular reader
// (behind CPNGReader's setjmp) for every other PNG.

internal import CPNGReader
import TagFlow

/// One PNG being read by libpng from a Swift buffer; frees libpng's state in `deinit`.
/// The buffer must outlive the reader: `decodeWithLibpng` keeps both in one scope.
private final class LibpngReader {
  private let reader: OpaquePointer

  init(_ buffer: UnsafeRawBufferPointer) throws(PNGDecodingError) {
    let data = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
    guard let reader = tagflow_png_reader_create(data, buffer.count) else {
      throw .corrupt(path: nil, reason: "out of memory")
    }
    self.reader = reader
  }

  deinit { tagflow_png_reader_destroy(reader) }

  /// The image's size, read from the chunks before the image data.
  func readHeader() throws(PNGDecodingError) -> Bitmap.Size {
    var width: UInt32 = 0
    var height: UInt32 = 0
    guard tagflow_png_reader_read_header(reader, &width, &height) == 0 else { throw failure() }
    return Bitmap.Size(width: Int(width), height: Int(height))
  }

  /// The pixels of the PNG in `buffer` as straight 8-bit RGBA, after which the data must end
  /// with IEND. The common screenshot (8-bit RGB or RGBA, not interlaced) takes the fast path,
  /// a whole-stream libdeflate inflate, about twice as fast as libpng's zlib; every other PNG,
  /// and any fault, is libpng's, in the same memory.
  func readImage(_ size: Bitmap.Size, from buffer: UnsafeRawBufferPointer) throws(PNGDecodingError) -> [UInt8] {
    let count = size.width * size.height * 4
    let (width, height) = (UInt32(size.width), UInt32(size.height))
    let data = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
    var status: Int32 = -1
    let capacity = tagflow_png_fast_capacity(width, height)
    let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
      // Either writes every byte of every row (libpng's interlaced passes included) or fails.
      if tagflow_png_fast_decode(data, buffer.count, out.baseAddress, width, height) == 1 {
        status = 0
      } else {
        status = tagflow_png_reader_read_image(reader, out.baseAddress)
      }
      initialized = status == 0 ? count : 0
    }
    guard status == 0 else { throw failure() }
    return pixels
  }

  /// After `readImage`: the data ended after every row but before the IEND chunk.
  var endsBeforeIEND: Bool { tagflow_png_reader_ends_before_iend(reader) != 0 }

  /// What went wrong, in words for the person who has the file.
  private func failure() -> PNGDecodingError {
    let reason =
      switch tagflow_png_reader_failure(reader) {
      case TAGFLOW_PNG_ENDS_IN_IMAGE: "the data ends before the image does"
      case TAGFLOW_PNG_ENDS_BEFORE_IEND: "the data ends before the IEND chunk that closes a PNG"
      case TAGFLOW_PNG_TRAILING_DATA:
        "\(Self.bytes(tagflow_png_reader_trailing_bytes(reader))) after the IEND chunk that closes a PNG"
      case TAGFLOW_PNG_OUT_OF_MEMORY: "out of memory"
      default: "libpng: \(String(cString: tagflow_png_reader_message(reader)))"
      }
    return .corrupt(path: nil, reason: reason)
  }

  private static func bytes(_ count: Int) -> String { count == 1 ? "1 byte" : "\(count) bytes" }
}

/// Decodes `bytes` into straight 8-bit RGBA from the stored samples (see `PNGDecoder`),
/// refusing an image of more than `maxPixels` pixels before any pixel memory is taken. Data
/// that ends after every row but before IEND is decoded, with `DecodedImage.endsBeforeIEND`.
func decodeWithLibpng(_ bytes: [UInt8], maxPixels: Int) throws(PNGDecodingError) -> DecodedImage {
  let result = bytes.withUnsafeBytes { buffer -> Result<DecodedImage, PNGDecodingError> in
    do throws(PNGDecodingError) {
      let reader = try LibpngReader(buffer)
      let size = try reader.readHeader()
      // The header was checked before libpng saw it; this is the size libpng will write.
      if size.width * size.height > maxPixels {
        throw .tooLarge(path: nil, size: size, maxPixels: maxPixels)
      }
      let bitmap = Bitmap(width: size.width, height: size.height, pixels: try reader.readImage(size, from: buffer))
      return .success(DecodedImage(bitmap, warning: reader.endsBeforeIEND ? DecodedImage.endsBeforeIEND : nil))
    } catch {
      return .failure(error)
    }
  }
  return try result.get()
}
