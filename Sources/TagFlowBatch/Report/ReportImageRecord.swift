// The list of image files a report wrote, so a report rewritten into the same folder removes
// the images it no longer shows, and nothing else.

import Glibc
import TagFlow

/// `images/.tagflow-report`, one file name a line: the image files the last report written into
/// this folder wrote. Rewriting the report removes those the new page no longer names, and only
/// those: a file the user keeps in `images/` was never listed, and a listed name the report
/// could not have written (see `isReportImageName`) is never touched, so a damaged or edited
/// list cannot reach outside the folder or remove a folder.
struct ReportImageRecord {
  static let fileName = ".tagflow-report"

  /// The report's `images/` folder, ending in `/`.
  let folder: String

  /// The names the record lists, the ones a report could have written; none when it is missing.
  func names() -> Set<String> {
    guard FileSystem.kind(of: folder + Self.fileName) == .file,
      let text = try? FileSystem.readText(folder + Self.fileName, field: "report image list")
    else { return [] }
    return Set(text.split(separator: "\n").map(String.init).filter(Self.isReportImageName))
  }

  /// Lists `names`, or removes the record when there are none (a page with every image
  /// inlined leaves no list behind).
  func record(_ names: Set<String>) throws(TagFlowError) {
    guard !names.isEmpty else {
      unlink(folder + Self.fileName)
      return
    }
    try FileSystem.write(Array(names.sorted().map { $0 + "\n" }.joined().utf8), to: folder + Self.fileName)
  }

  /// Removes the files of `names` (a file already gone is no loss). `unlink` never removes a
  /// folder, and the names hold no `/`, so nothing outside `folder` is reached.
  func remove(_ names: Set<String>) {
    for name in names where Self.isReportImageName(name) {
      unlink(folder + name)
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
