// `tagflow tags`: the listing alone on standard output, its count on standard error.

import Foundation
import Testing

@Suite struct TagsListingTests {
  /// Generated blogs: every line on stdout is one tag of the listing (weight, text, files), as
  /// many as there are distinct tags, in the JSON's order and with its weights; the count of
  /// tags and files is the one line on stderr.
  @Test(arguments: 0..<6)
  func listingOnStdoutCountOnStderr(seed: Int) throws {
    var random = SeededGenerator(UInt64(seed) &* 7919 &+ 3)
    let words = ["swift", "linux", "pango", "cairo", "flexbox", "svg", "png", "docs", "fonts"]
    var files: [String: String] = [:]
    var weights: [String: Int] = [:]
    for index in 0..<Int.random(in: 1...8, using: &random) {
      let tags = Array(words.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
      for tag in tags { weights[tag, default: 0] += 1 }
      files["posts/p\(index).md"] = "---\ntitle: Post \(index)\ntags: [\(tags.joined(separator: ", "))]\n---\nText\n"
    }
    let folder = try TagSourceCommandTests.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["tags", "--from-front-matter", "posts"], in: folder)
    #expect(result.status == (weights.isEmpty ? 1 : 0), "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == weights.count, "\(result.stdoutText)")
    for line in lines {
      let match = try #require(line.wholeMatch(of: /\s*(\d+)  (\S+)  \((.+)\)/), "\(line)")
      #expect(weights[String(match.2)] == Int(match.1), "\(line)")
      #expect(match.3.split(separator: ", ").count == Int(match.1), "\(line)")
    }
    let tags = weights.count == 1 ? "1 tag" : "\(weights.count) tags"
    let read = files.count == 1 ? "1 file" : "\(files.count) files"
    #expect(result.stderr == "\(tags) from \(read)\n")
    // --json is the same listing: data only on stdout.
    let json = try TagflowBinary.run(["tags", "--json", "--from-front-matter", "posts"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let listed = (object["tags"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
    #expect(listed == lines.map { String($0.wholeMatch(of: /\s*\d+  (\S+)  .*/)?.1 ?? "") })
  }
}
