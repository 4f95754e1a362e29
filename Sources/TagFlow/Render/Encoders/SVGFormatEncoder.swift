// SVG: real text written from the ChipScene, or Cairo's glyph outlines, normalised and annotated for the web.

/// Writes SVG in the text mode the ChipScene asks for.
final class SVGFormatEncoder: FormatEncoder {
  func encode(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, in context: EncodingContext)
    throws(TagFlowError) -> [UInt8]
  {
    switch scene.rendering.svgTextMode(hasDarkLook: scene.dark != nil) {
    case .text:
      var drawing = drawing
      try measureTexts(of: &drawing, with: context.measurer)
      return try SVGTextWriter(cancellation: context.cancellation).write(
        drawing, width: scene.width, height: scene.height)
    case .outlines where scene.dark != nil:
      throw TagFlowError.invalid(
        "svgText", "outlines", expected: "text with a dark theme (outlines cannot change colour by preference)")
    case .outlines:
      var svg = try outlines(drawing, of: scene, scale: 1, in: context)
      // Colour emoji are bitmaps of one pixel a px: drawn again at a few times the size,
      // their images take that drawing's pixels (see SVGEmojiImages).
      let scale = SVGEmojiImages.scale(for: svg)
      // A canvas near Cairo's limit keeps its 1× images: the larger drawing would not fit.
      if SVGEmojiImages.hasImages(svg),
        max(scene.width, scene.height) * Double(scale) <= Double(CairoSurface.vectorLimit)
      {
        let sharper = try outlines(drawing, of: scene, scale: Double(scale), in: context)
        svg = SVGEmojiImages.replacingImages(of: svg, with: sharper, scale: scale)
      }
      svg = try SVGNormalizer.normalize(svg, cancellation: context.cancellation)
      try context.cancellation.check(.encode)
      return SVGWebAnnotations.annotate(svg, drawing: drawing)
    }
  }

  /// Cairo's SVG of the drawing, `scale` times the scene's size: glyphs as outlines, colour
  /// glyphs as images of `scale` pixels a px.
  private func outlines(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, in context: EncodingContext)
    throws(TagFlowError) -> [UInt8]
  {
    let canvas = try CairoSurface.svg(
      width: scene.width * scale, height: scene.height * scale, cancellation: context.cancellation)
    canvas.scale(by: scale)
    try context.paint(drawing, on: canvas)
    try context.cancellation.check(.encode)
    return try canvas.finish()
  }

  /// Gives every text its measurements, for SVG text: the ChipScene builder's
  /// are there already, a ChipScene read from JSON (which does not carry them)
  /// or built with a measurer of no real fonts has its texts measured here.
  private func measureTexts(of drawing: inout SceneDrawing, with measurer: TextMeasurer) throws(TagFlowError) {
    for index in drawing.chips.indices where drawing.chips[index].text.measured == nil {
      let text = drawing.chips[index].text
      let metrics = try measurer.measure(text.text, font: text.font)
      drawing.chips[index].text.measured = MeasuredText(
        width: metrics.width, originX: metrics.originX, face: try measurer.fontFace(of: text.font))
    }
  }
}
