// PNG: Cairo's pixels through TagFlow's own PNG encoder.

/// Encodes pixels as PNG, at the compression the ChipScene asks for.
final class PNGFormatEncoder: RasterEncoder {
  var format: OutputFormat { .png }
  /// One encoder per compression level used, each keeping its buffers between images.
  private var encoders: [PNGCompression: PNGEncoder] = [:]

  func encode(
    pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool, scale: Double,
    rendering: RenderOptions, cancellation: Cancellation
  ) throws(TagFlowError) -> [UInt8] {
    let compression = rendering.pngCompression
    let encoder = encoders[compression] ?? PNGEncoder(compression: compression)
    encoders[compression] = encoder
    do {
      return try encoder.encode(
        premultipliedARGB32: pixels, width: width, height: height, stride: stride, knownOpaque: opaque, scale: scale,
        isCancelled: { cancellation.isCancelled(at: .encode) })
    } catch {
      throw .pngEncoding(error)
    }
  }
}
