// Text that no font can draw: which tags, which scripts, and the fonts to install for them.

internal import CPangoCairo

/// Tags with characters that no installed or loaded font covers: Pango
/// draws those as boxes with the code point inside. Collected over a run so
/// the warning comes once, naming the tags, the scripts and the Debian or
/// Ubuntu packages whose fonts cover them.
public struct MissingGlyphs: Sendable, Hashable {
  /// Tags with missing glyphs, in the order first met.
  public private(set) var tags: [String] = []
  /// The scripts of the missing characters ("Han", "Devanagari", "Emoji"…), in the order first met.
  package private(set) var scripts: [String] = []
  /// Debian/Ubuntu font packages that cover those scripts.
  package private(set) var packages: [String] = []
  /// Whether a tag was measured with the loaded font files alone (the installed fonts left
  /// out), where installing a package would not help.
  package private(set) var withoutSystemFonts = false

  package init() {}

  /// True when every character measured so far had a font.
  public var isEmpty: Bool { tags.isEmpty }

  /// Notes a tag and the characters of it that no font has.
  mutating func add(tag: String, characters: [Unicode.Scalar], systemFonts: Bool = true) {
    guard !characters.isEmpty else { return }
    if !systemFonts { withoutSystemFonts = true }
    if !tags.contains(tag) { tags.append(tag) }
    for character in characters {
      let (script, package) = MissingGlyphs.script(of: character)
      if !scripts.contains(script) { scripts.append(script) }
      if !packages.contains(package) { packages.append(package) }
    }
  }

  /// Everything in `other` too.
  package mutating func merge(_ other: MissingGlyphs) {
    for tag in other.tags where !tags.contains(tag) { tags.append(tag) }
    for script in other.scripts where !scripts.contains(script) { scripts.append(script) }
    for package in other.packages where !packages.contains(package) { packages.append(package) }
    if other.withoutSystemFonts { withoutSystemFonts = true }
  }

  /// One line for people: what is missing and how to get it, naming settings by their keys.
  public var message: String { message(naming: .keys) }

  /// One line for people, naming the font-file setting as `naming` says (`--font-file`).
  package func message(naming: SettingNaming) -> String { message(naming: naming, drawn: true) }

  /// One line for people. `drawn` says whether the image was drawn all the same (with boxes)
  /// or not at all (strict). Where only the loaded font files were used, the advice is a font
  /// file, not packages that would be ignored.
  package func message(naming: SettingNaming, drawn: Bool) -> String {
    let shown = tags.prefix(5).map { "'\(Terminal.oneLine(String($0.prefix(40))))'" }.joined(separator: ", ")
    let more = tags.count > 5 ? " and \(tags.count - 5) more" : ""
    let fontFiles = naming.name("fontFiles")
    let which = withoutSystemFonts ? "no font of \(fontFiles) (the installed ones left out)" : "no installed font"
    let outcome = drawn ? "they are drawn as boxes" : "nothing was drawn"
    let advice =
      withoutSystemFonts
      ? "Pass \(fontFiles) with a font that covers them"
      : "Install \(packages.joined(separator: " ")) (apt-get install), or pass \(fontFiles) with a font that covers them"
    return "\(which) can draw some characters of \(shown)\(more) (\(scripts.joined(separator: ", "))); "
      + "\(outcome). \(advice)"
  }

  /// The script of a character and the package whose fonts cover it.
  static func script(of character: Unicode.Scalar) -> (String, String) {
    if character.properties.isEmoji, character.value > 0xFF || character.properties.isEmojiPresentation {
      return ("Emoji", "fonts-noto-color-emoji")
    }
    let code = g_unicode_script_to_iso15924(g_unichar_get_script(character.value))
    let tag = String(
      decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> $0) }.filter { $0 != 0 }, as: UTF8.self)
    let cjk = ["Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Bopo": "Bopomofo"]
    if let name = cjk[tag] { return (name, "fonts-noto-cjk") }
    return (scriptNames[tag] ?? tag, "fonts-noto-core")
  }

  /// Names of the ISO 15924 codes people meet most; others are shown as their code.
  private static let scriptNames = [
    "Arab": "Arabic", "Armn": "Armenian", "Beng": "Bengali", "Cyrl": "Cyrillic", "Deva": "Devanagari",
    "Ethi": "Ethiopic", "Geor": "Georgian", "Grek": "Greek", "Gujr": "Gujarati", "Guru": "Gurmukhi",
    "Hebr": "Hebrew", "Khmr": "Khmer", "Knda": "Kannada", "Laoo": "Lao", "Latn": "Latin", "Mlym": "Malayalam",
    "Mymr": "Myanmar", "Orya": "Odia", "Sinh": "Sinhala", "Taml": "Tamil", "Telu": "Telugu", "Thaa": "Thaana",
    "Thai": "Thai", "Tibt": "Tibetan", "Zyyy": "symbols", "Zinh": "combining marks",
  ]
}
