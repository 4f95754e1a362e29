// The libdeflate handle behind PNG encoding: zlib streams and CRC-32, C pointers kept in here.

internal import CPangoCairo

/// One libdeflate compressor, allocated once and reused for every image an encoder writes.
final class LibdeflateCompressor {
  private let handle: OpaquePointer

  /// `level` is libdeflate's, 0 (store) to 12 (slowest, smallest).
  init(level: Int) {
    precondition((0...12).contains(level), "libdeflate level \(level) is not in 0...12")
    // libdeflate only fails here when out of memory; nothing sensible can continue.
    guard let handle = libdeflate_alloc_compressor(Int32(level)) else {
      fatalError("libdeflate could not allocate a level \(level) compressor")
    }
    self.handle = handle
  }

  deinit { libdeflate_free_compressor(handle) }

  /// The largest zlib stream `count` input bytes can become.
  func zlibBound(_ count: Int) -> Int {
    libdeflate_zlib_compress_bound(handle, count)
  }

  /// Compresses `input` into `output` as a zlib stream; returns the bytes written.
  /// `output` must hold `zlibBound(input.count)` bytes, so this cannot run out of room.
  func zlibCompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer)
    -> Int
  {
    let written = libdeflate_zlib_compress(
      handle, input.baseAddress, input.count, output.baseAddress, output.count)
    precondition(written > 0 || input.isEmpty, "zlib output buffer smaller than its bound")
    return written
  }
}

/// The CRC-32 PNG chunks carry (the same polynomial as zlib's), continuing from `crc`.
func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
  // libdeflate answers a NULL buffer with the initial value 0, not `crc` unchanged.
  guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
  return libdeflate_crc32(crc, base, bytes.count)
}
