// The bash completion script completes values as a reader would hope: themes and theme files,
// closed sets, colours, manifests.

import Foundation
import Testing

@Suite struct CompletionTests {
  /// Sources the generated script in bash, completes `line` (ending where the cursor is) in
  /// `folder`, and returns what bash would offer.
  static func complete(_ line: String, in folder: URL) throws -> [String] {
    let script = """
      source <(tagflow --generate-completion-script bash)
      COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<< "$COMP_LINE"
      [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
      _tagflow tagflow "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let path = TagflowBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"
    let result = try Shell.run(["PATH=\(path)", "bash", "-c", script, "complete", line], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdoutText.split(separator: "\n").map(String.init).sorted()
  }

  @Test(arguments: [
    ("tagflow render --theme d", ["dark", "dusk/"]),
    ("tagflow render --theme dusk/", ["dusk/blue.yaml", "dusk/night.json"]),
    ("tagflow render --dark-theme con", ["contrast"]),
    ("tagflow render --palette ok", ["okabe-ito"]),
    ("tagflow render --fill rebecca", ["rebeccapurple"]),
    ("tagflow render --justify space-", ["space-around", "space-between", "space-evenly"]),
    ("tagflow layout --theme pa", ["paper"]),
  ])
  func valuesAreCompleted(line: String, expected: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dusk = folder.appendingPathComponent("dusk")
    try FileManager.default.createDirectory(at: dusk, withIntermediateDirectories: true)
    for name in ["blue.yaml", "night.json", "notes.txt", ".hidden.yaml"] {
      try Data().write(to: dusk.appendingPathComponent(name))
    }
    #expect(try Self.complete(line, in: folder) == expected)
  }
}
