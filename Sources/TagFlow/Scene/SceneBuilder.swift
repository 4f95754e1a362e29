// Job → Scene: measure every chip with Pango, arrange them with the flow engine, resolve the look.

import FlowLayout

extension Scene {
  /// Lays out a job. Sizes come from `measurer`, positions from the flow
  /// engine; the result is everything a renderer needs.
  public init(_ job: Job, measurer: TextMeasurer) throws(TagFlowError) {
    let style = job.style
    let padding = style.chipPadding
    // A chip never outgrows its line: text that would is ellipsised, rather
    // than drawn past the canvas edge.
    let maxChipWidth = min(style.maxChipWidth ?? .infinity, job.contentWidth)
    let measured = try job.tags.map { tag throws(TagFlowError) in
      try ChipBox(
        text: tag.text, breakBefore: tag.breakBefore, style: style, maxWidth: maxChipWidth, measurer: measurer)
    }
    var options = job.layout
    options.width = job.contentWidth
    // The "+N" chip is measured like any chip; its font already measured the
    // tags, so measuring it cannot fail.
    func overflowBox(_ hidden: Int) -> ChipBox? {
      try? ChipBox(
        text: job.overflowText(hidden), breakBefore: false, style: style, maxWidth: maxChipWidth, measurer: measurer)
    }
    let result: FlowLayoutResult
    do {
      result = try arrange(measured.map(\.item), options: options) { hidden in
        overflowBox(hidden)?.item ?? FlowItem(width: 0, height: 0)
      }
    } catch {
      throw TagFlowError("layout: \(error)")
    }

    var chips: [Chip] = []
    chips.reserveCapacity(result.frames.count + 1)
    func chip(_ box: ChipBox, _ frame: FlowFrame, isOverflow: Bool) -> Chip {
      let rect = Rect(x: frame.x + style.padding, y: frame.y + style.padding, width: frame.width, height: frame.height)
      // Centred, so chips widened by stretch or a minimum width keep their text in the middle.
      let textX = (frame.width - box.metrics.width) / 2 - box.metrics.originX
      let radius = style.cornerRadius.map { min($0, frame.height / 2, frame.width / 2) } ?? frame.height / 2
      return Chip(
        text: box.text, font: style.font, frame: rect, line: frame.line, baseline: box.item.baseline ?? frame.height,
        fill: style.fill, textColor: style.textColor, cornerRadius: radius,
        textOrigin: Point(x: textX, y: padding.vertical - box.metrics.originY),
        fullText: box.fullText, isOverflow: isOverflow)
    }
    for (box, frame) in zip(measured, result.frames) {
      chips.append(chip(box, frame, isOverflow: false))
    }
    if let frame = result.overflow, let box = overflowBox(result.hiddenCount) {
      chips.append(chip(box, frame, isOverflow: true))
    }
    let width = options.fit ? (result.width + 2 * style.padding).rounded(.up) : job.width
    let height = (result.height + 2 * style.padding).rounded(.up)
    self.init(width: width, height: height, background: style.background, chips: chips)
  }
}

/// A measured chip before it is placed: its text size plus padding.
private struct ChipBox {
  var text: String
  var fullText: String?
  var metrics: TextMetrics
  var item: FlowItem

  init(text: String, breakBefore: Bool, style: Style, maxWidth: Double, measurer: TextMeasurer) throws(TagFlowError) {
    let padding = style.chipPadding
    let textWidth = max(0, maxWidth - 2 * padding.horizontal)
    (self.text, metrics) = try measurer.fitting(text, font: style.font, width: textWidth)
    fullText = self.text == text ? nil : text
    var width = metrics.width + 2 * padding.horizontal
    if let minChip = style.minChipWidth { width = max(width, minChip) }
    item = FlowItem(
      width: width, height: metrics.height + 2 * padding.vertical,
      baseline: padding.vertical + metrics.baseline, breakBefore: breakBefore)
  }
}
