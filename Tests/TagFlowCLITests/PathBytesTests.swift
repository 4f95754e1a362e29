// Paths that are not UTF-8: every path option and folder walk uses the bytes given, and messages show them as \xHH.

import Foundation
import Testing

/// Linux names are bytes: `d\x85` is a folder like any other. Each case makes files with
/// generated names that are not UTF-8 (lone bytes 0x80–0xFF, cut sequences, surrogates, and the
/// UTF-8 of U+10FF85, which TagFlow uses to carry the byte 0x85) in a temporary folder, runs
/// tagflow on them from bash (as a user types `"$(printf 'd\205')"`), and checks that the file
/// named by exactly those bytes was read or written and that no other name appeared.
@Suite struct PathBytesTests {
  /// Names of a few bytes each, every one of them not UTF-8 or holding the UTF-8 of U+10FF85
  /// (which stands for the byte 0x85), the same on every run.
  static let names: [[UInt8]] = {
    var random = SeededGenerator(0x7061_7468)
    let pieces: [[UInt8]] = [
      [0x85], [0xFF], [0xC3], [0xE9], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBE, 0x85], [0xC0, 0xAF],
    ]
    return (0..<6).map { index in
      var name: [UInt8] = Array("n\(index)".utf8)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        name += pieces.randomElement(using: &random)!
        name += Array("abc".utf8).shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
      }
      return name
    }
  }()

  /// `bytes` as a bash word that is exactly those bytes: `$'n0\205b'`.
  static func bash(_ bytes: [UInt8]) -> String {
    "$'"
      + bytes.map { byte in
        let octal = String(byte, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }.joined() + "'"
  }

  /// How a message shows the bytes: each UTF-8 character as it is (but U+10FF80–U+10FFFF,
  /// which stand for bytes), every other byte as `\xHH`.
  static func shown(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      let character = (1...4).lazy.compactMap { length -> (String, Int)? in
        guard index + length <= bytes.count,
          let text = String(validating: bytes[index..<index + length], as: UTF8.self),
          let scalar = text.unicodeScalars.first, scalar.value < 0x10_FF80
        else { return nil }
        return (text, length)
      }.first
      if let (text, length) = character {
        result += text
        index += length
      } else {
        result += "\\x" + String(bytes[index], radix: 16, uppercase: true)
        index += 1
      }
    }
    return result
  }

  /// Runs `script` in a new temporary folder with `$tagflow` and `$fonts` set; the folder is
  /// removed afterwards.
  static func run(_ script: String) throws -> CommandResult {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = fixtureFonts.map { "'\($0)'" }.joined(separator: " ")
    let prelude = "set -u\ncd '\(folder.path)'\ntagflow='\(TagflowBinary.url.path)'\nfonts=(\(fonts))\n"
    return try Shell.run(["bash", "-c", prelude + script])
  }

  @Test(arguments: names)
  func renderWritesIntoTheFolderNamed(_ name: [UInt8]) throws {
    let result = try Self.run(
      """
      d=\(Self.bash(name))
      mkdir "$d"
      "$tagflow" render swift linux "${fonts[@]}" -o "$d/o.png" || exit 10
      test -f "$d/o.png" || exit 11
      # Nothing but the folder made: no name with U+FFFD beside it.
      test "$(ls -A | wc -l)" = 1 || exit 12
      "$tagflow" render swift "${fonts[@]}" -o "$d/new/o.svg" || exit 13
      test -f "$d/new/o.svg" || exit 14
      """)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test(arguments: names)
  func everyInputOptionReadsTheFileNamed(_ name: [UInt8]) throws {
    let result = try Self.run(
      """
      f=\(Self.bash(name))
      printf 'swift\\nlinux\\n' > "$f.txt"
      cp "${fonts[1]}" "$f.ttf"
      printf -- '---\\ntags: [swift, pango]\\n---\\nText\\n' > "$f.md"
      printf '{"name": "x", "keywords": ["cairo"]}' > "$f.json"
      "$tagflow" render --input "$f.txt" --font-file "$f.ttf" --no-system-fonts -o out.svg || exit 10
      "$tagflow" layout --input "$f.txt" "${fonts[@]}" > layout.json || exit 11
      grep -q linux layout.json || exit 12
      "$tagflow" tags --from-front-matter "$f.md" --from-package "$f.json" > tags.txt || exit 13
      grep -q pango tags.txt && grep -q cairo tags.txt || exit 14
      "$tagflow" markdown "$f.md" "${fonts[@]}" > markdown.out 2> markdown.err
      ! grep -q "no such file" markdown.err || exit 15
      """)
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// A second file after a one-path option is refused by its bytes as any other: the check
  /// reads the same arguments the tags came from.
  @Test(arguments: names)
  func aSecondFileAfterInputIsRefused(_ name: [UInt8]) throws {
    let result = try Self.run(
      """
      f=\(Self.bash(name))
      printf 'swift\\n' > "$f.txt"
      printf 'linux\\n' > "$f.2.txt"
      "$tagflow" render --input "$f.txt" "$f.2.txt" "${fonts[@]}" -o out.png
      """)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("names a file, not a tag"), "\(result.stderr)")
  }

  /// A folder walk keeps each entry's bytes: front matter under a folder, and folder diff.
  @Test func folderWalksKeepTheNames() throws {
    let files = Self.names.map { Self.bash($0) }.joined(separator: " ")
    let result = try Self.run(
      """
      names=(\(files))
      mkdir pages expected actual
      "$tagflow" render walked "${fonts[@]}" -o image.png || exit 10
      for n in "${names[@]}"; do
        printf -- '---\\ntags: [walked]\\n---\\n' > "pages/$n.md"
        cp image.png "expected/$n.png"
        cp image.png "actual/$n.png"
      done
      "$tagflow" tags --from-front-matter pages > tags.txt || exit 11
      grep -q "walked" tags.txt || exit 12
      "$tagflow" diff expected actual > diff.txt 2>&1 || { cat diff.txt; exit 13; }
      ! grep -q SKIPPED diff.txt || { cat diff.txt; exit 14; }
      grep -c PASSED diff.txt
      """)
    #expect(result.status == 0, "\(result.stdoutText)\(result.stderr)")
    #expect(result.stdoutText.split(separator: "\n").last == "\(Self.names.count)")
  }

  /// A manifest in a folder so named: batch writes beside it, check records and then compares
  /// its references and writes its report and artefacts there, diff writes its image there.
  @Test(arguments: names.prefix(3))
  func manifestsAndReferencesInAFolderSoNamed(_ name: [UInt8]) throws {
    let result = try Self.run(
      """
      d=\(Self.bash(name))
      mkdir "$d"
      cp "${fonts[1]}" "$d/font.ttf"
      printf 'defaults:\\n  systemFonts: false\\n  fontFiles: [font.ttf]\\njobs:\\n  - output: out.png\\n    tags: [swift]\\n' > "$d/m.yaml"
      "$tagflow" batch "$d/m.yaml" --report "$d/r.json" || exit 10
      test -f "$d/out.png" && test -f "$d/r.json" || exit 11
      # The record is the same from inside the folder and by its absolute path: nothing renders again.
      (cd "$d" && "$tagflow" batch m.yaml) 2>&1 | grep -q '0 rendered, 1 skipped' || exit 20
      "$tagflow" batch "$PWD/$d/m.yaml" 2>&1 | grep -q '0 rendered, 1 skipped' || exit 21
      # A run that records never passes (exit 1).
      "$tagflow" check "$d/m.yaml" --references "$d/refs" --record missing; test $? = 1 || exit 12
      test -f "$d/refs/out.png" || exit 13
      "$tagflow" check "$d/m.yaml" --references "$d/refs" --record never --report "$d/report" \\
        --artifacts "$d/artefacts" --junit "$d/j.xml" || exit 14
      test -f "$d/report/index.html" && test -f "$d/j.xml" || exit 15
      "$tagflow" diff "$d/out.png" "$d/refs/out.png" -o "$d/diff.png" || exit 16
      test -f "$d/diff.png" || exit 17
      # Nothing but the folder (and check's own .tagflow-check): no name with U+FFFD.
      test "$(ls | wc -l)" = 1 || exit 18
      """)
    #expect(result.status == 0, "\(result.stdoutText)\(result.stderr)")
  }

  /// A name that is not UTF-8 is shown with `\xHH` for each such byte, on one line.
  @Test(arguments: names)
  func messagesShowTheBytesEscaped(_ name: [UInt8]) throws {
    let result = try Self.run(
      """
      f=\(Self.bash(name))
      "$tagflow" render --input "$f.txt" -o out.png
      """)
    #expect(result.status == 2)
    #expect(result.stderr == "tagflow: error: --input: cannot read '\(Self.shown(name)).txt': no such file\n")
  }

  /// A tag that is not UTF-8 is no text to draw: refused in one line, with its bytes shown.
  @Test func aTagThatIsNotUTF8IsRefused() throws {
    let result = try Self.run(
      """
      "$tagflow" render $'caf\\351' "${fonts[@]}" -o out.png
      """)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: tag: 'caf\\xE9' is not valid; expected UTF-8 text"))
  }

  /// Every text option refuses an argument that is not UTF-8 the same way, in one line.
  @Test(arguments: ["--title", "--select"])
  func aTextOptionThatIsNotUTF8IsRefused(_ option: String) throws {
    let result = try Self.run(
      """
      "$tagflow" render swift \(option) $'caf\\351' "${fonts[@]}" -o out.png
      """)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: \(option): 'caf\\xE9' is not valid; expected UTF-8 text"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// U+10FF80–U+10FFFF typed as an argument (their UTF-8, which a path would read as the
  /// bytes they carry) are characters in a tag, a selection and a title: laid out as the tag
  /// the same text gives from a tag file, where they were always text.
  @Test func aTagOfThoseCodePointsIsText() throws {
    for tag in ["a\u{10FFFD}b", "\u{10FF85}", "x\u{10FF80}\u{10FFFF}y"] {
      let word = Self.bash(Array(tag.utf8))
      let result = try Self.run(
        """
        printf '%s\\n' \(word) > tags.txt
        "$tagflow" layout \(word) --select \(word) --title \(word) "${fonts[@]}" -o argument.json
        "$tagflow" layout --input tags.txt --select \(word) --title \(word) "${fonts[@]}" -o file.json
        cmp argument.json file.json && grep -c '"text"' argument.json
        """)
      #expect(result.status == 0, "\(tag.unicodeScalars.map(\.value)): \(result.stderr)")
      #expect(!result.stderr.contains("not valid"), "\(result.stderr)")
    }
  }
}
