// Job → ChipScene: measure every chip with Pango, arrange them with the flow engine, resolve the look.

import FlowLayout

extension ChipScene {
  /// Lays out a job. Sizes come from `measurer`, positions from the flow
  /// engine; the result is everything a renderer needs.
  ///
  /// A canvas of fixed height must hold every line: lines that would stick
  /// out are an error naming the height they need, never a clipped image.
  ///
  /// ```swift
  /// let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// let renderer = try Renderer(fonts: job.fonts)
  /// let scene = try ChipScene(job, measurer: renderer.measurer)
  /// // scene.chips.map(\.text) == ["swift", "linux", "pango", "cairo"]
  /// ```
  ///
  /// The job is checked first (`Job.validate()`, whose error it throws); with
  /// `job.rendering.requiresFontFamilies`, a font family the measurer's fonts do not
  /// have is an error too, naming the family fontconfig would draw instead.
  public init(_ job: Job, measurer: TextMeasurer) throws(TagFlowError) {
    try job.validate()
    if job.rendering.requiresFontFamilies, let used = try measurer.fallbackFamily(for: job.style.font) {
      throw TagFlowError.invalid(
        "font", job.style.font,
        expected: "a family the job's fonts have (none has it: '\(used)' would be drawn instead; "
          + "add its file to the FontSet or name an installed family)")
    }
    try self.init(validated: job, measurer: measurer)
  }

  /// Lays out a job with sizes from any measurer: one of fixed advances lays
  /// chips out without Pango, fontconfig or font files (the tests' does).
  /// The job is checked first, as `init(_:measurer:)` checks it.
  package init(_ job: Job, measurer: any TextMeasuring) throws(TagFlowError) {
    try job.validate()
    try self.init(validated: job, measurer: measurer)
  }

  /// Lays out a job that `validate()` passed.
  private init(validated job: Job, measurer: any TextMeasuring) throws(TagFlowError) {
    let job = job.zoomsToFit ? try job.zoomedToFit(measurer: measurer) : job
    var fill = BoxFill()
    try self.init(laying: job, measurer: measurer, fill: &fill)
    if let height = job.height, fill.overflows {
      let needed = (fill.linesHeight + 2 * job.style.padding).rounded(.up)
      throw TagFlowError.invalid(
        "height", Job.format(height),
        expected: "at least \(Job.format(needed)) points, the height these lines need "
          + "(or keep fewer lines, or zoom the chips to fit the box)")
    }
  }

  /// How a laid-out job fills its canvas: what fit-to-box mode looks at.
  struct BoxFill {
    /// From the top of the first line to the bottom of the last.
    var linesHeight = 0.0
    /// Lines stick out of a canvas of fixed height.
    var overflows = false
    /// Some tag is hidden by a line limit or cut with an ellipsis.
    var cutsTags = false
  }

  /// The layout itself; `fill` says how it fills the canvas.
  init(laying job: Job, measurer: any TextMeasuring, fill: inout BoxFill) throws(TagFlowError) {
    let style = job.style
    // Before any text is shaped: a hostile tag list costs nothing but this check.
    try Limits.check(job: job)
    let tags = job.drawnTags()
    let baseFont = try measurer.font(
      style.font, pixelSize: style.fontSize, weight: style.fontWeight, slant: style.fontSlant)
    let fonts = try ChipScene.fonts(for: tags, job: job, baseFont: baseFont, measurer: measurer)
    let rampPositions = job.cloud.ramp == nil ? nil : job.cloud.positions(of: tags)
    // A chip never outgrows its line: text that would is ellipsised, rather
    // than drawn past the canvas edge. Narrower limits (the style's or the
    // tag's maximum, or shrinking) are the flow engine's to apply; text is
    // fitted to the width the chip ends up with.
    let lineWidth = job.contentWidth
    let maxChipWidth = min(style.maxChipWidth ?? .infinity, lineWidth)
    // What sets a limit: a chip cut down to a lone "…" is blamed on it.
    let widthLimit = ChipBox.Limit(
      field: "width", value: job.width, beside: 2 * style.padding, what: "padding and chip padding")
    var measured: [ChipBox] = []
    measured.reserveCapacity(tags.count)
    for (tag, font) in zip(tags, fonts) {
      var box = try ChipBox(
        text: tag.text, font: font, breakBefore: tag.breakBefore, style: style, maxWidth: lineWidth,
        measurer: measurer, limit: widthLimit)
      if let maximum = style.maxChipWidth, maximum < min(box.item.width, lineWidth) {
        // Measured again only to blame --max-chip-width when it leaves nothing but "…".
        _ = try ChipBox(
          text: tag.text, font: font, breakBefore: false, style: style, maxWidth: maximum, measurer: measurer,
          limit: ChipBox.Limit(field: "maxChipWidth", value: maximum, beside: 0, what: "chip padding"))
      }
      tag.flex.over(style.chipFlex).apply(to: &box.item)
      measured.append(box)
    }
    var options = job.layout
    options.width = job.contentWidth
    options.height = job.contentHeight
    // The shape the "+N" chip shares with its line, once chips share line heights.
    var overflowShape: SharedLineHeights.Shape?
    // The "+N" chip is measured like any chip; its font already measured the
    // tags, so measuring it cannot fail.
    func overflowBox(_ hidden: Int) -> ChipBox? {
      guard
        var box = try? ChipBox(
          text: job.overflowText(hidden), font: baseFont, breakBefore: false, style: style, maxWidth: maxChipWidth,
          measurer: measurer)
      else { return nil }
      if let minimum = style.minChipWidth { box.item.width = max(box.item.width, minimum) }
      overflowShape?.apply(to: &box.item)
      return box
    }
    var result = try ChipScene.arrange(measured.map(\.item), options: options) { hidden in
      overflowBox(hidden)?.item
    }
    // Lines are known only once wrapped; chips made alike on them keep their
    // widths, so arranged again they wrap the same and only stand taller.
    if job.chipsShareLineHeight,
      let shared = SharedLineHeights(
        items: measured.map(\.item), fonts: fonts, overflowFont: baseFont,
        overflow: result.overflow == nil ? nil : overflowBox(result.hiddenCount)?.item, result: result)
    {
      for index in measured.indices { shared.shapes[index].apply(to: &measured[index].item) }
      overflowShape = shared.overflow
      result = try ChipScene.arrange(measured.map(\.item), options: options) { hidden in
        overflowBox(hidden)?.item
      }
    }

    var chips: [Chip] = []
    chips.reserveCapacity(result.frames.count + 1)
    func chip(
      _ box: ChipBox, _ frame: FlowFrame, tag: TagItem?, rampPosition: Double?, paletteFill: RGBAColor? = nil
    ) throws(TagFlowError) -> Chip {
      // A chip narrowed below its text (a maximum, or shrinking) ellipsises it.
      let box = frame.width < box.item.width ? try box.fitted(to: frame.width, style: style, measurer: measurer) : box
      let rect = Rect(x: frame.x + style.padding, y: frame.y + style.padding, width: frame.width, height: frame.height)
      // Centred, so chips widened by growing or a minimum width keep their text in the middle.
      let textX = (frame.width - box.metrics.width) / 2 - box.metrics.originX
      let radius = style.cornerRadius.map { min($0, frame.height / 2, frame.width / 2) } ?? frame.height / 2
      let baseline = box.item.baseline ?? frame.height
      // Text sits on the chip's baseline, which a line of chips sharing their height may have moved down.
      let drop = job.chipsShareLineHeight ? baseline - (style.chipPadding.vertical + box.metrics.baseline) : 0
      let look = ChipColors(
        tag: tag, style: style, rampPosition: rampPosition, ramp: job.cloud.ramp, paletteFill: paletteFill)
      var chip = Chip(
        text: box.text, font: box.font, frame: rect, line: frame.line, baseline: baseline,
        fill: look.fill, textColor: look.textColor, cornerRadius: radius,
        textOrigin: Point(x: textX, y: style.chipPadding.vertical - box.metrics.originY + drop),
        fullText: box.fullText, isOverflow: tag == nil, borderColor: look.borderColor,
        borderWidth: look.borderWidth, link: tag?.link, isSelected: tag?.isSelected ?? false,
        shape: ChipShape(style: style))
      chip.measured = try measurer.face(of: box.font).map {
        MeasuredText(width: box.metrics.width, originX: box.metrics.originX, face: $0)
      }
      return chip
    }
    // Palette colours are given once the lines are known: neighbours on a line differ, unless
    // each tag is to keep its hash colour (`ChipColors` then takes it from the palette itself).
    let paletteFills = style.palette.flatMap { palette -> [RGBAColor]? in
      guard style.paletteColors != .hash else { return nil }
      return palette.fills(
        for: result.frames.indices.map { tags[$0].text }, lines: result.frames.map(\.line),
        fixed: result.frames.indices.map {
          ChipColors.setFill(tag: tags[$0], style: style, rampPosition: rampPositions?[$0], ramp: job.cloud.ramp)
        })
    }
    // Hidden tags are the last ones: frames are the first tags, in order.
    for (index, frame) in result.frames.enumerated() {
      chips.append(
        try chip(
          measured[index], frame, tag: tags[index], rampPosition: rampPositions?[index],
          paletteFill: paletteFills?[index]))
    }
    if let frame = result.overflow, let box = overflowBox(result.hiddenCount) {
      chips.append(try chip(box, frame, tag: nil, rampPosition: nil))
    }
    fill = BoxFill(result, chips: chips, layoutHeight: options.height)
    let width = options.fit ? (result.width + 2 * style.padding).rounded(.up) : job.width
    let height = job.height ?? (result.height + 2 * style.padding).rounded(.up)
    let title = job.title ?? ChipScene.defaultTitle(chips)
    let dark = try job.darkStyle.map { style throws(TagFlowError) in
      try ChipScene.darkLook(of: job, style: style, measurer: measurer)
    }
    self.init(
      width: width, height: height, background: style.background, chips: chips, title: title,
      rendering: job.rendering, dark: dark, fonts: job.fonts)
  }

  /// The flow engine's frames for `items`; `overflowItem` measures the "+N"
  /// chip for a count of hidden tags (`nil`: none can be drawn).
  private static func arrange(
    _ items: [FlowItem], options: FlowOptions, overflowItem: @escaping (Int) -> FlowItem?
  ) throws(TagFlowError) -> FlowLayoutResult {
    do {
      return try FlowLayout.arrange(items, options: options) { hidden in
        overflowItem(hidden) ?? FlowItem(width: 0, height: 0)
      }
    } catch {
      throw .layout(error)
    }
  }

  /// The tags, comma-separated, cut with "…" past `Limits.titleCharacters`:
  /// a title sums an image up, and thousands of long tags would otherwise fill
  /// megabytes of an SVG twice (title and aria-label).
  static func defaultTitle(_ chips: [Chip]) -> String {
    var title = ""
    for chip in chips {
      if !title.isEmpty { title += ", " }
      title += chip.fullText ?? chip.text
      if title.utf8.count > Limits.titleCharacters, !title.dropFirst(Limits.titleCharacters).isEmpty {
        return String(title.prefix(Limits.titleCharacters)) + "…"
      }
    }
    return title
  }

  /// Each tag's font: the style's, or in a tag cloud the style's at the size its weight gives.
  private static func fonts(for tags: [TagItem], job: Job, baseFont: String, measurer: any TextMeasuring)
    throws(TagFlowError)
    -> [String]
  {
    guard job.cloud.isActive(for: tags) else { return tags.map { _ in baseFont } }
    let sizes = try job.cloud.sizeRange(baseSize: try measurer.pixelSize(of: baseFont))
    var fonts: [String] = []
    fonts.reserveCapacity(tags.count)
    for position in job.cloud.positions(of: tags) {
      // Quarter pixels: sizes a reader cannot tell apart share one font and its shaped texts.
      let size = ((sizes.lowerBound + position * (sizes.upperBound - sizes.lowerBound)) * 4).rounded() / 4
      fonts.append(try measurer.font(baseFont, pixelSize: size, weight: nil, slant: nil))
    }
    return fonts
  }
}

/// A measured chip before it is placed: its text size plus padding.
private struct ChipBox {
  var text: String
  var font: String
  var fullText: String?
  var metrics: TextMetrics
  var item: FlowItem

  /// The setting that limits a chip's width, and the space it holds besides the chip.
  struct Limit {
    var field: String
    var value: Double
    var beside: Double
    var what: String
  }

  /// With a `limit`, text that would be cut down to a lone "…" is an error
  /// naming that limit and the least value that shows a character; the
  /// "+N" chip, which has none, is cut like any text.
  init(
    text: String, font: String, breakBefore: Bool, style: Style, maxWidth: Double, measurer: any TextMeasuring,
    limit: Limit? = nil
  ) throws(TagFlowError) {
    let padding = style.chipPadding
    let textWidth = max(0, maxWidth - 2 * padding.horizontal)
    self.font = font
    (self.text, metrics) = try measurer.fitting(text, font: font, width: textWidth)
    fullText = self.text == text ? nil : text
    if let limit, fullText != nil, self.text == "…", let first = text.first {
      let least = try measurer.measure(String(first) + "…", font: font).width + 2 * padding.horizontal + limit.beside
      throw TagFlowError.invalid(
        limit.field, Job.format(limit.value),
        expected: "at least \(Job.format(least.rounded(.up))) points, so that '\(text)' shows more than '…' "
          + "(with its font and the \(limit.what))")
    }
    item = FlowItem(
      width: metrics.width + 2 * padding.horizontal, height: metrics.height + 2 * padding.vertical,
      baseline: padding.vertical + metrics.baseline, breakBefore: breakBefore)
  }

  /// The same chip with its text ellipsised again to fit `width`, the width
  /// layout gave it; the item keeps its size.
  func fitted(to width: Double, style: Style, measurer: any TextMeasuring) throws(TagFlowError) -> ChipBox {
    var box = self
    let whole = fullText ?? text
    let textWidth = max(0, width - 2 * style.chipPadding.horizontal)
    (box.text, box.metrics) = try measurer.fitting(whole, font: font, width: textWidth)
    box.fullText = box.text == whole ? nil : whole
    return box
  }
}
