// The one value between layout and drawing: canvas, background and every chip, resolved.

/// Everything the renderer draws, in points, with nothing left to compute but
/// pixels. `tagflow layout` prints it as JSON.
public struct ChipScene: Sendable, Hashable {
  /// The canvas width in points.
  public var width: Double
  /// The canvas height in points.
  public var height: Double
  /// The canvas colour; transparent leaves the canvas clear.
  public var background: RGBAColor
  /// Chips in drawing order (the job's order); an overflow ("+N") chip comes last.
  public var chips: [Chip] { didSet { chips = ChipScene.outlined(chips, dark: dark) } }
  /// What the image shows, in words: SVG `<title>` and `aria-label`, PDF title.
  public var title: String
  /// How chip edges and SVG text are drawn; the renderer applies the snapping.
  public var rendering = RenderOptions()
  /// The colours of a second, dark look that an SVG switches to by the reader's preference.
  package var dark: DarkLook? = nil { didSet { chips = ChipScene.outlined(chips, dark: dark) } }
  /// The fonts the chips' font descriptions are drawn with: a ChipScene carries
  /// what drawing needs, so one read back from JSON draws the same image.
  public var fonts = FontSet()

  /// A ChipScene from its parts; `ChipScene(_:measurer:)` builds one from a job.
  package init(
    width: Double, height: Double, background: RGBAColor, chips: [Chip], title: String = "",
    rendering: RenderOptions = RenderOptions(), dark: DarkLook? = nil, fonts: FontSet = FontSet()
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.chips = ChipScene.outlined(chips, dark: dark)
    self.title = title
    self.rendering = rendering
    self.dark = dark
    self.fonts = fonts
  }

  /// One capsule with its text.
  public struct Chip: Sendable, Hashable {
    /// The text drawn, shortened with an ellipsis when the tag did not fit.
    public var text: String { didSet { measurement = Measurement() } }
    /// The Pango font description of this chip (sizes differ in a tag cloud).
    public var font: String { didSet { measurement = Measurement() } }
    /// The capsule's rectangle on the canvas, in points.
    public var frame: Rect
    /// Line index, from 0.
    public var line: Int
    /// Distance from the chip's top to the text's first baseline.
    package var baseline: Double
    /// The capsule's colour.
    public var fill: RGBAColor
    /// The text's colour.
    public var textColor: RGBAColor
    /// The corner radius in points; half the height draws a capsule.
    public var cornerRadius: Double
    /// Where the text's logical rectangle starts, relative to the chip's origin.
    package var textOrigin: Point
    /// The tag's whole text when `text` is shortened with an ellipsis to fit.
    public var fullText: String?
    /// The "+N" chip that stands for hidden tags.
    public var isOverflow: Bool
    /// A border drawn inside the frame's edge; none when the width is 0.
    public var borderColor: RGBAColor = .transparent
    /// The border's width in points, drawn inward.
    public var borderWidth: Double = 0
    /// Where the chip links to, if anywhere.
    public var link: String? = nil
    /// Drawn with the accent colour.
    public var isSelected: Bool = false
    /// The look's settings of the outline beyond corner radius and border width (a dash, say).
    package var shape = ChipShape()
    /// The shapes the fill and border are drawn along, resolved by the ChipScene
    /// that holds the chip from its frame, corner radius, border and shape.
    package internal(set) var outline: ChipOutline
    /// The text as the ChipScene builder measured it, for writers that set text
    /// themselves; `nil` for a chip made by hand or read from JSON (which does
    /// not carry it), or whose text or font changed since, which the renderer
    /// measures when it needs it.
    package internal(set) var measured: MeasuredText? {
      get { measurement.text }
      set { measurement = Measurement(text: newValue) }
    }
    private var measurement = Measurement()

    /// A chip from its parts, as `ChipScene(_:measurer:)` resolves them.
    package init(
      text: String, font: String, frame: Rect, line: Int, baseline: Double, fill: RGBAColor, textColor: RGBAColor,
      cornerRadius: Double, textOrigin: Point, fullText: String? = nil, isOverflow: Bool = false,
      borderColor: RGBAColor = .transparent, borderWidth: Double = 0, link: String? = nil, isSelected: Bool = false,
      shape: ChipShape = ChipShape()
    ) {
      self.text = text
      self.font = font
      self.frame = frame
      self.line = line
      self.baseline = baseline
      self.fill = fill
      self.textColor = textColor
      self.cornerRadius = cornerRadius
      self.textOrigin = textOrigin
      self.fullText = fullText
      self.isOverflow = isOverflow
      self.borderColor = borderColor
      self.borderWidth = borderWidth
      self.link = link
      self.isSelected = isSelected
      self.shape = shape
      outline = ChipOutline(frame: frame, cornerRadius: cornerRadius, borderWidth: borderWidth, shape: shape)
    }
  }
}

extension ChipScene.Chip {
  /// The measurements a chip carries. They follow from its text and font and
  /// the ChipScene's fonts, so they are no part of what the chip is: two chips
  /// equal but for having been measured are equal (a ChipScene read back from
  /// JSON equals the one that was written).
  private struct Measurement: Sendable, Hashable {
    var text: MeasuredText? = nil

    static func == (_: Measurement, _: Measurement) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }
}
