// Which link schemes a chip may carry: web and mail links and relative ones, unless more are allowed.

/// Links come from tag lists and manifests that someone else may have
/// written, and end up as `<a href>` in SVG and link annotations in PDF. A
/// `javascript:` or `data:` link there runs code or shows content the reader
/// did not ask for, so only `http`, `https`, `mailto` and relative links pass
/// unless more schemes are allowed.
public struct LinkPolicy: Sendable, Hashable, Codable {
  /// Schemes every policy allows.
  package static let safeSchemes = ["http", "https", "mailto"]
  /// Allowed beyond the safe ones, lowercased; `*` allows any scheme.
  package var extraSchemes: Set<String>

  /// The safe schemes only.
  public static let standard = LinkPolicy(allowing: [])

  /// The safe schemes and `extraSchemes` (without the colon, any case); `*` allows every scheme.
  public init(allowing extraSchemes: [String]) {
    self.extraSchemes = Set(extraSchemes.map { $0.lowercased() })
  }

  /// The schemes allowed beyond `http`, `https` and `mailto`, lowercased and sorted; `*` for any.
  package var allowedSchemes: [String] { extraSchemes.sorted() }

  /// What is accepted, in words, for messages: `a relative link or one of http:, https:, mailto:
  /// on one line, without spaces (other schemes need --allow-link-scheme)`.
  package var accepted: String {
    let schemes = (LinkPolicy.safeSchemes + extraSchemes.sorted()).map { $0 == "*" ? "any scheme" : "\($0):" }
    return "a relative link or one of " + schemes.joined(separator: ", ")
      + " on one line, without spaces (other schemes need --allow-link-scheme)"
  }

  private enum CodingKeys: String, CodingKey {
    case allowedSchemes
  }

  /// Reads what `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(allowing: try container.decode([String].self, forKey: .allowedSchemes))
  }

  /// `allowedSchemes`, sorted, so that equal policies encode alike.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(allowedSchemes, forKey: .allowedSchemes)
  }

  /// Whether `link` may be drawn: not empty, on one line, without spaces or control
  /// characters (browsers strip them around a link and from inside a scheme, and would read
  /// `" javascript:"` or `"java\tscript:"` as a script), and relative or of an allowed scheme
  /// (in any case: `JavaScript:` is `javascript:`).
  ///
  /// ```swift
  /// LinkPolicy.standard.allows("https://swift.org")  // true
  /// LinkPolicy.standard.allows(" javascript:alert(1)")  // false
  /// LinkPolicy(allowing: ["ftp"]).allows("FTP://example.com/a")  // true
  /// ```
  public func allows(_ link: String) -> Bool {
    guard !link.isEmpty,
      !link.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
    else { return false }
    guard let scheme = LinkPolicy.scheme(of: link) else { return true }
    return LinkPolicy.safeSchemes.contains(scheme) || extraSchemes.contains(scheme) || extraSchemes.contains("*")
  }

  /// The scheme of an absolute URL, lowercased (RFC 3986: a letter, then
  /// letters, digits, `+`, `-` or `.`, before the first `:`); `nil` for a
  /// relative reference such as `docs/a.html`, `/a`, `#top` or `//host/a`.
  static func scheme(of link: String) -> String? {
    guard let colon = link.firstIndex(of: ":") else { return nil }
    let scheme = link[..<colon]
    guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      scheme.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0))
      })
    else {
      // A colon after a '/', '?' or '#' belongs to a path, query or fragment.
      return nil
    }
    return scheme.lowercased()
  }
}
