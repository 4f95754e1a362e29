// ChipScene → image bytes: the ChipScene snapped for its format, then drawn by that format's encoder.

/// Draws chip scenes. It does no layout: every position comes from the ChipScene, and
/// text is drawn with the same Pango layouts that measured it.
///
/// ```swift
/// let renderer = try Renderer(fonts: job.fonts)
/// let scene = try ChipScene(job, measurer: renderer.measurer)
/// let png = try renderer.render(scene, as: .png, scale: 2)
/// ```
///
/// Keep one per set of fonts to make many images: it keeps the shaped texts and the PNG
/// encoder's buffers between them. Not `Sendable`: each task or thread that draws uses a
/// renderer of its own.
public final class Renderer {
  /// Measures and shapes the chip texts; its `missingGlyphs` collect over every image drawn.
  public let measurer: TextMeasurer
  /// One encoder per format written, each keeping its buffers between images.
  private var encoders: [OutputFormat: any FormatEncoder] = [:]
  private let pixels = PixelStore()
  /// Asked between chips drawn, rows encoded and texts shaped (it is the
  /// measurer's too); a cancelled render throws `TagFlowError.cancelled`.
  package var cancellation = Cancellation.never {
    didSet { measurer.cancellation = cancellation }
  }

  /// A renderer that draws texts as `measurer` shaped them, in its fonts.
  package init(measurer: TextMeasurer) {
    self.measurer = measurer
  }

  /// A renderer with a measurer of its own for `fonts`.
  public convenience init(fonts: FontSet) throws(TagFlowError) {
    self.init(measurer: try TextMeasurer(fonts: fonts))
  }

  /// The image `job` makes, in one call: its chips measured by this
  /// renderer's measurer (whose fonts must be the job's), laid out and drawn.
  /// The measurer's `missingGlyphs` then say which tags no font could draw.
  ///
  /// ```swift
  /// let renderer = try Renderer(fonts: FontSet())
  /// for tags in [["swift", "linux"], ["pango", "cairo"]] {
  ///   let job = Job(tags: tags.map { TagItem($0) }, width: 300)  // the default fonts: the renderer's
  ///   let png = try renderer.render(job, as: .png)
  /// }
  /// ```
  /// A job whose fonts are not the measurer's is refused (`JobConflict.fontsDiffer`):
  /// other fonts would draw other bytes.
  public func render(_ job: Job, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    guard job.fonts == measurer.fontSet else {
      throw .conflict(.fontsDiffer(job: job.fonts, renderer: measurer.fontSet))
    }
    return try render(try ChipScene(job, measurer: measurer), as: format, scale: scale)
  }

  /// The encoded image. `scale` multiplies the pixels of a PNG (vector formats
  /// ignore it); chip edges are snapped as `scene.rendering` says.
  ///
  /// ```swift
  /// let scene = try ChipScene(job, measurer: renderer.measurer)
  /// let png = try renderer.render(scene, as: .png, scale: 2)  // 2 pixels per point
  /// let svg = try renderer.render(scene, as: .svg)
  /// ```
  public func render(_ scene: ChipScene, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    let scene = try drawn(scene, as: format, scale: scale)
    let encoder = encoders[format] ?? format.makeEncoder()
    encoders[format] = encoder
    return try encoder.encode(SceneDrawing(scene), of: scene, scale: scale, in: context)
  }

  /// The pixels a PNG of `scene` holds, as straight-alpha RGBA, for a program that shows
  /// or processes the picture without a file: `scale` pixels a point.
  ///
  /// ```swift
  /// let bitmap = try renderer.bitmap(scene, scale: 2)
  /// let topLeft = bitmap[0, 0]  // Bitmap.Pixel(r:g:b:a:)
  /// ```
  public func bitmap(_ scene: ChipScene, scale: Double = 1) throws(TagFlowError) -> Bitmap {
    let scene = try drawn(scene, as: .png, scale: scale)
    let canvas = try context.paintPixels(SceneDrawing(scene), of: scene, scale: scale, as: .png)
    try cancellation.check(.encode)
    return canvas.withPixels { Bitmap(premultipliedARGB32: $0, width: $1, height: $2, stride: $3) }
  }

  /// `scene` snapped for `format` at `scale`, which must be a positive number.
  private func drawn(_ scene: ChipScene, as format: OutputFormat, scale: Double) throws(TagFlowError) -> ChipScene {
    guard scale.isFinite, scale > 0 else {
      throw TagFlowError.invalid("scale", "\(scale)", expected: "a positive number such as 1 or 2")
    }
    return scene.drawn(as: format, scale: scale)
  }

  private var context: EncodingContext {
    EncodingContext(measurer: measurer, pixels: pixels, cancellation: cancellation)
  }
}
