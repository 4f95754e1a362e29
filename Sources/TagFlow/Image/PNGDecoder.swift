// Reads any PNG (every colour type and bit depth libpng knows) into a Bitmap, through Cairo.

/// Decodes PNG files and bytes with Cairo's reader, so a decoded image has exactly the
/// pixels Cairo would draw from the same file.
public enum PNGDecoder {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// Cairo's largest image side.
  static let maxSide = 32767

  /// Decodes PNG bytes. Never traps on bad data: it throws `notPNG`, `corrupt` or `tooLarge`.
  public static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> Bitmap {
    // Checked here because Cairo reports a wrong signature as a generic read error.
    guard bytes.starts(with: signature) else { throw .notPNG(path: nil) }
    if let size = headerSize(bytes), size.width > maxSide || size.height > maxSide {
      throw .tooLarge(path: nil, size: size)
    }
    return try decodeWithCairo(bytes)
  }

  /// Decodes the PNG file at `path`; errors name the path.
  public static func decode(contentsOfFile path: String) throws(PNGDecodingError) -> Bitmap {
    let bytes = try readImageFile(path)
    do {
      return try decode(bytes)
    } catch {
      throw error.naming(path)
    }
  }

  /// The size IHDR declares, when the data is long enough to hold one; checked first
  /// because Cairo reports an oversized image as "out of memory".
  private static func headerSize(_ bytes: [UInt8]) -> Bitmap.Size? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return Bitmap.Size(width: bigEndian(16), height: bigEndian(20))
  }
}
