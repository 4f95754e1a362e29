// PDF: one page written by Cairo, with the text as text and links as link annotations.

/// Writes a one-page PDF titled with the ChipScene's title.
final class PDFFormatEncoder: FormatEncoder {
  func encode(_ drawing: SceneDrawing, of scene: ChipScene, scale: Double, in context: EncodingContext)
    throws(TagFlowError) -> [UInt8]
  {
    let canvas = try CairoSurface.pdf(
      width: scene.width, height: scene.height, title: scene.title, cancellation: context.cancellation)
    try context.paint(drawing, on: canvas, links: true)
    try context.cancellation.check(.encode)
    return try canvas.finish()
  }
}
