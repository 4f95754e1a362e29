// How chips and the canvas look (font, colours, border, padding, corners), and how each setting of a look is written.

/// The look of one image. Sizes are in points (1 pt = 1 px at scale 1).
/// Themes (`Theme`) are ready-made styles; `TagItem` overrides colours per chip.
public struct Style: Sendable, Hashable, Codable {
  /// A Pango font description, e.g. `DejaVu Sans 13px` or `Inter Bold 15px`.
  public var font: String = "DejaVu Sans 13px"
  /// Replace the size, weight or slant that `font` names (size in px).
  public var fontSize: Double? = nil
  /// Replaces the weight that `font` names.
  public var fontWeight: FontWeight? = nil
  /// Replaces the slant that `font` names.
  public var fontSlant: FontSlant? = nil
  /// The text colour of every chip that sets none. `nil` (the default) picks a
  /// readable one per chip: `preferredTextColor` when it reaches WCAG 4.5:1
  /// against the chip's fill, else the canvas background when that does, else
  /// black or white.
  public var textColor: RGBAColor? = nil
  /// The theme's text colour, used wherever it is readable.
  public var preferredTextColor: RGBAColor = RGBAColor(rgb: 0x1F2937)
  /// The fill of every chip without a fill of its own, a palette colour or selection.
  public var fill: RGBAColor = RGBAColor(rgb: 0xE8EEF7)
  /// Drawn inside the chip's edge: a border never changes a chip's size.
  public var borderColor: RGBAColor = .transparent
  /// Width of the border in points; 0 draws none.
  public var borderWidth: Double = 0
  /// The fill (and border) of selected chips, as a tag picker shows its selection.
  public var accent: RGBAColor = RGBAColor(rgb: 0x2563EB)
  /// Text on selected chips; `nil` picks a readable one as for `textColor`.
  public var accentTextColor: RGBAColor? = nil
  /// Colours each chip's fill by its text; `nil` fills every chip with `fill`.
  public var palette: Palette? = nil
  /// How palette colours are given: `nil` is `.distinct`. Optional so that a style that never
  /// set it encodes (and fingerprints) as it did before the setting existed.
  package var paletteColors: PaletteColors? = nil
  /// Space between a chip's text and its edge, horizontally and vertically.
  public var chipPadding: Insets = Insets(horizontal: 12, vertical: 6)
  /// Corner radius; `nil` draws capsules (radius = half the chip height).
  public var cornerRadius: Double? = nil
  /// Space between the canvas edge and the chips.
  public var padding: Double = 16
  /// The canvas colour; `.transparent` leaves the canvas clear.
  public var background: RGBAColor = .white
  /// Every chip's flex settings, unless its tag sets its own.
  public var chipFlex = ChipFlex()

  /// The default look: the `light` theme's, DejaVu Sans 13 px on pale blue-grey capsules.
  public init() {}

  /// Chips narrower than this are widened, their text centred (`chipFlex.minWidth`).
  package var minChipWidth: Double? {
    get { chipFlex.minWidth }
    set { chipFlex.minWidth = newValue }
  }
  /// Chips wider than this have their text ellipsised at the end (`chipFlex.maxWidth`).
  package var maxChipWidth: Double? {
    get { chipFlex.maxWidth }
    set { chipFlex.maxWidth = newValue }
  }
}

/// A horizontal and a vertical length.
public struct Insets: Sendable, Hashable, Codable {
  /// The length along a line, left and right.
  public var horizontal: Double
  /// The length across lines, top and bottom.
  public var vertical: Double

  /// Insets of `horizontal` and `vertical` points.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

// Every setting of a look, in the order `tagflow render --help` lists them: a
// setting added to `Style` is declared here once, for theme files, manifests,
// validation and the command line.
extension StyleSetting {
  /// Every setting of a look: theme files take those with `isThemeKey`,
  /// manifests and the command line take them all.
  package static let all: [StyleSetting] = [
    palette, paletteColors, font, fontSize, fontWeight, fontStyle, textColor, fill, background, borderColor,
    borderWidth, accent, accentTextColor, chipPadding, padding, radius, gap, minChipWidth, maxChipWidth, chipBasis,
    chipGrow, chipShrink,
  ]

  /// The settings by key.
  package static let named = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

  /// `pairs` in the order the command line applies its options: keys that
  /// set no look first, then the look's in `all` order, each group keeping
  /// the file's order. Settings that affect one another (a border's colour
  /// and width) then mean the same wherever they stand in a file.
  package static func inApplyOrder<Pair>(_ pairs: [Pair], key: (Pair) -> String?) -> [Pair] {
    func rank(_ pair: Pair) -> Int { key(pair).flatMap { ranks[$0] } ?? -1 }
    return pairs.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  private static let ranks = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.key, $0) })

  package static let palette = word(
    "palette", accepted: "one of " + Palette.presets.map(\.name).joined(separator: ", "),
    names: Palette.presets.map(\.name),
    help: "Colour each chip from a named palette, by a stable hash of its text (see 'tagflow themes').",
    valueName: "name", read: { try? Palette.named($0) }, \.style.palette)
  package static let paletteColors = word(
    "paletteColors", accepted: "one of " + PaletteColors.allCases.map(\.rawValue).joined(separator: ", "),
    names: PaletteColors.allCases.map(\.rawValue),
    help: "How palette colours are given: distinct (chips side by side on a line never share one; default) "
      + "or hash (each tag its own colour, whatever its neighbours).",
    valueName: "distinct|hash", read: { PaletteColors(rawValue: $0.lowercased()) }, \.style.paletteColors)
  package static let font = text(
    "font", help: "Pango font description, e.g. 'DejaVu Sans 13px' or 'Inter Bold 15px'.", valueName: "font",
    \.style.font)
  package static let fontSize = number(
    "fontSize", .fontSize,
    help: "Text size, 1 to 1000 px, replacing --font's.", valueName: "px", \.style.fontSize)
  package static let fontWeight = word(
    "fontWeight", accepted: FontWeight.accepted,
    help: "Text weight: normal, medium, semibold, bold, …, or 100 to 1000.", valueName: "weight",
    read: FontWeight.init(parsing:), \.style.fontWeight)
  package static let fontStyle = word(
    "fontStyle", accepted: "one of " + FontSlant.allCases.map(\.rawValue).joined(separator: ", "),
    help: "Upright (normal) or slanted (italic, oblique) text.", valueName: "normal|italic|oblique",
    read: { FontSlant(rawValue: $0.lowercased()) }, \.style.fontSlant)
  /// A theme's text colour is used where it is readable; a job's (`textColor` in
  /// a manifest, `--text-color`) is used everywhere, and sets `Style.textColor`.
  package static let textColor = color(
    "textColor",
    help: "Text colour of every chip (default: the theme's where readable, else black or white for contrast).",
    \.style.preferredTextColor)
  package static let fill = color("fill", help: "Chip fill colour (light theme: #E8EEF7).", \.style.fill)
  package static let background = color(
    "background", help: "Canvas background colour, or 'transparent' (light theme: white).", \.style.background)
  /// A border colour alone asks for a border: 1 pt unless a width is set.
  /// (A mapping's keys are applied in `all` order, so a width beside it in
  /// the same file wins wherever it stands.)
  package static let borderColor = StyleSetting(
    key: "borderColor", help: "Chip border colour (alone: a 1 pt border).", valueName: "colour", isThemeKey: true,
    range: nil, accepted: RGBAColor.accepted, form: .color,
    parse: { text in RGBAColor(parsing: text).map(border) }, numbers: { _ in [] })
  package static let borderWidth = number(
    "borderWidth", NumberSetting("border-width", key: "borderWidth", 0...1000),
    help: "Chip border width, 0 (none) to 1000, drawn inside the chip's edge.", valueName: "points",
    \.style.borderWidth)
  package static let accent = color(
    "accent", help: "Fill of selected chips (--select, or 'selected' in a tag file).", \.style.accent)
  package static let accentTextColor = color(
    "accentTextColor", help: "Text colour of selected chips (default: readable on the accent).",
    \.style.accentTextColor)
  package static let chipPadding = pair(
    "chipPadding", NumberSetting("chip-padding", key: "chipPadding", 0...1000),
    help: "Space around the text inside a chip, 0 to 1000: 'X,Y' or one number (default: 12,6).", valueName: "x,y",
    \.style.chipPadding)
  package static let padding = number(
    "padding", NumberSetting("padding", key: "padding", 0...10000),
    help: "Space between the canvas edge and the chips, 0 to 10000 (default: 16).", valueName: "points",
    \.style.padding)
  package static let radius: StyleSetting = {
    let range = NumberSetting("radius", key: "radius", 0...10000)
    return StyleSetting(
      key: "radius",
      help: "Corner radius of the chips: points (0 for rectangles) or 'capsule', half the chip height (default).",
      valueName: "points|capsule", isThemeKey: true, range: range, accepted: range.expected + " or 'capsule'",
      form: .scalar,
      parse: { text in
        if text.lowercased() == "capsule" { return change(\.style.cornerRadius, to: nil) }
        return range.value(of: text).map { change(\.style.cornerRadius, to: $0) }
      },
      numbers: { $0.style.cornerRadius.map { [$0] } ?? [] })
  }()
  package static let gap = pair(
    "gap", NumberSetting("gap", key: "gap", 0...10000),
    help: "Space between chips, 0 to 10000: 'X,Y' or one number for both (default: 8,8).",
    valueName: "x,y", \.gap)
  package static let minChipWidth = number(
    "minChipWidth", NumberSetting("min-chip-width", key: "minChipWidth", 0...32767),
    help: "Widen narrower chips to this width, 0 to 32767.", valueName: "points", isThemeKey: false,
    \.style.chipFlex.minWidth)
  package static let maxChipWidth = number(
    "maxChipWidth", NumberSetting("max-chip-width", key: "maxChipWidth", 1...32767),
    help: "Cut longer texts with an ellipsis so chips fit this width, 1 to 32767.", valueName: "points",
    isThemeKey: false, \.style.chipFlex.maxWidth)
  package static let chipBasis = number(
    "chipBasis", NumberSetting("chip-basis", key: "chipBasis", 0...32767),
    help: "Width every chip flexes from (default: its text plus padding).", valueName: "points", isThemeKey: false,
    \.style.chipFlex.basis)
  package static let chipGrow = number(
    "chipGrow", NumberSetting("chip-grow", key: "chipGrow", 0...1_000_000, unit: nil),
    help: "Share of its line's free space each chip takes (default: 0).", valueName: "factor", isThemeKey: false,
    \.style.chipFlex.grow)
  package static let chipShrink = number(
    "chipShrink", NumberSetting("chip-shrink", key: "chipShrink", 0...1_000_000, unit: nil),
    help: "Share of an overflowing line each chip gives up, its text ellipsised (default: 0).", valueName: "factor",
    isThemeKey: false, \.style.chipFlex.shrink)

  /// Sets a border's colour, and a width of 1 pt where there was none.
  private static func border(_ color: RGBAColor) -> Change {
    { (look: inout Theme) in
      look.style.borderColor = color
      if look.style.borderWidth == 0 { look.style.borderWidth = 1 }
    }
  }
}
