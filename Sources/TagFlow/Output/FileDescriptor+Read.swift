// Reading a file to its end, or to a limit, in chunks.

internal import SystemPackage

extension FileDescriptor {
  /// The bytes from the current offset to the end of the file, or the first
  /// `limit` of them. Interrupted reads are retried.
  func read(upTo limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = try chunk[..<wanted].withUnsafeMutableBytes { try read(into: $0) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}
