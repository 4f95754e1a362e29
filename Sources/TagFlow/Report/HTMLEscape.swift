// Text made safe to put inside HTML elements and quoted attributes.

import FoundationEssentials

enum HTML {
  /// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// A `data:` URI holding the image, so the page needs no other file and no network.
  static func dataURI(_ image: CheckImage) -> String {
    "data:\(image.mediaType);base64,\(Data(image.bytes).base64EncodedString())"
  }
}
