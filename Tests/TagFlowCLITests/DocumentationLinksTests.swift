// Every relative link and image of README.md, CONTRIBUTING.md and docs/*.md leads to a file, and
// every #anchor to a heading of its page.

import Foundation
import Testing

@Suite struct DocumentationLinksTests {
  /// A link or image target found on a page, outside code.
  struct Link: CustomStringConvertible {
    var page: String
    var line: Int
    var target: String

    var description: String { "\(page):\(line): \(target)" }
  }

  /// The targets of Markdown links and images (`[text](target)`, `![alt](target "title")`) and of
  /// HTML `src`, `srcset` and `href` attributes, on lines outside fenced code, inline code removed.
  static func links(of page: ReadmeExamples.Page) -> [Link] {
    var links: [Link] = []
    for (number, line) in proseLines(page.text) {
      let prose = line.replacing(/(`+).+?\1/, with: "")
      for match in prose.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
        links.append(Link(page: page.path, line: number, target: String(match.output.1)))
      }
      for match in prose.matches(of: /(?:src|srcset|href)="([^"]+)"/) {
        links.append(Link(page: page.path, line: number, target: String(match.output.1)))
      }
    }
    return links
  }

  /// The lines outside fenced code blocks (```` ``` ```` or `~~~`, closed by a fence of the same
  /// character at least as long), with their line numbers. Indentation is not weighed: the pages
  /// indent no code by four spaces.
  static func proseLines(_ text: String) -> [(Int, Substring)] {
    var result: [(Int, Substring)] = []
    var fence: Substring?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      let run = trimmed.prefix { $0 == "`" || $0 == "~" }
      if let open = fence {
        if run.count >= open.count, run.allSatisfy({ $0 == open.first }),
          trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace)
        {
          fence = nil
        }
      } else if run.count >= 3, run.allSatisfy({ $0 == run.first }),
        run.first == "~" || !trimmed.dropFirst(run.count).contains("`")
      {
        // CommonMark: an info string after backticks holds no backtick (```` ```tags ```` is text).
        fence = run
      } else {
        result.append((index + 1, line))
      }
    }
    return result
  }

  /// The anchors GitHub gives a page's headings: lowercased, punctuation dropped, spaces as `-`,
  /// a repeated one numbered `-1`, `-2`, ….
  static func anchors(_ text: String) -> Set<String> {
    var anchors: Set<String> = []
    for (_, line) in proseLines(text) {
      guard let heading = line.wholeMatch(of: /#{1,6} +(.*)/)?.output.1 else { continue }
      var slug = ""
      for scalar in heading.lowercased().unicodeScalars {
        if scalar == " " {
          slug += "-"
        } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
          || scalar.properties.numericType != nil
        {
          slug.unicodeScalars.append(scalar)
        }
      }
      var unique = slug
      var count = 0
      while anchors.contains(unique) {
        count += 1
        unique = "\(slug)-\(count)"
      }
      anchors.insert(unique)
    }
    return anchors
  }

  @Test func pagesHaveLinks() {
    let links = ReadmeExamples.pages.flatMap(Self.links)
    #expect(links.count >= 100)
    #expect(links.contains { $0.page == "README.md" && $0.target == "docs/images/hero.png" })
  }

  @Test(arguments: ReadmeExamples.pages)
  func relativeLinksLeadToFiles(_ page: ReadmeExamples.Page) throws {
    let root = ReadmeExamples.repository
    let folder = root.appendingPathComponent(page.path).deletingLastPathComponent()
    for link in Self.links(of: page) where link.target.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.-]*:/) == nil {
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let target = path.isEmpty ? root.appendingPathComponent(page.path) : folder.appendingPathComponent(path)
      let resolved = target.standardizedFileURL.path
      let fromRoot = String(resolved.dropFirst(root.standardizedFileURL.path.count + 1))
      guard FileManager.default.fileExists(atPath: resolved) else {
        Issue.record("\(link): no file \(fromRoot)")
        continue
      }
      #expect(resolved.hasPrefix(root.standardizedFileURL.path + "/"), "\(link): outside the repository")
      if let anchor, fromRoot.hasSuffix(".md") {
        let text = try String(contentsOfFile: resolved, encoding: .utf8)
        #expect(Self.anchors(text).contains(anchor), "\(link): no heading #\(anchor) in \(fromRoot)")
      }
    }
  }
}
