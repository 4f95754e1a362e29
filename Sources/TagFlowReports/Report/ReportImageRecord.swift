// The list of image files a report wrote, so a report rewritten into the same folder removes
// the images it no longer shows, and nothing else.

import TagFlow

/// `images/.tagflow-report`, one file name a line: the image files the last report written into
/// this folder wrote. Rewriting the report removes those the new page no longer names, and only
/// those: a file the user keeps in `images/` was never listed, and a listed name the report
/// could not have written (see `isReportImageName`) is never touched, so a damaged or edited
/// list cannot reach outside the folder or remove a folder.
struct ReportImageRecord {
  static let fileName = ".tagflow-report"

  /// The report's folder, ending in `/`.
  let base: String
  /// Its `images/`, when that is a real folder: opened by name, never through a link.
  private let images: OpenFolder?

  init(base: String) {
    self.base = base
    let report = try? OpenFolder(base)
    images = report.flatMap { $0.entry("images") == .folder ? try? $0.subfolder("images") : nil }
  }

  /// The names the record lists, the ones a report could have written; none when it is missing.
  func names() -> Set<String> {
    guard let images, case .bytes(let bytes) = images.read(Self.fileName, limit: 1 << 20) else { return [] }
    let text = String(decoding: bytes, as: UTF8.self)
    return Set(text.split(separator: "\n").map(String.init).filter(Self.isReportImageName))
  }

  /// Lists `names`, or removes the record when there are none (a page with every image
  /// inlined leaves no list behind).
  func record(_ names: Set<String>) throws(TagFlowError) {
    guard !names.isEmpty else {
      images?.remove(Self.fileName)
      return
    }
    let list = Array(names.sorted().map { $0 + "\n" }.joined().utf8)
    try FileSystem.writeOwnFile(list, "images/" + Self.fileName, in: base)
  }

  /// Removes the files of `names` (a file already gone is no loss). A name is removed in the
  /// opened folder, a link as a link, and the names hold no `/`, so nothing outside is reached.
  func remove(_ names: Set<String>) {
    guard let images else { return }
    for name in names where Self.isReportImageName(name) {
      images.remove(name)
    }
  }

  /// A name `ReportImages` gives: `item-` then ASCII letters, digits, dashes and dots, no `/`.
  static func isReportImageName(_ name: String) -> Bool {
    name.hasPrefix("item-") && name != "item-"
      && name.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
  }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
