// Reading and writing files, with errors that name the path; writes are atomic.

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// File access for TagFlow. Writes go to a temporary file in the target folder
/// and are renamed into place, so no reader ever sees half an image and a
/// killed run leaves no broken output.
public enum FileSystem {
  public static func isReadableFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
      && FileManager.default.isReadableFile(atPath: path)
  }

  /// The whole file as UTF-8 text; `-` reads standard input.
  public static func readText(_ path: String, field: String) throws(TagFlowError) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard isReadableFile(path) else {
        throw TagFlowError("\(field): cannot read '\(path)': \(describeMissing(path))")
      }
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw TagFlowError("\(field): cannot read '\(path)': \(error.localizedDescription)")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TagFlowError("\(field): '\(path)' is not UTF-8 text")
    }
    return text
  }

  private static func describeMissing(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    return isDirectory.boolValue ? "it is a folder" : "permission denied"
  }

  /// Writes bytes to `path` atomically; `-` writes to standard output.
  public static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
    if path == "-" {
      FileHandle.standardOutput.write(Data(bytes))
      return
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var template = Array((folder + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      throw TagFlowError("output: cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    // mkstemp creates 0600; an image is for everyone to read, as with any new file.
    let umaskValue = umask(0)
    umask(umaskValue)
    fchmod(fd, 0o666 & ~umaskValue)
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw TagFlowError("output: cannot write '\(path)': \(String(cString: strerror(failure)))")
    }
  }
}
