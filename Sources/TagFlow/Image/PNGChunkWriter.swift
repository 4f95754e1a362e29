// PNG's container: the signature, then length-type-data-CRC chunks, big-endian (spec §5).

/// Appends a PNG file's bytes in order.
struct PNGChunkWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func writeSignature() {
    bytes += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  }

  /// IHDR: 8-bit samples, deflate, adaptive filtering method 0, no interlace.
  mutating func writeHeader(width: Int, height: Int, colourType: UInt8) {
    var data: [UInt8] = []
    data.reserveCapacity(13)
    Self.append(UInt32(width), to: &data)
    Self.append(UInt32(height), to: &data)
    data += [8, colourType, 0, 0, 0]
    data.withUnsafeBytes { writeChunk("IHDR", $0) }
  }

  /// pHYs: square pixels, `pixelsPerMetre` in each direction.
  mutating func writePhysicalSize(pixelsPerMetre: UInt32) {
    var data: [UInt8] = []
    Self.append(pixelsPerMetre, to: &data)
    Self.append(pixelsPerMetre, to: &data)
    data.append(1)  // unit: the metre
    data.withUnsafeBytes { writeChunk("pHYs", $0) }
  }

  /// sRGB: the samples are sRGB, as Cairo draws them (rendering intent 0, perceptual).
  mutating func writeSRGB() {
    [UInt8(0)].withUnsafeBytes { writeChunk("sRGB", $0) }
  }

  mutating func writeChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer) {
    precondition(type.utf8CodeUnitCount == 4, "chunk type \(type) is not 4 bytes")
    Self.append(UInt32(data.count), to: &bytes)
    let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: 4)
    bytes += typeBytes
    bytes += data
    Self.append(crc32(data, continuing: crc32(typeBytes)), to: &bytes)
  }

  private static func append(_ value: UInt32, to array: inout [UInt8]) {
    array += [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }
}
