// A ChipScene as what is painted, chip by chip: the one place that decides what every writer draws.

/// A paint in both looks: the light look's colour, and the dark look's (the
/// same colour when the ChipScene has no dark look).
struct Paint: Hashable {
  var light: RGBAColor
  var dark: RGBAColor
}

/// What drawing a ChipScene paints, in order: the canvas, then each chip's fill,
/// border and text. Cairo, the SVG text writer and the SVG link overlay all
/// draw from this, so none of them decides what a chip looks like; each only
/// says how its format writes a shape, a line, a text or a link.
struct SceneDrawing {
  /// What the image shows, in words.
  var title: String
  /// The ChipScene has a dark look: paints differ between looks.
  var hasDarkLook: Bool
  /// The canvas paint, when either look paints the canvas.
  var canvas: Paint?
  /// One entry per chip, in drawing order.
  var chips: [ChipDrawing]

  init(_ scene: ChipScene) {
    title = scene.title
    hasDarkLook = scene.dark != nil
    let background = Paint(light: scene.background, dark: scene.dark?.background ?? scene.background)
    canvas = background.isClear ? nil : background
    chips = scene.chips.indices.map { ChipDrawing(scene, chip: $0) }
  }
}

/// One chip's drawing commands, each `nil` when there is nothing to draw.
struct ChipDrawing {
  /// Fill this shape.
  var fill: (shape: RoundedRect, paint: Paint)?
  /// Stroke this centre line so (its width, and dashes if any).
  var border: (shape: RoundedRect, stroke: Stroke, paint: Paint)?
  /// Draw this text.
  var text: TextRun
  /// Make this area a link.
  var link: ChipLink?

  init(_ scene: ChipScene, chip index: Int) {
    let chip = scene.chips[index]
    let dark = scene.dark.flatMap { index < $0.chips.count ? $0.chips[index] : nil }
    let outline = chip.outline
    let fill = Paint(light: chip.fill, dark: dark?.fill ?? chip.fill)
    self.fill = fill.isClear ? nil : (outline.fill, fill)
    // A border that only one look has is drawn in both, clear in the other
    // (the outline takes its width from the look that has one). How the
    // line is stroked is the outline's: writers draw any stroke the same way.
    let lightBorder = chip.borderWidth > 0 ? chip.borderColor : RGBAColor.transparent
    let darkBorder = dark.map { $0.borderWidth > 0 ? $0.borderColor : RGBAColor.transparent } ?? lightBorder
    border = outline.border.map { ($0, outline.stroke, Paint(light: lightBorder, dark: darkBorder)) }
    let frame = chip.frame
    text = TextRun(
      text: chip.text, font: chip.font, origin: Point(x: frame.x + chip.textOrigin.x, y: frame.y + chip.textOrigin.y),
      baseline: frame.y + chip.baseline, measured: chip.measured,
      paint: Paint(light: chip.textColor, dark: dark?.textColor ?? chip.textColor))
    link = chip.link.map { ChipLink(uri: $0, title: chip.fullText ?? chip.text, area: outline.fill) }
  }
}

/// A chip's text, placed.
struct TextRun {
  var text: String
  /// The Pango font description it is set in.
  var font: String
  /// Where the layout's origin goes on the canvas: Pango draws from there.
  var origin: Point
  /// The first baseline's distance from the top of the canvas.
  var baseline: Double
  /// Its measurements, when the ChipScene carries them.
  var measured: MeasuredText?
  var paint: Paint
}

/// A chip that links somewhere: the address, the tag's whole text, and the area a click follows it from.
struct ChipLink {
  var uri: String
  var title: String
  var area: RoundedRect
}

extension Paint {
  /// Clear in both looks: nothing to draw.
  var isClear: Bool { light.isTransparent && dark.isTransparent }
}
