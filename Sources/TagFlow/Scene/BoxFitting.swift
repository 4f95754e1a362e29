// Fit-to-box: the largest zoom of the chips at which every tag fits a canvas of fixed size.

import FlowLayout

extension ChipScene.BoxFill {
  /// Measured from the frames: when lines stick out, none has grown
  /// (`stretch` and the distributing values act as `start`), so the frames
  /// span exactly the lines.
  init(_ result: FlowLayoutResult, chips: [ChipScene.Chip], layoutHeight: Double?) {
    let frames = result.frames + (result.overflow.map { [$0] } ?? [])
    let top = frames.map(\.y).min() ?? 0
    let bottom = frames.map { $0.y + $0.height }.max() ?? 0
    linesHeight = bottom - top
    // Floating-point noise of centring, not a line that sticks out.
    if let layoutHeight { overflows = top < -1e-9 || bottom > layoutHeight + 1e-9 }
    cutsTags = result.hiddenCount > 0 || chips.contains { $0.fullText != nil }
  }
}

extension Job {
  /// This job with its chips zoomed to the largest size at which every tag
  /// fits the canvas whole: no line sticks out, no tag is hidden or cut.
  ///
  /// Word-cloud tools size text to their canvas the same way. The zoom scales
  /// the text sizes (the font's, or a cloud's range), the chip padding, the
  /// gaps and a set corner radius together, so the chips keep their look;
  /// the canvas padding, borders and width limits stay. Fitting is close to
  /// monotonic in the zoom (a larger zoom never needs fewer lines, except
  /// where balanced or optimal wrapping rearrange them), so a bisection over
  /// the zoom finds the edge; the result is the largest zoom seen to fit.
  ///
  /// The bisection measures with `ScaledTextMeasurer` (each tag shaped once);
  /// the zoom it finds is then checked with `measurer`, and lowered in small
  /// steps in the rare case that real text is a hair wider than scaled text.
  func zoomedToFit(measurer: any TextMeasuring) throws(TagFlowError) -> Job {
    let estimate = try zoomToFit(measurer: ScaledTextMeasurer(measurer))
    var zoom = estimate.zoom
    for _ in 0..<20 {
      var fill = ChipScene.BoxFill()
      let job = zoomed(by: zoom, baseSize: estimate.baseSize)
      if (try? ChipScene(laying: job, measurer: measurer, fill: &fill)) != nil, !fill.overflows, !fill.cutsTags {
        return job
      }
      zoom *= 0.998
    }
    return zoomed(by: try zoomToFit(measurer: measurer).zoom, baseSize: estimate.baseSize)
  }

  /// The largest zoom at which the job fits, as `measurer` measures text, and the font size it zooms.
  private func zoomToFit(measurer: any TextMeasuring) throws(TagFlowError) -> (zoom: Double, baseSize: Double) {
    let baseSize: Double
    if let size = style.fontSize { baseSize = size } else { baseSize = try measurer.pixelSize(of: style.font) }
    // Every text size, a cloud's derived ones too, stays a size Pango and the settings accept.
    let sizes = cloud.isActive(for: tags) ? try cloud.sizeRange(baseSize: baseSize) : baseSize...baseSize
    let range = NumberSetting.fontSize.range
    var low = range.lowerBound / min(baseSize, sizes.lowerBound)
    var high = range.upperBound / max(baseSize, sizes.upperBound)
    func fits(_ zoom: Double) throws(TagFlowError) -> Bool {
      var fill = ChipScene.BoxFill()
      _ = try ChipScene(laying: zoomed(by: zoom, baseSize: baseSize), measurer: measurer, fill: &fill)
      return !fill.overflows && !fill.cutsTags
    }
    // Past the smallest zoom an error only says a tag was cut too short to show.
    func fitsLarger(_ zoom: Double) -> Bool { (try? fits(zoom)) ?? false }
    guard try fits(low) else {
      throw TagFlowError.invalid(
        "fitBox", "\(Job.format(width))×\(Job.format(height ?? 0))",
        expected: "a box these \(tags.count) tags fit at any size: they do not fit even at "
          + "\(Job.format(range.lowerBound)) px (make the canvas larger or keep fewer tags)")
    }
    if fitsLarger(high) { return (high, baseSize) }
    // Bisection on the logarithm: sizes from 1 to 1000 px are found to 0.1% in 24 steps.
    for _ in 0..<24 {
      let middle = (low * high).squareRoot()
      if fitsLarger(middle) { low = middle } else { high = middle }
    }
    return (low, baseSize)
  }

  /// The chips `zoom` times their size; not fitted again.
  func zoomed(by zoom: Double, baseSize: Double) -> Job {
    var job = self
    job.zoomsToFit = false
    job.style.fontSize = baseSize * zoom
    job.cloud.minSize = cloud.minSize.map { $0 * zoom }
    job.cloud.maxSize = cloud.maxSize.map { $0 * zoom }
    job.style.chipPadding = Insets(
      horizontal: style.chipPadding.horizontal * zoom, vertical: style.chipPadding.vertical * zoom)
    job.style.cornerRadius = style.cornerRadius.map { $0 * zoom }
    job.layout.gapX = layout.gapX * zoom
    job.layout.gapY = layout.gapY * zoom
    return job
  }
}
