// The drawing of a ChipScene painted on a Cairo context: shapes by Cairo, text by Pango.

internal import CPangoCairo

/// Paints a `SceneDrawing` on a Cairo context, whatever surface is behind it
/// (pixels, SVG or PDF): it only says how Cairo draws a shape, a line, a text
/// and a link; what to draw and where is the drawing's.
struct CairoPainter {
  /// Draws each text as it shaped it.
  let measurer: TextMeasurer
  /// Asked before each chip is painted.
  let cancellation: Cancellation

  /// Draws every chip in the light look (what is clear in it is not drawn);
  /// with `links`, wraps linked chips in Cairo link tags (PDF annotations;
  /// SVG links are added to the document afterwards).
  func paint(_ drawing: SceneDrawing, on cr: OpaquePointer, links: Bool) throws(TagFlowError) {
    if let canvas = drawing.canvas, !canvas.light.isTransparent {
      setSource(cr, canvas.light)
      cairo_paint(cr)
    }
    for chip in drawing.chips {
      try cancellation.check(.draw)
      let link = links ? chip.link.map { CairoLink.attributes(uri: $0.uri, frame: $0.area.rect) } : nil
      if let link { cairo_tag_begin(cr, CAIRO_TAG_LINK, link) }
      if let (shape, paint) = chip.fill, !paint.light.isTransparent {
        addPath(cr, shape)
        setSource(cr, paint.light)
        cairo_fill(cr)
      }
      if let (shape, stroke, paint) = chip.border, !paint.light.isTransparent {
        addPath(cr, shape)
        setSource(cr, paint.light)
        cairo_set_line_width(cr, stroke.width)
        if stroke.dashes.isEmpty {
          cairo_stroke(cr)
        } else {
          cairo_set_dash(cr, stroke.dashes, Int32(stroke.dashes.count), stroke.dashOffset)
          cairo_stroke(cr)
          cairo_set_dash(cr, nil, 0, 0)
        }
      }
      let layout = try measurer.layout(chip.text.text, font: chip.text.font)
      setSource(cr, chip.text.paint.light)
      cairo_move_to(cr, chip.text.origin.x, chip.text.origin.y)
      FontLock.run { pango_cairo_show_layout(cr, layout.pointer) }
      if link != nil { cairo_tag_end(cr, CAIRO_TAG_LINK) }
    }
  }

  /// The rounded rectangle as a closed sub-path, corners clockwise from the top right.
  private func addPath(_ cr: OpaquePointer, _ shape: RoundedRect) {
    let (r, frame) = (shape.radius, shape.rect)
    let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  private func setSource(_ cr: OpaquePointer, _ color: RGBAColor) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
  }
}
