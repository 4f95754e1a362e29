// CommonMark's seven kinds of HTML block: which line starts one, and which line ends it.

import TagFlow

/// The start and end conditions of CommonMark's HTML blocks (spec 0.31.2, 4.6).
/// Inside an HTML block every line is HTML, fences included, until the end
/// condition: a line with the closing string for kinds 1–5, a blank line for 6 and 7.
enum HTMLBlockStart {
  /// The kind (1–7) of HTML block that `rest` (a line from its `<`, without the
  /// line ending) starts, or `nil`. Kind 7 cannot interrupt a paragraph: the caller checks.
  static func kind(_ rest: ArraySlice<UInt8>) -> Int? {
    guard rest.first == UInt8(ascii: "<") else { return nil }
    let after = rest.dropFirst()
    // 1: <pre, <script, <style, <textarea, then a space, a tab, `>` or the end.
    let name = after.prefix(while: CommonMarkText.isAlphanumeric)
    if rawTextNames.contains(lowercased(name)), endsName(after.dropFirst(name.count), slash: false) { return 1 }
    if after.starts(with: "!--".utf8) { return 2 }
    if after.first == UInt8(ascii: "?") { return 3 }
    if after.first == UInt8(ascii: "!"), let letter = after.dropFirst().first, CommonMarkText.isLetter(letter) {
      return 4
    }
    if after.starts(with: "![CDATA[".utf8) { return 5 }
    let closing = after.first == UInt8(ascii: "/")
    let blockName = (closing ? after.dropFirst() : after).prefix(while: CommonMarkText.isAlphanumeric)
    if blockNames.contains(lowercased(blockName)),
      endsName((closing ? after.dropFirst() : after).dropFirst(blockName.count), slash: true)
    {
      return 6
    }
    if let end = closing ? closingTag(rest) : openTag(rest), isBlank(rest[end...]) { return 7 }
    return nil
  }

  /// Whether `rest` (the line from where the block's text starts) holds the end of an HTML block of kind 1–5.
  static func ends(_ kind: Int, _ rest: ArraySlice<UInt8>) -> Bool {
    switch kind {
    case 1: ["</pre>", "</script>", "</style>", "</textarea>"].contains { contains(rest, $0, caseless: true) }
    case 2: contains(rest, "-->")
    case 3: contains(rest, "?>")
    case 4: rest.contains(UInt8(ascii: ">"))
    case 5: contains(rest, "]]>")
    default: false
    }
  }

  private static let rawTextNames: Set<[UInt8]> = Set(["pre", "script", "style", "textarea"].map { Array($0.utf8) })

  private static let blockNames: Set<[UInt8]> = Set(
    [
      "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
      "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
      "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
      "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option",
      "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
      "track", "ul",
    ].map { Array($0.utf8) })

  /// After a tag name of kind 1 or 6: a space, a tab, the end of the line, `>`, or (kind 6) `/>`.
  private static func endsName(_ rest: ArraySlice<UInt8>, slash: Bool) -> Bool {
    guard let next = rest.first else { return true }
    return isSpace(next) || next == UInt8(ascii: ">") || (slash && rest.starts(with: "/>".utf8))
  }

  /// The index after a complete open tag at the start of `text` (spec 6.6), if there is one.
  /// Kind 7 takes any tag name but those of kind 1.
  private static func openTag(_ text: ArraySlice<UInt8>) -> Int? {
    var index = text.startIndex + 1
    guard let nameEnd = tagName(text, at: index), !rawTextNames.contains(lowercased(text[index..<nameEnd])) else {
      return nil
    }
    index = nameEnd
    // Attributes: spaces and tabs, a name, and an optional value.
    while true {
      let spaced = skipSpaces(text, from: index)
      guard spaced > index, spaced < text.endIndex, isAttributeNameStart(text[spaced]) else { break }
      index = spaced + 1
      while index < text.endIndex, isAttributeName(text[index]) { index += 1 }
      let equals = skipSpaces(text, from: index)
      guard equals < text.endIndex, text[equals] == UInt8(ascii: "=") else { continue }
      if let valueEnd = attributeValue(text, at: skipSpaces(text, from: equals + 1)) { index = valueEnd }
    }
    index = skipSpaces(text, from: index)
    if index < text.endIndex, text[index] == UInt8(ascii: "/") { index += 1 }
    guard index < text.endIndex, text[index] == UInt8(ascii: ">") else { return nil }
    return index + 1
  }

  /// The index after a complete closing tag (`</name>`, spaces allowed before `>`) at the start of `text`.
  private static func closingTag(_ text: ArraySlice<UInt8>) -> Int? {
    guard let nameEnd = tagName(text, at: text.startIndex + 2) else { return nil }
    let index = skipSpaces(text, from: nameEnd)
    guard index < text.endIndex, text[index] == UInt8(ascii: ">") else { return nil }
    return index + 1
  }

  /// A tag name: an ASCII letter, then letters, digits and hyphens. The index after it.
  private static func tagName(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
    guard start < text.endIndex, CommonMarkText.isLetter(text[start]) else { return nil }
    var index = start + 1
    while index < text.endIndex, CommonMarkText.isAlphanumeric(text[index]) || text[index] == UInt8(ascii: "-") {
      index += 1
    }
    return index
  }

  /// An unquoted, single-quoted or double-quoted attribute value at `start`: the index after it.
  private static func attributeValue(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
    guard start < text.endIndex else { return nil }
    let first = text[start]
    if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") {
      guard let close = text[(start + 1)...].firstIndex(of: first) else { return nil }
      return close + 1
    }
    var index = start
    while index < text.endIndex, !isSpace(text[index]), !"\"'=<>`".utf8.contains(text[index]) { index += 1 }
    return index > start ? index : nil
  }

  private static func isAttributeNameStart(_ byte: UInt8) -> Bool {
    CommonMarkText.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
  }

  private static func isAttributeName(_ byte: UInt8) -> Bool {
    CommonMarkText.isAlphanumeric(byte) || "_.:-".utf8.contains(byte)
  }

  private static func skipSpaces(_ text: ArraySlice<UInt8>, from start: Int) -> Int {
    text[start...].firstIndex { !isSpace($0) } ?? text.endIndex
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private static func isBlank(_ text: ArraySlice<UInt8>) -> Bool {
    text.allSatisfy(isSpace)
  }

  private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { CommonMarkText.isLetter($0) ? $0 | 0x20 : $0 }
  }

  /// Whether `text` contains `needle` (ASCII), ignoring the case of letters if asked.
  private static func contains(_ text: ArraySlice<UInt8>, _ needle: String, caseless: Bool = false) -> Bool {
    let needle = Array(needle.utf8)
    guard text.count >= needle.count else { return false }
    var start = text.startIndex
    while start + needle.count <= text.endIndex {
      var matches = true
      for (offset, byte) in needle.enumerated() {
        let other = text[start + offset]
        if other != byte, !(caseless && CommonMarkText.isLetter(other) && other | 0x20 == byte) {
          matches = false
          break
        }
      }
      if matches { return true }
      start += 1
    }
    return false
  }
}
