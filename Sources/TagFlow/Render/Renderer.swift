// Scene → image bytes: the Scene's drawing painted by Cairo (or written as SVG text), then encoded.

/// Draws Scenes. It does no layout: every position comes from the Scene, and
/// text is drawn with the same Pango layouts that measured it.
///
/// ```swift
/// let renderer = try Renderer(fonts: job.fonts)
/// let scene = try Scene(job, measurer: renderer.measurer)
/// let png = try renderer.render(scene, as: .png, scale: 2)
/// ```
///
/// Keep one per set of fonts to make many images: it keeps the shaped texts and the PNG
/// encoder's buffers between them. Not `Sendable`: each task or thread that draws uses a
/// renderer of its own.
public final class Renderer {
  /// Measures and shapes the chip texts; its `missingGlyphs` collect over every image drawn.
  public let measurer: TextMeasurer
  /// One encoder per compression level used, each keeping its buffers between images.
  private var pngEncoders: [PNGCompression: PNGEncoder] = [:]
  private let pixels = PixelStore()
  /// Asked between chips drawn, rows encoded and texts shaped (it is the
  /// measurer's too); a cancelled render throws `TagFlowError.cancelled`.
  package var cancellation = Cancellation.never {
    didSet { measurer.cancellation = cancellation }
  }

  /// A renderer that draws texts as `measurer` shaped them, in its fonts.
  public init(measurer: TextMeasurer) {
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
  ///   let job = Job(tags: tags.map { Tag($0) }, width: 300)  // the default fonts: the renderer's
  ///   let png = try renderer.render(job, as: .png)
  /// }
  /// ```
  public func render(_ job: Job, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    try render(try Scene(job, measurer: measurer), as: format, scale: scale)
  }

  /// The encoded image. `scale` multiplies the pixels of a PNG (vector formats
  /// ignore it); chip edges are snapped as `scene.rendering` says.
  ///
  /// ```swift
  /// let scene = try Scene(job, measurer: renderer.measurer)
  /// let png = try renderer.render(scene, as: .png, scale: 2)  // 2 pixels per point
  /// let svg = try renderer.render(scene, as: .svg)
  /// ```
  public func render(_ scene: Scene, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    guard scale.isFinite, scale > 0 else {
      throw TagFlowError.invalid("scale", "\(scale)", expected: "a positive number such as 1 or 2")
    }
    let scene = scene.drawn(as: format, scale: scale)
    var drawing = SceneDrawing(scene)
    if format == .svg {
      switch scene.rendering.svgTextMode(hasDarkLook: scene.dark != nil) {
      case .text:
        try measureTexts(of: &drawing)
        return try SVGTextWriter(cancellation: cancellation).write(drawing, width: scene.width, height: scene.height)
      case .outlines where scene.dark != nil:
        throw TagFlowError.invalid(
          "svgText", "outlines", expected: "text with a dark theme (outlines cannot change colour by preference)")
      case .outlines:
        break
      }
    }
    let canvas = try CairoSurface(
      format: format, width: scene.width, height: scene.height, scale: scale, pixels: pixels,
      opaque: scene.background.isOpaque, cancellation: cancellation)
    if format == .pdf { canvas.setPDFTitle(scene.title) }
    try CairoPainter(measurer: measurer, cancellation: cancellation).paint(
      drawing, on: canvas.context, links: format == .pdf)
    switch format {
    case .png:
      do {
        let compression = scene.rendering.pngCompression
        let encoder = pngEncoders[compression] ?? PNGEncoder(compression: compression)
        pngEncoders[compression] = encoder
        let cancellation = self.cancellation
        let png = try canvas.withPixels { pixels, width, height, stride in
          try encoder.encode(
            premultipliedARGB32: pixels, width: width, height: height, stride: stride,
            knownOpaque: scene.background.isOpaque, scale: scale, isCancelled: { cancellation.isCancelled(at: .encode) }
          )
        }
        // A cancelled encoder stops between rows and returns no bytes.
        try cancellation.check(.encode)
        return png
      } catch let error as TagFlowError {
        throw error
      } catch let error as PNGEncodingError {
        throw .pngEncoding(error)
      } catch {
        // withPixels rethrows only what encode (PNGEncodingError) and check (TagFlowError) throw.
        preconditionFailure("unexpected error encoding a PNG: \(error)")
      }
    case .svg:
      try cancellation.check(.encode)
      let svg = try SVGNormalizer.normalize(try canvas.finish(), cancellation: cancellation)
      try cancellation.check(.encode)
      return SVGWebAnnotations.annotate(svg, drawing: drawing)
    case .pdf:
      try cancellation.check(.encode)
      return try canvas.finish()
    }
  }

  /// Gives every text its measurements, for SVG text: the Scene builder's
  /// are there already, a Scene read from JSON (which does not carry them)
  /// or built with a measurer of no real fonts has its texts measured here.
  private func measureTexts(of drawing: inout SceneDrawing) throws(TagFlowError) {
    for index in drawing.chips.indices where drawing.chips[index].text.measured == nil {
      let text = drawing.chips[index].text
      let metrics = try measurer.measure(text.text, font: text.font)
      drawing.chips[index].text.measured = MeasuredText(
        width: metrics.width, originX: metrics.originX, face: try measurer.fontFace(of: text.font))
    }
  }
}
