// The one list of words for what came of comparing one image: every command's lines, summaries and reports.

/// What came of one image that `check`, `diff` or a snapshot test compared, in one word.
///
/// Every result line starts with the word in upper case (`FAILED tags.png: …`); every
/// summary counts the words in lower case, in this order, leaving out those that did not
/// occur (`6 images: 1 failed, 1 recorded, 4 passed`); the HTML report's badges and counts,
/// JUnit's `type` attribute and GitHub annotations use the same words. They are the words of
/// Playwright's summary (`failed`, `skipped`, `passed`) and of reg-cli's lists (`new`,
/// `deleted`; reg-cli's JSON calls a changed image a failed item).
///
/// | word | meaning |
/// |---|---|
/// | `FAILED` | differs from its reference beyond the tolerance (sizes included) |
/// | `NEW` | has no reference, and none was written (`check --record never`; only in a diff's second folder) |
/// | `DELETED` | a reference with no image (only in a diff's first folder) |
/// | `ERROR` | could not be compared: an unreadable image or reference, a job that did not render |
/// | `RECORDED` | its reference was written (the line says why) |
/// | `SKIPPED` | not an image that can be compared (a diff's other files) |
/// | `PASSED` | matches its reference within the tolerance |
package enum StatusWord: String, Sendable, CaseIterable {
  case failed, new, deleted, error, recorded, skipped, passed

  /// `FAILED`: how a result line and a badge show it.
  package var label: String { rawValue.uppercased() }

  /// `1 failed, 2 errors, 4 passed`: the words that occur, in this enum's order.
  package static func counts(_ counts: [StatusWord: Int]) -> String {
    allCases.compactMap { word in counts[word].flatMap { $0 > 0 ? word.counted($0) : nil } }
      .joined(separator: ", ")
  }

  /// `2 failed`, `1 error`, `2 errors`: the other words describe the images, so only the
  /// noun takes a plural.
  package func counted(_ count: Int) -> String {
    "\(count) \(rawValue)\(self == .error && count != 1 ? "s" : "")"
  }

  /// `6 images: 1 failed, 1 recorded, 4 passed`, or `0 images`.
  package static func summary(_ counts: [StatusWord: Int]) -> String {
    let total = counts.values.reduce(0, +)
    let words = self.counts(counts)
    return "\(total) image\(total == 1 ? "" : "s")" + (words.isEmpty ? "" : ": " + words)
  }
}
