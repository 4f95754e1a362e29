// Bad style, theme and weight input gets one clear line on stderr, a non-zero exit and no output file.

import Foundation
import Testing

@Suite struct StyleErrorTests {
  /// Each case: arguments, and a phrase the one error line must contain.
  static let cases: [([String], String)] = [
    (["render", "a", "--theme", "neon", "-o", "out.png"], "theme: 'neon' is not valid; expected one of light, dark"),
    (["render", "a", "--theme", "bad.yaml", "-o", "out.png"], "bad.yaml:2:1: unknown key 'fil' in a theme"),
    (
      ["render", "a", "--theme", "badcolour.yaml", "-o", "out.png"], "badcolour.yaml:1:7: fill: 'blurple' is not valid"
    ),
    (["render", "a", "--palette", "rainbow", "-o", "out.png"], "rainbow"),
    (["render", "a", "--border-color", "blurple", "-o", "out.png"], "--border-color"),
    (["render", "a", "--accent", "#12", "-o", "out.png"], "--accent"),
    (
      ["render", "a", "--radius=-4", "-o", "out.png"],
      "--radius: '-4' is not valid; expected a number of points from 0 to 10000"
    ),
    (["render", "a", "--radius", "round", "-o", "out.png"], "round"),
    (["render", "a", "--border-width=-1", "-o", "out.png"], "border-width: '-1' is not valid"),
    (
      ["render", "a", "--font-size=-2", "-o", "out.png"],
      "--font-size: '-2' is not valid; expected a size in px from 1 to 1000"
    ),
    (["render", "a", "--font-weight", "heavyish", "-o", "out.png"], "heavyish"),
    (["render", "a", "--font-style", "wavy", "-o", "out.png"], "wavy"),
    (
      ["render", "a:1", "--min-size=-3", "-o", "out.png"],
      "--min-size: '-3' is not valid; expected a size in px from 1 to 1000"
    ),
    (
      ["render", "a:1", "--min-size", "30", "--max-size", "20", "-o", "out.png"],
      "--min-size: '30' is not valid; expected at most the largest cloud size (20)"
    ),
    (
      ["render", "swift:-2", "-o", "out.png"],
      "weight of tag 1 ('swift'): '-2' is not valid; expected a number from 0 to 1000000000000"
    ),
    (
      ["render", "--input", "weights.txt", "-o", "out.png"],
      "weights.txt:2: weight 'lots' is not valid; expected a number from 0 to 1000000000000"
    ),
    (
      ["render", "--input", "tags.yaml", "-o", "out.png"],
      "tags.yaml:1:21: weight: 'many' is not valid; expected a number from 0 to 1000000000000"
    ),
    (["render", "a", "--scale-by", "cubic", "-o", "out.png"], "cubic"),
    (["render", "a", "--ramp", "red", "-o", "out.png"], "red"),
    (["render", "a", "--sort", "random", "-o", "out.png"], "random"),
    (
      ["render", "a", "--top", "0", "-o", "out.png"],
      "--top: '0' is not valid; expected a whole number from 1 to 1000000"
    ),
    (
      ["render", "a", "--select", "b", "-o", "out.png"],
      "--select: 'b' is not valid; expected the text of one of the tags"
    ),
  ]

  @Test(arguments: cases)
  func oneLineAndNoFile(arguments: [String], phrase: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputs = [
      "bad.yaml": "extends: dark\nfil: '#fff'\n", "badcolour.yaml": "fill: blurple\n",
      "weights.txt": "swift\t3\nlinux\tlots\n", "tags.yaml": "- {text: a, weight: many}\n",
    ]
    for (name, text) in inputs { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    let result = try TagflowBinary.run(arguments + fixtureFonts, in: folder)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: "))
    #expect(result.stderr.contains(phrase), "stderr: \(result.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { inputs[$0] == nil }
    #expect(left.isEmpty, "files left behind: \(left)")
  }
}
