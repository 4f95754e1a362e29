// Reads a whole image file into memory, keeping the system's reason when it cannot.

import TagFlow

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of the file at `path`, or the error that names it with `strerror`'s words.
func readImageFile(_ path: String) throws(PNGDecodingError) -> [UInt8] {
  guard let file = fopen(path.platformPath, "rb") else {
    throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    bytes += chunk[..<n]
    if n < chunk.count { break }
  }
  if ferror(file) != 0 {
    throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
  }
  return bytes
}
