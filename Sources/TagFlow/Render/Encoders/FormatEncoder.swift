// The seam between drawing and file formats: one encoder per format, behind one protocol.

/// Turns a ChipScene, snapped for its format, into that format's bytes. A renderer keeps one
/// encoder per format it writes, so an encoder may keep buffers between images.
///
/// A raster format conforms through `RasterEncoder`, which paints the drawing on Cairo
/// pixels and leaves the encoder only its pixels to encode.
protocol FormatEncoder: AnyObject {
  /// The file of `scene`, whose `drawing` is made; `scale` is pixels per point for raster
  /// formats, and vector formats ignore it.
  func encode(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, in context: EncodingContext)
    throws(TagFlowError) -> [UInt8]
}

/// What an encoder draws with: the renderer's measurer (its shaped texts), its pixel
/// memory and its cancellation.
struct EncodingContext {
  let measurer: TextMeasurer
  let pixels: PixelStore
  let cancellation: Cancellation

  /// Paints `drawing` on `canvas` with Cairo; `links` makes each linked chip a link annotation.
  func paint(_ drawing: SceneDrawing, on canvas: CairoSurface, links: Bool = false) throws(TagFlowError) {
    try CairoPainter(measurer: measurer, cancellation: cancellation).paint(drawing, on: canvas.context, links: links)
  }

  /// `drawing` painted on a new image surface of `scene`'s size, `scale` pixels a point;
  /// `format` names the image in errors.
  func paintPixels(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, as format: OutputFormat)
    throws(TagFlowError) -> CairoSurface
  {
    let canvas = try CairoSurface.image(
      format, width: scene.width, height: scene.height, scale: scale, pixels: pixels,
      opaque: scene.background.isOpaque)
    try paint(drawing, on: canvas)
    return canvas
  }
}

/// A format of pixels: the drawing is painted on a Cairo image surface, `scale` pixels a
/// point, and `encode(pixels:…)` turns them into the file.
protocol RasterEncoder: FormatEncoder {
  /// The format, for the canvas limit's error.
  var format: OutputFormat { get }

  /// The file of `pixels`, premultiplied ARGB32 rows `stride` bytes apart. `opaque` says
  /// every pixel is opaque; `cancellation` is asked between rows.
  func encode(
    pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool, scale: Double,
    rendering: RenderOptions, cancellation: Cancellation
  ) throws(TagFlowError) -> [UInt8]
}

extension RasterEncoder {
  func encode(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, in context: EncodingContext)
    throws(TagFlowError) -> [UInt8]
  {
    let opaque = scene.background.isOpaque
    let canvas = try context.paintPixels(drawing, of: scene, scale: scale, as: format)
    let bytes = try canvas.withPixels { (pixels, width, height, stride) throws(TagFlowError) in
      try encode(
        pixels: pixels, width: width, height: height, stride: stride, opaque: opaque, scale: scale,
        rendering: scene.rendering, cancellation: context.cancellation)
    }
    // A cancelled encoder may stop between rows and return no bytes.
    try context.cancellation.check(.encode)
    return bytes
  }
}
