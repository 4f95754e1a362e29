// Reads any PNG (every colour type, bit depth and interlacing) into straight 8-bit RGBA from its stored samples.

import TagFlow

/// Decodes PNG files and bytes with libpng (libdeflate for plain 8-bit RGB and RGBA, see
/// `LibpngReader`) into the samples the file stores, as 8-bit straight RGBA, the way
/// pixelmatch, odiff, ImageMagick `compare` and Playwright read them:
///
/// - `gAMA`, `cHRM`, `sRGB`, `iCCP` and `sBIT` are ignored (no colour management);
/// - 16-bit samples are rounded to 8 bits as (v + 128) / 257, which is v × 255 / 65535 rounded
///   to nearest;
/// - 1-, 2- and 4-bit grey is replicated to 8 bits (a 4-bit 0xA reads 0xAA);
/// - palette entries are looked up, with their `tRNS` alpha; a grey or RGB `tRNS` colour
///   (matched at the file's own bit depth) reads as alpha 0, every other pixel as 255;
/// - grey becomes R = G = B; interlaced images are deinterlaced;
/// - no premultiplied round trip: a semi-transparent pixel reads back as written and a fully
///   transparent one keeps its colour bits.
///
/// Reading is strict about pixels: a CRC error in any chunk, what libpng calls a benign error
/// (extra compressed data, a bad `tRNS`), data that ends before the last row and bytes after
/// the `IEND` chunk are all refused as corrupt. Data that ends after every row has decoded but
/// before `IEND` (odiff's own `orange.png`) loses no pixel: it is decoded, as Pillow and odiff
/// decode it (`tagflow diff` and `check` warn of it).
///
/// Decoding is bounded: the size in the header is checked against a pixel budget before any
/// pixel memory is taken, because a tiny valid PNG can declare gigabytes of pixels.
public enum PNGDecoder {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The default pixel budget: 8192×8192 pixels (67,108,864), 256 MiB of RGBA. Far above any
  /// tag image; a comparison holds two images and a diff image, so about 768 MiB at most.
  public static let defaultMaxPixels = 8192 * 8192

  /// Decodes PNG bytes. Never traps on bad data: it throws `notPNG`, `corrupt` or
  /// `tooLarge` (an image of more than `maxPixels` pixels, refused before decoding).
  public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels)
    throws(PNGDecodingError) -> Bitmap
  {
    try decodeNotingWarning(bytes, maxPixels: maxPixels).bitmap
  }

  /// Decodes PNG bytes as `decode` does, with the warning of a PNG that ends before `IEND`.
  package static func decodeNotingWarning(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels)
    throws(PNGDecodingError) -> DecodedImage
  {
    _ = try checkedSize(bytes, maxPixels: maxPixels)
    return try decodeWithLibpng(bytes, maxPixels: maxPixels)
  }

  /// Decodes the PNG file at `path`; errors name the path.
  public static func decode(contentsOfFile path: String, maxPixels: Int = defaultMaxPixels)
    throws(PNGDecodingError) -> Bitmap
  {
    try decode(readFile(path), from: path, maxPixels: maxPixels)
  }

  /// The bytes of the file at `path`, undecoded (two equal files need no decoding); the
  /// error names the path and gives the system's reason.
  package static func readFile(_ path: String) throws(PNGDecodingError) -> [UInt8] {
    try readImageFile(path)
  }

  /// Decodes `bytes` read from `path`; errors name the path.
  package static func decode(_ bytes: [UInt8], from path: String, maxPixels: Int = defaultMaxPixels)
    throws(PNGDecodingError) -> Bitmap
  {
    do {
      return try decode(bytes, maxPixels: maxPixels)
    } catch {
      throw error.naming(path)
    }
  }

  /// The size the header declares, after the checks that need no decoding: the signature
  /// (libpng words a wrong one less helpfully) and the pixel budget. Nil when the data is too
  /// short to hold a header, which decoding then reports as corrupt.
  static func checkedSize(_ bytes: [UInt8], maxPixels: Int) throws(PNGDecodingError) -> Bitmap.Size? {
    guard bytes.starts(with: signature) else { throw .notPNG(path: nil) }
    guard let size = headerSize(bytes) else { return nil }
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    if overflow || pixels > maxPixels { throw .tooLarge(path: nil, size: size, maxPixels: maxPixels) }
    return size
  }

  /// The size IHDR declares, when the data is long enough to hold one (each side 0...2³² − 1;
  /// libpng rejects what the format forbids).
  static func headerSize(_ bytes: [UInt8]) -> Bitmap.Size? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return Bitmap.Size(width: bigEndian(16), height: bigEndian(20))
  }
}
