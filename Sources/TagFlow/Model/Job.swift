// Everything one image needs: tags, style, layout options, fonts, cloud and order.

import FlowLayout

/// One image to make. A job is valid once built: later stages never see bad input.
public struct Job: Sendable, Hashable, Codable {
  /// The tags, one chip each, in input order (see `order`).
  public var tags: [TagItem]
  /// How the chips and the canvas look.
  public var style: Style
  /// The canvas width in points; chips wrap at `width - 2 * style.padding`.
  public var width: Double
  /// The canvas height in points; `nil` makes the canvas as tall as its
  /// lines. With a height the lines are placed by `layout.alignContent`, and
  /// tags that would not fit are an error rather than cut off.
  public var height: Double? = nil
  /// Zoom the chips (text sizes, chip padding, gaps, corner radius) to the
  /// largest size at which every tag fits `width` × `height` whole (`fitBox` in a
  /// manifest, `--fit-box` on the command line). Not `layout.fit`, which makes the
  /// flow container hug its widest line.
  public var zoomsToFit = false
  /// Chips on one line share one height and one text baseline (the line's
  /// largest ascent and descent), as a tag list in a browser lines up, so
  /// text in scripts of taller fonts does not make its own chip taller; in a
  /// cloud, chips of one size share them and `layout.align` places the sizes.
  /// `false` keeps each chip as tall as its own text (before TagFlow 0.3.0).
  public var chipsShareLineHeight = true
  /// How the chips flow: gaps, justification, alignment, wrapping. Its `width`
  /// and `height` are the box the lines go in, the canvas's less the padding
  /// (`contentWidth`, `contentHeight`): setting them sets the canvas's.
  public var layout: FlowOptions {
    get {
      var options = flow
      (options.width, options.height) = (contentWidth, contentHeight)
      return options
    }
    set {
      if newValue.width != contentWidth { width = newValue.width + 2 * style.padding }
      if newValue.height != contentHeight { height = newValue.height.map { $0 + 2 * style.padding } }
      var options = newValue
      (options.width, options.height) = (flow.width, flow.height)
      flow = options
    }
  }
  /// `layout` as stored: its width and height are never read (the canvas's are),
  /// and stay what `init` gave them, so that a job's encoding does not change.
  private var flow: FlowOptions
  /// The fonts the chips are measured and drawn with.
  public var fonts: FontSet
  /// The text of the chip that stands for tags hidden by `layout.maxLines`; `{n}` is their count.
  public var overflowTemplate: String = "+{n}"
  /// The image's title: SVG `<title>` and `aria-label`, PDF title. `nil` lists the tags.
  public var title: String? = nil
  /// How weights become sizes and colours.
  public var cloud = TagCloud()
  /// The order of the chips.
  public var order: TagOrder = .input
  /// Keep only this many tags, the heaviest (the first ones among equal weights).
  public var top: Int? = nil
  /// Edge snapping and the SVG text mode.
  public var rendering = RenderOptions()
  /// A second look whose colours an SVG takes when the reader prefers dark;
  /// sizes, fonts and places stay those of `style`.
  public var darkStyle: Style? = nil
  /// The link schemes a tag's `link` may have: `validate()` and every render refuse the others
  /// (`LinkPolicy.standard`: `http`, `https`, `mailto` and relative links).
  public var links = LinkPolicy.standard

  /// A job for `tags` on a canvas `width` points wide. The chips wrap with 8-point
  /// gaps, centred vertically on their line; change `layout`'s settings one by one
  /// (`job.layout.justify = .center`), so that no default is lost.
  ///
  /// ```swift
  /// var job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// job.layout.justify = .center
  /// Theme.dark.apply(to: &job)
  /// let png = try job.render(as: .png, scale: 2)
  /// ```
  public init(tags: [TagItem], style: Style = Style(), width: Double = 600, fonts: FontSet = FontSet()) {
    self.tags = tags
    self.style = style
    self.width = width
    self.flow = FlowOptions(width: width, gapX: 8, gapY: 8, align: .center)
    self.fonts = fonts
  }

  /// The stored fields in declaration order, `layout` under its own name: what
  /// the encoding (and so batch fingerprints) of a job holds.
  private enum CodingKeys: String, CodingKey {
    case tags, style, width, height
    case zoomsToFit = "fitsBox"
    case chipsShareLineHeight
    case flow = "layout"
    case fonts, overflowTemplate, title, cloud, order, top, rendering, darkStyle, links
  }

  /// Every stored field under its name (`layout` as stored: its width and height are the
  /// ones `init` gave), leaving out `nil` fields and `links` while it is `LinkPolicy.standard`,
  /// so that a job's encoding (and batch fingerprints) stays what it was before it had one.
  /// `JSONEncoder` reads it back with `init(from:)` to an equal job.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tags, forKey: .tags)
    try container.encode(style, forKey: .style)
    try container.encode(width, forKey: .width)
    try container.encodeIfPresent(height, forKey: .height)
    try container.encode(zoomsToFit, forKey: .zoomsToFit)
    try container.encode(chipsShareLineHeight, forKey: .chipsShareLineHeight)
    try container.encode(flow, forKey: .flow)
    try container.encode(fonts, forKey: .fonts)
    try container.encode(overflowTemplate, forKey: .overflowTemplate)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encode(cloud, forKey: .cloud)
    try container.encode(order, forKey: .order)
    try container.encodeIfPresent(top, forKey: .top)
    try container.encode(rendering, forKey: .rendering)
    try container.encodeIfPresent(darkStyle, forKey: .darkStyle)
    if links != .standard { try container.encode(links, forKey: .links) }
  }

  /// Reads what `encode(to:)` writes. `tags` and `width` are required; a field left out
  /// takes its default, as `Job(tags:width:)` sets it. The job is not validated: call
  /// `validate()` (rendering does) to check what was read.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(job)
  /// let same = try JSONDecoder().decode(Job.self, from: data)  // same == job
  /// ```
  ///
  /// `JobDocument` (TagFlowBatch) reads a job written with a manifest's keys instead.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let width = try container.decode(Double.self, forKey: .width)
    self.init(tags: try container.decode([TagItem].self, forKey: .tags), width: width)
    func read<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
      try container.decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
    style = try read(.style, style)
    height = try container.decodeIfPresent(Double.self, forKey: .height)
    zoomsToFit = try read(.zoomsToFit, zoomsToFit)
    chipsShareLineHeight = try read(.chipsShareLineHeight, chipsShareLineHeight)
    flow = try read(.flow, flow)
    fonts = try read(.fonts, fonts)
    overflowTemplate = try read(.overflowTemplate, overflowTemplate)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    cloud = try read(.cloud, cloud)
    order = try read(.order, order)
    top = try container.decodeIfPresent(Int.self, forKey: .top)
    rendering = try read(.rendering, rendering)
    darkStyle = try container.decodeIfPresent(Style.self, forKey: .darkStyle)
    links = try read(.links, links)
  }

  func overflowText(_ hidden: Int) -> String {
    overflowTemplate.replacing("{n}", with: String(hidden))
  }

  /// The width the chips wrap at.
  package var contentWidth: Double { width - 2 * style.padding }
  /// The height the lines are placed in, when the canvas has one.
  package var contentHeight: Double? { height.map { $0 - 2 * style.padding } }
}

/// Which fonts a job may use: files to load for this run, fonts given as their bytes, and
/// whether the machine's own fonts are there too (off for fully reproducible output).
///
/// Fonts that are not files on disk (a resource of your package, a download) are given as
/// their bytes; each renderer (or measurer) writes them to a private temporary file while
/// it lives, since fontconfig reads fonts from files:
///
/// ```swift
/// let font = try Data(contentsOf: fontURL)  // a TTF, OTF or TTC file's bytes
/// let fonts = FontSet(data: [font], includesSystemFonts: false)
/// let job = Job(tags: ["swift", "linux"].map { TagItem($0) }, width: 300, fonts: fonts)
/// let png = try job.render(as: .png)
/// ```
public struct FontSet: Sendable, Hashable, Codable {
  /// Font files (TTF, OTF or TTC) added for this run only: `Style.font` can name their families.
  public var files: [String]
  /// Fonts given as the bytes of TTF, OTF or TTC files, added after `files`: `Style.font`
  /// can name their families. Bytes that are no such file are an error
  /// (`TagFlowError.invalidValue` naming `fontData`) when a renderer or measurer is made.
  /// A ChipScene's JSON names font files only, not these.
  public var data: [[UInt8]] = []
  /// Whether the machine's installed fonts can be used too; false for images that
  /// look the same on every machine.
  public var includesSystemFonts: Bool

  /// The installed fonts plus `files` and the fonts whose bytes are `data` (a `Data` or
  /// `[UInt8]` each); pass `includesSystemFonts: false` to use only those given.
  public init<Bytes: Sequence<UInt8>>(
    files: [String] = [], data: [Bytes] = [[UInt8]](), includesSystemFonts: Bool = true
  ) {
    self.files = files
    self.data = data.map { Array($0) }
    self.includesSystemFonts = includesSystemFonts
  }

  private enum CodingKeys: String, CodingKey {
    case files, includesSystemFonts, data
  }

  /// Reads what `encode(to:)` writes; `data` may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    files = try container.decode([String].self, forKey: .files)
    includesSystemFonts = try container.decode(Bool.self, forKey: .includesSystemFonts)
    data = try container.decodeIfPresent([[UInt8]].self, forKey: .data) ?? []
  }

  /// `files` and `includesSystemFonts`, then `data` when there is any: a set without font
  /// bytes encodes as it did before they could be given (batch fingerprints stay the same).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(files, forKey: .files)
    try container.encode(includesSystemFonts, forKey: .includesSystemFonts)
    if !data.isEmpty { try container.encode(data, forKey: .data) }
  }
}
