// Images as data: URIs, so the HTML report needs no other file.

import FoundationEssentials
import TagFlow

enum HTML {
  /// A `data:` URI holding the image, so the page needs no other file and no network.
  static func dataURI(_ image: CheckImage) -> String {
    "data:\(image.mediaType);base64,\(Data(image.bytes).base64EncodedString())"
  }
}
