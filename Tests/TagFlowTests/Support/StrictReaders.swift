// Readers that take output the way its consumers do: an XML parser, an HTML tokenizer, the Actions runner, CommonMark.

import Foundation
import FoundationXML

/// Hostile text and what each format may make of it, written from the formats' own rules
/// rather than from TagFlow's code.
enum Hostile {
  /// One piece each of markup, XML's hard cases, line breaks, CI commands, terminal escapes,
  /// C1 controls, bidi controls and separators.
  static let payloads: [String] = [
    "<script>alert(1)</script>", "]]>", "\"", "'", "&", "&amp;", "</text>", "<!--", "\0", "\r", "\n", "\r\n",
    "::error::boom", "::add-mask::secret", "%", "%0A%25%3A", "\u{1B}[31m", "\u{1B}]0;title\u{7}",
    "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{85}", "\u{9B}31m", "\u{202E}", "\u{2066}",
    "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}", "##[warning]legacy", "]\u{301}(javascript:x)",
    "\u{7F}", "\t", "\u{FFFE}", "\u{200B}::warning::zero-width", " ::warning::spaced", "\\", ":,=",
  ]

  /// Each payload alone, leading, inside and trailing a text, and all of them together.
  static let texts: [String] =
    payloads.flatMap { [$0, $0 + "x", "a" + $0 + "b", "x" + $0] } + [payloads.joined(separator: "-")]

  /// C0 and C1 controls, DEL, the separators and the bidi controls: never raw in output.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0x061C
      || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  static func hasHidden(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isHidden)
  }

  /// A control character (C0, DEL, C1): tags with one are refused.
  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }

  /// What XML 1.0 can carry of `text`: every character it allows, U+FFFD for the rest.
  static func xmlCarried(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let allowed = scalar.value >= 0x20 || [0x9, 0xA, 0xD].contains(scalar.value)
      result.unicodeScalars.append(allowed && scalar.value != 0xFFFE && scalar.value != 0xFFFF ? scalar : "\u{FFFD}")
    }
    return result
  }

  /// The documented visible form: each hidden scalar as `\0`, `\t`, `\n`, `\r` or `\u{HEX}`,
  /// and the `[` of `##[` as `\u{5B}`; CR and LF kept when `keepingLineBreaks`.
  static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var result = ""
    var hashes = 0
    for scalar in text.unicodeScalars {
      let breaks = scalar == "\r" || scalar == "\n"
      if (isHidden(scalar) && !(keepingLineBreaks && breaks)) || (scalar == "[" && hashes >= 2) {
        switch scalar {
        case "\0": result += "\\0"
        case "\t": result += "\\t"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
      if scalar == "#" {
        hashes += 1
      } else if scalar.isASCII || !scalar.properties.isDefaultIgnorableCodePoint {
        hashes = 0
      }
    }
    return result
  }

  /// True when `text` starts with `::` after white space and characters a comparison may ignore.
  static func startsWithColons(_ text: String) -> Bool {
    text.unicodeScalars.drop { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }
      .starts(with: "::".unicodeScalars)
  }

  /// `##[` in `text`, characters a culture-aware comparison ignores left out.
  static func hasLegacyCommand(_ text: String) -> Bool {
    let kept = text.unicodeScalars.filter { $0.isASCII || !$0.properties.isDefaultIgnorableCodePoint }
    return find(Array("##[".unicodeScalars), in: Array(kept), from: 0) != nil
  }

  /// Where `needle` first occurs in `haystack` at or after `start`, scalar by scalar.
  static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from start: Int) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}

/// The GitHub Actions runner's reading of output (actions/runner, ActionCommand.cs): lines
/// end at CR, LF or CR LF; a line is a command when, after its leading white space, it starts
/// with `::NAME` and has a second `::`; properties are split at `,` and `=`, then unescaped.
enum ActionsRunner {
  static let commands: Set = [
    "error", "warning", "notice", "debug", "group", "endgroup", "add-mask", "set-output", "set-env", "add-path",
    "save-state", "stop-commands", "echo", "add-matcher", "remove-matcher",
  ]

  struct Command: Equatable {
    var name: String
    var properties: [String: String]
    var data: String
  }

  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\r" || scalar == "\n" {
        lines.append(current)
        current = ""
        if scalar == "\r" && pending == "\n" { pending = scalars.next() }
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The command a line is, if any (the runner's `TryParseV2`), read scalar by scalar;
  /// ignorable characters before `::` are skipped too, as its culture-aware `StartsWith` may.
  static func command(_ line: String) -> Command? {
    let scalars = Array(
      line.unicodeScalars.drop { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint })
    let key = Array("::".unicodeScalars)
    guard scalars.starts(with: key), let end = Hostile.find(key, in: scalars, from: 2) else { return nil }
    let info = Array(scalars[2..<end])
    let space = info.firstIndex(of: " ")
    let name = Hostile.string(info[..<(space ?? info.count)])
    guard commands.contains(name.lowercased()) else { return nil }
    var properties: [String: String] = [:]
    if let space {
      let list = Hostile.string(info[(space + 1)...]).trimmingCharacters(in: .whitespaces)
      for pair in list.unicodeScalars.split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 {
          properties[Hostile.string(parts[0])] = unescape(Hostile.string(parts[1]), property: true)
        }
      }
    }
    return Command(
      name: name, properties: properties, data: unescape(Hostile.string(scalars[(end + 2)...]), property: false))
  }

  /// The runner's older syntax, `##[NAME ...]data` anywhere in a line (`TryParse`).
  static func legacyCommand(_ line: String) -> String? {
    let scalars = Array(line.unicodeScalars)
    guard let start = Hostile.find(Array("##[".unicodeScalars), in: scalars, from: 0),
      let close = scalars[(start + 3)...].firstIndex(of: "]")
    else { return nil }
    let info = scalars[(start + 3)..<close]
    let name = Hostile.string(info.prefix { $0 != " " })
    return commands.contains(name.lowercased()) ? name : nil
  }

  /// The runner's unescaping: ordinal replacements, `%25` last.
  static func unescape(_ text: String, property: Bool) -> String {
    var mappings = [("%0D", "\r"), ("%0A", "\n")]
    if property { mappings += [("%3A", ":"), ("%2C", ",")] }
    mappings.append(("%25", "%"))
    var result = Array(text.unicodeScalars)
    for (escaped, plain) in mappings {
      result = replacing(Array(escaped.unicodeScalars), with: Array(plain.unicodeScalars), in: result)
    }
    var string = ""
    string.unicodeScalars.append(contentsOf: result)
    return string
  }

  /// GitHub's escaping (actions/toolkit `escapeData`, `escapeProperty`), by scalar.
  static func escape(_ text: String, property: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func replacing(
    _ needle: [Unicode.Scalar], with replacement: [Unicode.Scalar], in haystack: [Unicode.Scalar]
  ) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var index = 0
    while index < haystack.count {
      if index + needle.count <= haystack.count, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        result += replacement
        index += needle.count
      } else {
        result.append(haystack[index])
        index += 1
      }
    }
    return result
  }
}

/// A document read by Foundation's XMLParser (libxml2, not recovering): every element in
/// document order with its attributes and its own text, or the parser's error.
final class StrictXML: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []
  private(set) var error: String?

  static func parse(_ bytes: [UInt8]) -> StrictXML {
    let reader = StrictXML()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = reader
    if !parser.parse() && reader.error == nil {
      reader.error = parser.parserError.map { "\($0)" } ?? "not well-formed"
    }
    return reader
  }

  func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: name, attributes: attributes))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = open.last { elements[last].text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA data: Data) {
    if let last = open.last { elements[last].text += String(decoding: data, as: UTF8.self) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    error = error ?? "\(parseError) at \(parser.lineNumber):\(parser.columnNumber)"
  }
}

/// An HTML tokenizer for the report's kind of page (the tokenizer states of the HTML
/// standard it needs: data, tags with quoted attributes, comments, a doctype, and the raw
/// text of `<script>` and `<style>`): the tags in order, each with its attribute names, and
/// the decoded text of the data between them.
struct HTMLTokens: Equatable {
  struct Tag: Equatable {
    var name: String
    var attributes: [String]
  }

  var tags: [Tag] = []
  var texts: [String] = []
  /// Attribute values by tag index and name, decoded.
  var values: [[String: String]] = []

  init(_ html: String) {
    let s = Array(html.unicodeScalars)
    var i = 0
    var text = ""
    func isLetter(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic && c.isASCII }
    while i < s.count {
      if s[i] == "<", i + 1 < s.count, isLetter(s[i + 1]) || (s[i + 1] == "/" && i + 2 < s.count && isLetter(s[i + 2]))
      {
        texts.append(Self.decode(text))
        text = ""
        i += 1
        var name = ""
        if s[i] == "/" {
          name = "/"
          i += 1
        }
        while i < s.count, !" \t\n\r\u{C}/>".unicodeScalars.contains(s[i]) {
          name.unicodeScalars.append(s[i])
          i += 1
        }
        var attributes: [String] = []
        var values: [String: String] = [:]
        while i < s.count, s[i] != ">" {
          if " \t\n\r\u{C}/".unicodeScalars.contains(s[i]) {
            i += 1
            continue
          }
          var attribute = ""
          while i < s.count, !" \t\n\r\u{C}/>=".unicodeScalars.contains(s[i]) {
            attribute.unicodeScalars.append(s[i])
            i += 1
          }
          var value = ""
          if i < s.count, s[i] == "=" {
            i += 1
            if i < s.count, s[i] == "\"" || s[i] == "'" {
              let quote = s[i]
              i += 1
              while i < s.count, s[i] != quote {
                value.unicodeScalars.append(s[i])
                i += 1
              }
              i += 1
            } else {
              while i < s.count, !" \t\n\r\u{C}>".unicodeScalars.contains(s[i]) {
                value.unicodeScalars.append(s[i])
                i += 1
              }
            }
          }
          attributes.append(attribute)
          values[attribute] = Self.decode(value)
        }
        i += 1
        tags.append(Tag(name: name.lowercased(), attributes: attributes))
        self.values.append(values)
        if name.lowercased() == "script" || name.lowercased() == "style" {
          let end = Array("</\(name.lowercased())".unicodeScalars)
          while i < s.count, !s[i..<min(s.count, i + end.count)].elementsEqual(end) { i += 1 }
        }
      } else if s[i] == "<", i + 3 < s.count, s[(i + 1)...(i + 3)].elementsEqual("!--".unicodeScalars) {
        let end = Array("-->".unicodeScalars)
        i += 4
        while i < s.count, !s[i..<min(s.count, i + 3)].elementsEqual(end) { i += 1 }
        i += 3
        tags.append(Tag(name: "!--", attributes: []))
        values.append([:])
      } else if s[i] == "<", i + 1 < s.count, s[i + 1] == "!" {
        while i < s.count, s[i] != ">" { i += 1 }
        i += 1
        tags.append(Tag(name: "!doctype", attributes: []))
        values.append([:])
      } else {
        text.unicodeScalars.append(s[i])
        i += 1
      }
    }
    texts.append(Self.decode(text))
  }

  /// Character references as the report uses them: the named five and numeric ones.
  static func decode(_ text: String) -> String {
    let s = Array(text.unicodeScalars)
    let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    var result = ""
    var i = 0
    while i < s.count {
      if s[i] == "&", let semicolon = s[i...].prefix(12).firstIndex(of: ";") {
        let name = Hostile.string(s[(i + 1)..<semicolon])
        var scalar: Unicode.Scalar?
        if let plain = named[name] {
          scalar = plain.unicodeScalars.first
        } else if name.lowercased().hasPrefix("#x") {
          scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
          scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        if let scalar {
          result.unicodeScalars.append(scalar)
          i = semicolon + 1
          continue
        }
      }
      result.unicodeScalars.append(s[i])
      i += 1
    }
    return result
  }
}

/// CommonMark's reading of an image's description: a backslash before ASCII punctuation
/// makes it literal; an unescaped `]` ends the description.
enum CommonMarkAlt {
  /// The description of `![…](link)` and the link, or nil when the description ends early.
  static func read(_ markdown: String) -> (alt: String, link: String)? {
    let s = Array(markdown.unicodeScalars)
    guard s.count >= 2, s[0] == "!", s[1] == "[" else { return nil }
    var alt = ""
    var i = 2
    while i < s.count {
      let c = s[i]
      if c == "\\", i + 1 < s.count, s[i + 1].isASCII, s[i + 1].properties.isPatternSyntax || s[i + 1] == "_" {
        alt.unicodeScalars.append(s[i + 1])
        i += 2
        continue
      }
      if c == "]" { break }
      // Unescaped markup inside the description: brackets, code spans, HTML, entities, emphasis.
      if "[`<&*_!".unicodeScalars.contains(c) { return nil }
      alt.unicodeScalars.append(c)
      i += 1
    }
    guard i + 1 < s.count, s[i] == "]", s[i + 1] == "(", s.last == ")" else { return nil }
    var link = ""
    link.unicodeScalars.append(contentsOf: s[(i + 2)..<(s.count - 1)])
    return (alt, link)
  }
}
