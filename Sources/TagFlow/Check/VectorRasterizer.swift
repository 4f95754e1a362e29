// Turns SVG and PDF bytes into pixels with the tools their readers use: librsvg and poppler.

import Glibc

/// Rasterises vector output at one pixel per point, so SVG and PDF differences can be shown
/// as pictures and PDF references compared at all. The tools are looked up on `searchPath`
/// (the `PATH` by default); a missing tool is a thrown error that names its Debian package.
package struct VectorRasterizer: Sendable {
  package var searchPath: String

  package init(searchPath: String? = nil) {
    self.searchPath = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
  }

  /// True when the tool for `format` is installed (PNG needs none).
  package func canRasterize(_ format: OutputFormat) -> Bool {
    tool(for: format).map { $0.locate(in: searchPath) != nil } ?? true
  }

  /// The image `format` bytes draw: SVG through `rsvg-convert`, the first PDF page through
  /// `pdftoppm -r 72`, PNG decoded as it is.
  package func rasterize(_ bytes: [UInt8], as format: OutputFormat) throws(TagFlowError) -> Bitmap {
    guard let tool = tool(for: format) else { return try decode(bytes, label: "PNG") }
    let scratch = try ScratchFolder()
    let input = scratch.path("input.\(format.rawValue)")
    let output = scratch.path("output")
    try FileSystem.write(bytes, to: input)
    switch format {
    case .svg:
      try tool.run(["--format", "png", "--output", output + ".png", input], searchPath: searchPath, scratch: scratch)
    case .pdf:
      try tool.run(["-png", "-r", "72", "-singlefile", input, output], searchPath: searchPath, scratch: scratch)
    case .png:
      break
    }
    return try decode(try FileSystem.readBytes(output + ".png", field: tool.name), label: "\(tool.name) output")
  }

  private func tool(for format: OutputFormat) -> ExternalTool? {
    switch format {
    case .png: nil
    case .svg: .rsvgConvert
    case .pdf: .pdftoppm
    }
  }

  private func decode(_ bytes: [UInt8], label: String) throws(TagFlowError) -> Bitmap {
    do throws(PNGDecodingError) {
      return try PNGDecoder.decode(bytes)
    } catch {
      throw .pngDecoding(source: label, error)
    }
  }
}
