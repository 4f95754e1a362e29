// Measures chip texts with Pango, each (text, font) once, and keeps them shaped for drawing.

/// Measures texts in the fonts of one run, a ``Renderer``'s: each (text, font) is
/// shaped once and its layout kept, so measuring it again and drawing it cost no
/// shaping. Its ``missingGlyphs`` collect the tags no font could draw.
///
/// ```swift
/// let renderer = try Renderer(fonts: job.fonts)
/// let scene = try ChipScene(job, measurer: renderer.measurer)
/// if !renderer.measurer.missingGlyphs.isEmpty { print(renderer.measurer.missingGlyphs.message) }
/// ```
///
/// Not `Sendable`: each task or thread that measures uses a measurer of its own.
public final class TextMeasurer {
  let fonts: FontSystem
  /// The fonts this measurer was made for: a job drawn with it must ask for the same.
  package let fontSet: FontSet
  private var descriptions: [String: FontDescription] = [:]
  /// Each chip asks for its font's face: thousands of chips share a few fonts.
  private var faces: [String: FontFace] = [:]
  private var shaped: [Key: TextLayout] = [:]

  private struct Key: Hashable {
    var text: String
    var font: String
  }

  /// Asked before each new text is shaped (shaping is where measuring spends its time).
  package var cancellation = Cancellation.never

  /// Tags measured so far that have characters no font can draw.
  /// A batch worker empties it before each job, to tell which jobs have them.
  public package(set) var missingGlyphs = MissingGlyphs()

  /// How many shaped texts are kept; past that the cache starts again, so a
  /// long batch of distinct tags keeps memory flat.
  static let shapedLimit = 4096
  /// `shapedLimit`, or 1 for a measurer that is not for drawing.
  private let keptLimit: Int

  /// A measurer for `fonts`; throws when a font file cannot be loaded.
  ///
  /// `forDrawing: false` is for texts that are measured and not drawn
  /// (`tagflow layout`): only the text shaped last is kept, long enough to
  /// check its glyphs, so thousands of tags do not hold thousands of Pango
  /// layouts (megabytes faulted in, then freed one by one at the end).
  /// Drawing with such a measurer shapes each text again.
  package init(fonts: FontSet, forDrawing: Bool = true) throws(TagFlowError) {
    self.fonts = try FontSystem.make(fonts)
    fontSet = fonts
    keptLimit = forDrawing ? TextMeasurer.shapedLimit : 1
  }

  /// Starts loading the machine's font configuration on another CPU, so that a
  /// measurer made a few milliseconds later finds it ready. Call it first thing
  /// in a process that will measure text; calling it again does nothing.
  package static func startLoadingSystemFonts() {
    SystemFonts.startLoading()
  }

  /// A font description, parsed and validated once.
  func description(of font: String) throws(TagFlowError) -> FontDescription {
    if let known = descriptions[font] { return known }
    let description = try FontDescription(font)
    descriptions[font] = description
    return description
  }

  /// The shaped layout of a text, for measuring and drawing.
  func layout(_ text: String, font: String) throws(TagFlowError) -> TextLayout {
    let key = Key(text: text, font: font)
    if let known = shaped[key] { return known }
    try cancellation.check(.shape)
    if shaped.count >= keptLimit { shaped.removeAll(keepingCapacity: true) }
    let layout = TextLayout(fonts: fonts, font: try description(of: font), text: text)
    shaped[key] = layout
    return layout
  }

  /// `font` with its size (in px), weight or slant replaced; `font` itself when none is.
  package func font(_ font: String, pixelSize: Double?, weight: FontWeight?, slant: FontSlant?) throws(TagFlowError)
    -> String
  {
    guard pixelSize != nil || weight != nil || slant != nil else { return font }
    return try description(of: font).replacing(pixelSize: pixelSize, weight: weight, slant: slant)
  }

  /// The size of `font` in px (a size in points counts at 96 dpi, as Cairo draws it).
  package func pixelSize(of font: String) throws(TagFlowError) -> Double {
    try description(of: font).pixelSize(dpi: fonts.dpi)
  }

  /// `font` as Pango resolves it: its families, size in px, CSS weight and style.
  package func face(of font: String) throws(TagFlowError) -> FontFace? {
    try fontFace(of: font)
  }

  /// `face(of:)`, which a measurer of real fonts always has.
  func fontFace(of font: String) throws(TagFlowError) -> FontFace {
    if let known = faces[font] { return known }
    let description = try description(of: font)
    let face = FontFace(
      family: description.family, pixelSize: try pixelSize(of: font), weight: description.weight,
      style: description.cssStyle)
    faces[font] = face
    return face
  }

  /// Notes whether the tag `text`, as far as `shaped` of it is drawn in `font`,
  /// has characters no font can draw.
  func checkGlyphs(_ text: String, shaped: String, font: String) throws(TagFlowError) {
    missingGlyphs.add(
      tag: text, characters: try layout(shaped, font: font).missingCharacters, systemFonts: fontSet.includesSystemFonts)
  }

  /// The size of `text` in `font` (a Pango font description), shaped as it will be drawn.
  package func measure(_ text: String, font: String) throws(TagFlowError) -> TextMetrics {
    try layout(text, font: font).metrics
  }

  /// The family drawn instead of the one `font` (a Pango font description) asks for, when
  /// fontconfig had to fall back because no font of this measurer's `FontSet` has that
  /// family; `nil` when the font asked for is used. Generic families (`sans-serif`,
  /// `monospace`, …) always count as found. Throws for a description that is no font.
  ///
  /// ```swift
  /// let renderer = try Renderer(fonts: FontSet())
  /// if let used = try renderer.measurer.fallbackFamily(for: "No Such Family 12px") {
  ///   print("drawn with \(used) instead")  // DejaVu Sans, on a machine with only DejaVu
  /// }
  /// ```
  ///
  /// `RenderOptions.requiresFontFamilies` makes a render refuse a job whose family falls back.
  public func fallbackFamily(for font: String) throws(TagFlowError) -> String? {
    let asked = try description(of: font).family.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
    let generic: Set = ["sans-serif", "sans", "serif", "monospace", "mono", "emoji", "system-ui", "cursive", "fantasy"]
    guard !asked.contains(where: generic.contains) else { return nil }
    // A probe text in plain Latin letters is drawn by the first font that fontconfig matched.
    guard let used = try layout("a", font: font).firstRunFamily else { return nil }
    return asked.contains(used.lowercased()) ? nil : used
  }
}
