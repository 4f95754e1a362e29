// Rasterises SVG and PDF output with other programs (rsvg-convert, pdftoppm), to check what they draw.

import Foundation
import TagFlow
import TagFlowComparison

/// Turns vector output into pixels with the tools a reader of the file would use:
/// librsvg for SVG, poppler for PDF. One point is one pixel.
enum Rasterizer {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The SVG drawn by `rsvg-convert` (Debian librsvg2-bin).
  static func svg(_ bytes: [UInt8]) throws -> Bitmap {
    try withScratchFolder { folder in
      let input = folder.appendingPathComponent("in.svg")
      let output = folder.appendingPathComponent("out.png")
      try Data(bytes).write(to: input)
      try run("rsvg-convert", ["--format", "png", "--output", output.path, input.path], package: "librsvg2-bin")
      return try PNGDecoder.decode(contentsOfFile: output.path)
    }
  }

  /// The first page of the PDF drawn by `pdftoppm -r 72` (Debian poppler-utils).
  static func pdf(_ bytes: [UInt8]) throws -> Bitmap {
    try withScratchFolder { folder in
      let input = folder.appendingPathComponent("in.pdf")
      let output = folder.appendingPathComponent("out")
      try Data(bytes).write(to: input)
      try run("pdftoppm", ["-png", "-r", "72", "-singlefile", input.path, output.path], package: "poppler-utils")
      return try PNGDecoder.decode(contentsOfFile: output.path + ".png")
    }
  }

  /// True when `tool` is on the PATH.
  static func isAvailable(_ tool: String) -> Bool { executable(tool) != nil }

  private static func executable(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static func run(_ tool: String, _ arguments: [String], package: String) throws {
    guard let url = executable(tool) else {
      throw Failure(description: "\(tool) is not installed (Debian package \(package); run .ci/install-deps)")
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(tool) exited with status \(process.terminationStatus): \(message)")
    }
  }

  private static func withScratchFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-raster-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
