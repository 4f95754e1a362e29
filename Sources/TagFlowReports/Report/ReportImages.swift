// The report's images: files in images/ beside index.html, or data URIs when they are small.

import FoundationEssentials
import TagFlow
import TagFlowComparison

/// Where each image of a report goes. An image of `inlineBelow` bytes or more becomes a file
/// `images/item-<position>-<role>.<ext>` (named by its place in the page, so the same results
/// give the same names and bytes); a smaller one is inlined as a `data:` URI, which costs less
/// than a request. The browser then reads only what it shows, and a page of hundreds of
/// screenshots stays a few hundred kilobytes of HTML.
package struct ReportImages {
  /// 4 KB: a chip is inlined, a screenshot is a file, even a flat one that compresses to
  /// 10 KB (500 of those inlined would make a 11 MB page).
  package static let inlineLimit = 4 * 1024

  /// Images this size or larger are files; `Int.max` inlines every one.
  var inlineBelow: Int
  /// The files to write, relative to the report's folder, in the order the page names them.
  private(set) var files: [(name: String, bytes: [UInt8])] = []

  init(inlineBelow: Int = inlineLimit) {
    self.inlineBelow = inlineBelow
  }

  /// The `src` of `image`: a data URI, or the relative path of the file it will be written to.
  /// `name` is made of ASCII letters, digits and dashes, so the path needs no escaping.
  mutating func source(_ image: CheckImage, name: String) -> String {
    if image.bytes.count < inlineBelow { return Self.dataURI(image) }
    let path = "images/\(name).\(image.fileExtension)"
    files.append((path, image.bytes))
    return path
  }

  /// A `data:` URI holding the image, so the page needs no other file and no network.
  static func dataURI(_ image: CheckImage) -> String {
    "data:\(image.mediaType);base64,\(Data(image.bytes).base64EncodedString())"
  }
}
