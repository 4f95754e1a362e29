// Scene → image bytes: Cairo draws the capsules, Pango the text, in any format.

internal import CPangoCairo

/// Draws Scenes. It does no layout: every position comes from the Scene, and
/// text is drawn with the same Pango layouts that measured it.
///
/// Not thread-safe: use one per thread.
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
  public func render(_ job: Job, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    try render(try Scene(job, measurer: measurer), as: format, scale: scale)
  }

  /// The encoded image. `scale` multiplies the pixels of a PNG (vector formats
  /// ignore it); chip edges are snapped as `scene.rendering` says.
  public func render(_ scene: Scene, as format: OutputFormat, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    guard scale.isFinite, scale > 0 else {
      throw TagFlowError.invalid("scale", "\(scale)", expected: "a positive number such as 1 or 2")
    }
    let scene = scene.drawn(as: format, scale: scale)
    if format == .svg {
      switch scene.rendering.svgTextMode(hasDarkLook: scene.dark != nil) {
      case .text:
        return try SVGTextWriter(measurer: measurer, cancellation: cancellation).write(scene)
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
    try draw(scene, on: canvas.context, links: format == .pdf)
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
      return SVGWebAnnotations.annotate(svg, scene: scene)
    case .pdf:
      try cancellation.check(.encode)
      return try canvas.finish()
    }
  }

  /// Draws every chip; with `links`, wraps linked chips in Cairo link tags (PDF
  /// annotations; SVG links are added to the document afterwards).
  private func draw(_ scene: Scene, on cr: OpaquePointer, links: Bool) throws(TagFlowError) {
    if !scene.background.isTransparent {
      setSource(cr, scene.background)
      cairo_paint(cr)
    }
    for chip in scene.chips {
      try cancellation.check(.draw)
      let frame = chip.frame
      let link = links ? chip.link.map { CairoLink.attributes(uri: $0, frame: frame) } : nil
      if let link { cairo_tag_begin(cr, CAIRO_TAG_LINK, link) }
      if !chip.fill.isTransparent {
        roundedRectangle(cr, frame, radius: chip.cornerRadius)
        setSource(cr, chip.fill)
        cairo_fill(cr)
      }
      if chip.borderWidth > 0 {
        // Inside the edge: half the line width in from the frame, so the chip keeps its size.
        let width = min(chip.borderWidth, frame.width / 2, frame.height / 2)
        let inset = width / 2
        let inner = Rect(
          x: frame.x + inset, y: frame.y + inset, width: frame.width - width, height: frame.height - width)
        roundedRectangle(cr, inner, radius: chip.cornerRadius - inset)
        setSource(cr, chip.borderColor)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
      }

      let layout = try measurer.layout(chip.text, font: chip.font)
      setSource(cr, chip.textColor)
      cairo_move_to(cr, frame.x + chip.textOrigin.x, frame.y + chip.textOrigin.y)
      pango_cairo_show_layout(cr, layout.pointer)
      if link != nil { cairo_tag_end(cr, CAIRO_TAG_LINK) }
    }
  }

  private func roundedRectangle(_ cr: OpaquePointer, _ frame: Rect, radius: Double) {
    let r = max(0, radius)
    let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}

private func setSource(_ cr: OpaquePointer, _ color: Color) {
  cairo_set_source_rgba(
    cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
}
