// Checks a job once, before anything is measured or drawn.

extension Job {
  /// Throws the first problem with this job's numbers, naming the field,
  /// the bad value and what is accepted.
  public func validate() throws(TagFlowError) {
    func check(_ field: String, _ value: Double, allowsZero: Bool = true, expected: String? = nil) throws(TagFlowError)
    {
      guard value.isFinite, allowsZero ? value >= 0 : value > 0 else {
        throw TagFlowError.invalid(
          field, Job.format(value),
          expected: expected ?? (allowsZero ? "a number of points >= 0" : "a number of points > 0"))
      }
    }
    try Limits.check(job: self)
    try check("width", width, allowsZero: false)
    try check("padding", style.padding)
    guard width > 2 * style.padding else {
      throw TagFlowError.invalid(
        "width", Job.format(width), expected: "more than twice the padding (\(Job.format(2 * style.padding)))")
    }
    try check("chip-padding", style.chipPadding.horizontal)
    try check("chip-padding", style.chipPadding.vertical)
    try check("gap", layout.gapX)
    try check("gap", layout.gapY)
    if let radius = style.cornerRadius { try check("radius", radius) }
    if let minimum = style.minChipWidth { try check("min-chip-width", minimum) }
    if let maximum = style.maxChipWidth {
      try check("max-chip-width", maximum, allowsZero: false)
      if let minimum = style.minChipWidth, minimum > maximum {
        throw TagFlowError.invalid(
          "min-chip-width", Job.format(minimum), expected: "at most max-chip-width (\(Job.format(maximum)))")
      }
    }
    try check("border-width", style.borderWidth)
    if let size = style.fontSize { try check("font-size", size, allowsZero: false, expected: "a size in px > 0") }
    try validateCloud()
    if let maxLines = layout.maxLines, maxLines < 1 {
      throw TagFlowError.invalid("max-lines", String(maxLines), expected: "a whole number >= 1")
    }
    // By scalars: a character is a newline exactly when it starts with one of these.
    let newlines: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
    if let bad = tags.first(where: { $0.text.unicodeScalars.contains { newlines.contains($0.value) } }) {
      throw TagFlowError.invalid("tag", bad.text, expected: "text on one line")
    }
    for tag in tags {
      if let weight = tag.weight, !(weight.isFinite && weight >= 0) {
        throw TagFlowError.invalid("weight of '\(tag.text)'", Job.format(weight), expected: "a number >= 0")
      }
      if let link = tag.link,
        link.isEmpty || link.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        throw TagFlowError.invalid(
          "link of '\(tag.text)'", link, expected: "a URL on one line, such as https://swift.org")
      }
    }
  }

  /// Sizes of a tag cloud and how many tags to keep.
  private func validateCloud() throws(TagFlowError) {
    for (field, size) in [("min-size", cloud.minSize), ("max-size", cloud.maxSize)] {
      if let size, !(size.isFinite && size > 0) {
        throw TagFlowError.invalid(field, Job.format(size), expected: "a font size in px > 0")
      }
    }
    if let minimum = cloud.minSize, let maximum = cloud.maxSize, minimum > maximum {
      throw TagFlowError.invalid(
        "min-size", Job.format(minimum), expected: "at most max-size (\(Job.format(maximum)))")
    }
    if let top, top < 1 {
      throw TagFlowError.invalid("top", String(top), expected: "a whole number >= 1")
    }
  }

  /// `13` rather than `13.0`, for messages.
  static func format(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
