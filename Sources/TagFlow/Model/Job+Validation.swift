// Checks a job once, before anything is measured or drawn.

extension Job {
  /// Throws the first problem with this job, naming the field, the bad value
  /// and what is accepted. Every number must be in its `NumberSetting`'s range
  /// (a look's, as `StyleSetting.all` declares them).
  ///
  /// Rendering calls it first and throws its error, so a job it refuses never draws, and a
  /// job it passes renders but for what only measuring the text can tell:
  ///
  /// - a fixed `height` too small for the lines the tags make (`height: ... expected at least
  ///   N points, the height these lines need`);
  /// - a chip width limit (`maxChipWidth`, a tag's `maxWidth`) too small to show one
  ///   character of a tag with its ellipsis.
  ///
  /// Given a `measurer` (whose fonts must be the job's), it checks those too, by laying the
  /// job out as rendering would: it then passes exactly when `Renderer(measurer's
  /// fonts).render(job, as:)` succeeds, a failed write or drawing (Cairo out of memory) aside.
  ///
  /// Of the world outside the job, it reads only the fonts it names: each of `fonts.files`
  /// must be a readable font file and each of `fonts.data` a font's bytes (FreeType opens
  /// them as fontconfig will). A family the fonts do not have is no error (fontconfig draws
  /// a fallback): `TextMeasurer.fallbackFamily(for:)` tells, and
  /// `RenderOptions.requiresFontFamilies` makes it one.
  ///
  /// ```swift
  /// let linked = Job(tags: [TagItem("swift", link: "javascript:alert(1)")], width: 300)
  /// // throws: link of tag 1 ('swift'): 'javascript:alert(1)' is not valid; expected a relative link or …
  /// try linked.validate()
  ///
  /// var job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  /// job.height = 40  // two lines of chips need more
  /// try job.validate()  // passes: no text measured
  /// let renderer = try Renderer(fonts: job.fonts)
  /// try job.validate(measuringWith: renderer.measurer)  // throws: height: '40' is not valid; expected at least …
  /// ```
  public func validate(measuringWith measurer: TextMeasurer? = nil) throws(TagFlowError) {
    try validateSettings()
    guard let measurer else { return }
    guard fonts == measurer.fontSet else {
      throw .conflict(.fontsDiffer(job: fonts, renderer: measurer.fontSet))
    }
    _ = try ChipScene(self, measurer: measurer)
  }

  /// Every setting in its range, every tag drawable, every font there: what needs no measuring.
  private func validateSettings() throws(TagFlowError) {
    func check(_ setting: NumberSetting, _ value: Double?) throws(TagFlowError) {
      guard let value, !setting.accepts(value) else { return }
      throw setting.invalid(Job.format(value), field: setting.key)
    }
    try Limits.check(job: self)
    // No tags make no chips and a canvas of padding alone, which no reader of tag images wants.
    guard !tags.isEmpty else { throw TagFlowError.invalid("tags", "[]", expected: "at least one tag") }
    try check(.width, width)
    let look = self.look
    for setting in StyleSetting.all {
      if let problem = setting.problem(in: look) { throw problem }
    }
    guard width > 2 * style.padding else {
      throw TagFlowError.invalid(
        "width", Job.format(width), expected: "more than twice the padding (\(Job.format(2 * style.padding)))")
    }
    try check(.height, height)
    if let height, height <= 2 * style.padding {
      throw TagFlowError.invalid(
        "height", Job.format(height), expected: "more than twice the padding (\(Job.format(2 * style.padding)))")
    }
    // The engine stretches boxes (tagflow layout --boxes); a stretched chip
    // would keep its text at the top, so chips are not stretched yet.
    if layout.align == .stretch {
      throw TagFlowError.invalid(
        "align", "stretch", expected: "start, center, end or baseline (chips are not stretched)")
    }
    if layout.alignContent != .start && height == nil {
      throw .conflict(.alignContentWithoutHeight(layout.alignContent))
    }
    if zoomsToFit && height == nil {
      throw .conflict(.fitBoxWithoutHeight)
    }
    if let minimum = style.minChipWidth, let maximum = style.maxChipWidth, minimum > maximum {
      throw TagFlowError.invalid(
        "minChipWidth", Job.format(minimum), expected: "at most the largest chip width (\(Job.format(maximum)))")
    }
    try validateCloud()
    try check(.minLines, Double(layout.minLines))
    try check(.maxLines, layout.maxLines.map(Double.init))
    try validateTags()
    if overflowTemplate.isBlank {
      throw TagFlowError.invalid("overflowText", overflowTemplate, expected: "text that shows, such as '+{n}'")
    }
    // Without the machine's fonts and without font files, nothing could draw
    // the text: Pango would measure boxes of no font at all.
    if !fonts.includesSystemFonts && fonts.files.isEmpty && fonts.data.isEmpty {
      throw .conflict(.noFontLeft)
    }
    try validateFonts()
  }

  /// Sizes of a tag cloud and how many tags to keep.
  private func validateCloud() throws(TagFlowError) {
    for (setting, size) in [(NumberSetting.minSize, cloud.minSize), (.maxSize, cloud.maxSize)] {
      if let size, !setting.accepts(size) { throw setting.invalid(Job.format(size), field: setting.key) }
    }
    if let minimum = cloud.minSize, let maximum = cloud.maxSize, minimum > maximum {
      throw TagFlowError.invalid(
        "minSize", Job.format(minimum), expected: "at most the largest cloud size (\(Job.format(maximum)))")
    }
    if let top, !NumberSetting.top.accepts(Double(top)) {
      throw NumberSetting.top.invalid(String(top), field: "top")
    }
  }

  /// Every tag has text that shows, on one line, a weight in range and a link its policy
  /// allows. Each message names the tag by its place, from 1 (`tag 3`), as the tag list has it.
  private func validateTags() throws(TagFlowError) {
    for (index, tag) in tags.enumerated() {
      let name = "tag \(index + 1)"
      // By scalars: a character is a newline exactly when it starts with one.
      if tag.text.unicodeScalars.contains(where: \.startsNewline) {
        throw TagFlowError.invalid(name, tag.text, expected: "text on one line")
      }
      // No font draws a control character, no XML file can hold most of them, and on a
      // terminal they move the cursor: a tag with one is a mistake or an attack.
      if tag.text.unicodeScalars.contains(where: \.isControl) {
        throw TagFlowError.invalid(name, tag.text, expected: "text without control characters (such as tab or escape)")
      }
      // A tag is text: U+10FF80–U+10FFFF are private-use characters here, drawn (or shown as
      // not covered) like any other. An argument that is not UTF-8 is refused where the command
      // line makes it a tag (`PathBytes.text`), before any Job holds it.
      // A blank tag would draw an empty capsule, which says nothing.
      if tag.text.isBlank {
        throw TagFlowError.invalid(
          name, tag.text, expected: "text with something to draw (blank lines break lines in tag files)")
      }
      let named = "\(name) ('\(Terminal.oneLine(tag.text))')"
      if let weight = tag.weight, !NumberSetting.weight.accepts(weight) {
        throw NumberSetting.weight.invalid(Job.format(weight), field: "weight of \(named)")
      }
      // Most tags have no flex settings of their own, and skip reading each one.
      for (key, field) in tag.flex == ChipFlex() ? [] : ChipFlex.keys {
        if let value = tag.flex[keyPath: field], let setting = NumberSetting.tagFlex[key], !setting.accepts(value) {
          throw setting.invalid(Job.format(value), field: "\(key) of \(named)")
        }
      }
      if let link = tag.link, !links.allows(link) {
        throw TagFlowError.invalid("link of \(named)", link, expected: links.accepted)
      }
    }
  }

  /// The font description parses as rendering parses it, and every font the job's `FontSet`
  /// names is there and is a font: each file a readable TTF, OTF or TTC file, each `data`
  /// entry the bytes of one, as FreeType (which fontconfig loads fonts with) opens them.
  private func validateFonts() throws(TagFlowError) {
    _ = try FontDescription(style.font)
    if let darkStyle, darkStyle.font != style.font { _ = try FontDescription(darkStyle.font) }
    try FontCheck.check(fonts)
  }

  /// `13` rather than `13.0`, for messages.
  package static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) {
      return String(whole)
    }
    return String(value)
  }
}

extension TagItem {
  /// Checks the text of one tag where a reader takes it, so that the reader can name the
  /// place the tag is written: within the limits of length (`Limits.check(text:field:perTag:)`),
  /// on one line, and without control characters. `field` names the tag in the message
  /// (`tag`, `keywords`). Blank text is the reader's to judge (a blank line breaks lines).
  package static func check(text: String, field: String) throws(TagFlowError) {
    try Limits.check(text: text, field: field, perTag: true)
    // As `validate()` checks a job's tags, in the same order and words.
    if text.unicodeScalars.contains(where: \.startsNewline) {
      throw TagFlowError.invalid(field, text, expected: "text on one line")
    }
    if text.unicodeScalars.contains(where: \.isControl) {
      throw TagFlowError.invalid(field, text, expected: "text without control characters (such as tab or escape)")
    }
  }
}

extension String {
  /// Nothing that shows: empty, or only spaces, controls and invisible format
  /// characters (zero-width spaces, joiners, direction marks).
  var isBlank: Bool {
    unicodeScalars.allSatisfy { scalar in
      // In ASCII only the controls and the space show nothing; looking up properties costs more.
      if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
      return scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(
          scalar.properties.generalCategory)
    }
  }
}
