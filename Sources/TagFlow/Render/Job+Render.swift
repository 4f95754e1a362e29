// A job to image bytes in one call: what a program that wants one picture writes.

extension Job {
  /// The image this job makes: measured with its own fonts, laid out and
  /// drawn in `format`; `scale` multiplies a PNG's pixels.
  ///
  /// ```swift
  /// let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// let png = try job.render(as: .png, scale: 2)
  /// ```
  ///
  /// Each call loads the fonts again; to make many images, keep one
  /// `Renderer` per set of fonts and call `Renderer.render(_:as:scale:)`.
  public func render(as format: OutputFormat = .png, scale: Double = 1) throws(TagFlowError) -> [UInt8] {
    try Renderer(fonts: fonts).render(self, as: format, scale: scale)
  }
}
