// Turns SVG and PDF bytes into pixels with the tools their readers use: librsvg and poppler.

import Glibc
import TagFlow

/// Rasterises vector output at one pixel per point, so SVG and PDF differences can be shown
/// as pictures and PDF references compared at all. The tools are looked up on `searchPath`
/// (the `PATH` by default); a missing tool is a thrown error that names its Debian package.
package struct VectorRasterizer: Sendable {
  package var searchPath: String

  package init(searchPath: String? = nil) {
    self.searchPath = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
  }

  /// True when the tool for `format` is installed (raster formats need none).
  package func canRasterize(_ format: OutputFormat) -> Bool {
    tool(for: format).map { $0.locate(in: searchPath) != nil } ?? true
  }

  /// The image `format` bytes draw: SVG through `rsvg-convert`, the first PDF page through
  /// `pdftoppm -r 72`, a raster format decoded as it is.
  package func rasterize(_ bytes: [UInt8], as format: OutputFormat) throws(TagFlowError) -> Bitmap {
    guard let tool = tool(for: format) else {
      return try decode(bytes, label: format.rawValue.uppercased(), anyFormat: format != .png)
    }
    let scratch = try ScratchFolder()
    let input = scratch.path("input.\(format.rawValue)")
    let output = scratch.path("output")
    try FileSystem.write(bytes, to: input)
    let arguments =
      format == .svg
      ? ["--format", "png", "--output", output + ".png", input] : ["-png", "-r", "72", "-singlefile", input, output]
    try tool.run(arguments, searchPath: searchPath, scratch: scratch)
    return try decode(try FileSystem.readBytes(output + ".png", field: tool.name), label: "\(tool.name) output")
  }

  /// The program that draws a vector format into a PNG; `nil` for raster formats.
  private func tool(for format: OutputFormat) -> ExternalTool? {
    if format.isRaster { return nil }
    return format == .svg ? .rsvgConvert : .pdftoppm
  }

  /// `bytes` as a PNG (what the tools write), or with `anyFormat` as whatever image they are.
  private func decode(_ bytes: [UInt8], label: String, anyFormat: Bool = false) throws(TagFlowError) -> Bitmap {
    do throws(PNGDecodingError) {
      return try anyFormat ? ImageDecoder.decode(bytes) : PNGDecoder.decode(bytes)
    } catch {
      throw .pngDecoding(source: label, error)
    }
  }
}
