// Reads a PNG, JPEG, WebP or TIFF into straight 8-bit RGBA, the format found by its first bytes.

internal import CImageReaders
import Dispatch
import TagFlow

/// Decodes the screenshot formats people save — PNG through `PNGDecoder`, JPEG through
/// libjpeg-turbo, still WebP through libwebp, a TIFF's first image through libtiff — into the
/// one pixel format comparisons read. The format is the one the first bytes announce, so a
/// JPEG named `.png` is still read as a JPEG.
///
/// The rules are `PNGDecoder`'s: the size in the header is checked against `maxPixels` before
/// any pixel memory is taken; data that ends early or is damaged is refused with one line
/// (libjpeg's warnings too, rather than a picture patched with grey); nothing traps. JPEG
/// and WebP are read without colour management, and without applying EXIF orientation, as
/// odiff, pixelmatch and Pillow read them. A TIFF is read as Pillow reads it: straight
/// (unassociated) alpha as stored, associated alpha un-premultiplied, an extra sample of
/// unspecified meaning as no alpha, and its Orientation tag applied (see `tagflow_tiff_decode`).
/// Each of the three libraries is opened the first time a file of its kind is read; when it
/// cannot be, that file (and every later one of its kind) is refused as `missingLibrary`.
package enum ImageDecoder {
  /// Decodes `bytes` in whichever format they start with; throws `notAnImage` for any other.
  package static func decode(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels)
    throws(PNGDecodingError) -> Bitmap
  {
    try decodeNotingWarning(bytes, maxPixels: maxPixels).bitmap
  }

  /// Decodes `bytes` as `decode` does, with the warning of a file read in spite of something
  /// odd (a PNG that ends before `IEND`).
  package static func decodeNotingWarning(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels)
    throws(PNGDecodingError) -> DecodedImage
  {
    guard let format = ImageFileFormat(sniffing: bytes) else { throw .notAnImage(path: nil) }
    if format == .png { return try PNGDecoder.decodeNotingWarning(bytes, maxPixels: maxPixels) }
    return try bytes.withUnsafeBufferPointer { buffer throws(PNGDecodingError) in
      let reader = CImageReader(format: format, buffer: buffer)
      let size = try reader.size()
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      if overflow || pixels > maxPixels {
        throw .tooLargeImage(path: nil, format: format, size: size, maxPixels: maxPixels)
      }
      return DecodedImage(try reader.decode(size, maxPixels: maxPixels))
    }
  }

  /// Decodes the image file at `path`; errors name the path.
  package static func decode(contentsOfFile path: String, maxPixels: Int = PNGDecoder.defaultMaxPixels)
    throws(PNGDecodingError) -> Bitmap
  {
    try decode(readImageFile(path), from: path, maxPixels: maxPixels).bitmap
  }

  /// Decodes `bytes` read from `path`; errors name the path.
  package static func decode(_ bytes: [UInt8], from path: String, maxPixels: Int = PNGDecoder.defaultMaxPixels)
    throws(PNGDecodingError) -> DecodedImage
  {
    do {
      return try decodeNotingWarning(bytes, maxPixels: maxPixels)
    } catch {
      throw error.naming(path)
    }
  }
}

/// One JPEG, WebP or TIFF in memory, read through CImageReaders in two steps: the size the
/// header declares, then the pixels into memory of that size.
private struct CImageReader {
  let format: ImageFileFormat
  let buffer: UnsafeBufferPointer<UInt8>

  func size() throws(PNGDecodingError) -> Bitmap.Size {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: Int(TAGFLOW_IMAGE_MESSAGE_SIZE))
    let status =
      switch format {
      case .jpeg: tagflow_jpeg_size(buffer.baseAddress, buffer.count, &width, &height, &message)
      case .webp: tagflow_webp_size(buffer.baseAddress, buffer.count, &width, &height, &message)
      case .tiff, .png: tagflow_tiff_size(buffer.baseAddress, buffer.count, &width, &height, &message)
      }
    try check(status, message)
    return Bitmap.Size(width: Int(width), height: Int(height))
  }

  func decode(_ size: Bitmap.Size, maxPixels: Int) throws(PNGDecodingError) -> Bitmap {
    let count = size.width * size.height * 4
    var message = [CChar](repeating: 0, count: Int(TAGFLOW_IMAGE_MESSAGE_SIZE))
    var status = TAGFLOW_IMAGE_OK
    let (width, height) = (UInt32(size.width), UInt32(size.height))
    // libtiff's strip and tile buffers are bounded like the pixels: twice the budget's bytes.
    let maxAllocation = max(maxPixels, 1 << 20) * 8
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      // Each reader writes every byte of every row or fails.
      status =
        switch format {
        case .jpeg: tagflow_jpeg_decode(buffer.baseAddress, buffer.count, out.baseAddress, width, height, &message)
        case .webp: tagflow_webp_decode(buffer.baseAddress, buffer.count, out.baseAddress, width, height, &message)
        case .tiff, .png:
          tagflow_tiff_decode(
            buffer.baseAddress, buffer.count, out.baseAddress, width, height, maxAllocation, &message)
        }
      initialized = status == TAGFLOW_IMAGE_OK ? count : 0
    }
    try check(status, message)
    return Bitmap(width: size.width, height: size.height, pixels: pixels)
  }

  private func check(_ status: tagflow_image_status, _ message: [CChar]) throws(PNGDecodingError) {
    guard status != TAGFLOW_IMAGE_OK else { return }
    let words = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if status == TAGFLOW_IMAGE_UNAVAILABLE { throw .missingLibrary(path: nil, format: format, reason: words) }
    let reason =
      switch status {
      case TAGFLOW_IMAGE_TRUNCATED: "the data ends before the image does"
      case TAGFLOW_IMAGE_OUT_OF_MEMORY: "out of memory"
      default: words.isEmpty ? "the library refused it" : words
      }
    throw .corruptImage(path: nil, format: format, reason: reason)
  }
}

extension ImageDecoder {
  /// Decodes a PNG, or the JPEG, WebP or TIFF its first bytes announce; bytes that announce
  /// no format are reported as `notPNG`, as where only PNGs were read before.
  package static func decodePNGOrOther(_ bytes: [UInt8], maxPixels: Int) throws(PNGDecodingError) -> DecodedImage {
    guard let format = ImageFileFormat(sniffing: bytes), format != .png else {
      return try PNGDecoder.decodeNotingWarning(bytes, maxPixels: maxPixels)
    }
    return try decodeNotingWarning(bytes, maxPixels: maxPixels)
  }

  /// Decodes two files' bytes at once, the second on another thread: two screenshots take
  /// the time of the larger one. When both fail, the first's error is thrown.
  package static func decodePair(
    _ first: (bytes: [UInt8], path: String), _ second: (bytes: [UInt8], path: String), maxPixels: Int
  ) throws(PNGDecodingError) -> (DecodedImage, DecodedImage) {
    let results = DecodedPair()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let (bytes, path) = index == 0 ? first : second
      let result = Result { () throws(PNGDecodingError) -> DecodedImage in
        try decode(bytes, from: path, maxPixels: maxPixels)
      }
      results.set(index, result)
    }
    return (try results.get(0), try results.get(1))
  }
}

/// Two slots, two stored properties so the threads share no memory: each is written by one
/// thread of `concurrentPerform` and read after it returns (which orders writes before reads).
private final class DecodedPair: @unchecked Sendable {
  private var first: Result<DecodedImage, PNGDecodingError>?
  private var second: Result<DecodedImage, PNGDecodingError>?

  func set(_ index: Int, _ result: Result<DecodedImage, PNGDecodingError>) {
    if index == 0 { first = result } else { second = result }
  }

  func get(_ index: Int) throws(PNGDecodingError) -> DecodedImage {
    guard let result = index == 0 ? first : second else { preconditionFailure("slot \(index) was never decoded") }
    return try result.get()
  }
}
