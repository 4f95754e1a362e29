// Front matter: finding the block at the top of a Markdown file, and the tags in its fields.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct FrontMatterTests {
  private func tags(
    _ text: String, keys: [String] = TagSourceReader.defaultKeys, isWholeFile: Bool = true
  ) throws(TagFlowError) -> [String] {
    try TagSourceReader.frontMatterTags(Array(text.utf8), isWholeFile: isWholeFile, keys: keys, source: "post.md")
  }

  @Test func filesWithoutFrontMatterHaveNoTags() throws {
    for text in [
      "", "# Title\n", "text\n---\ntags: [a]\n---\n", "----\ntags: [a]\n----\n", "\n\n", "{{< note >}}\n",
    ] {
      #expect(try tags(text) == [], "\(text.debugDescription)")
    }
    // Hugo's JSON object on one line is front matter, as Hugo reads it.
    #expect(try tags("{\"tags\": [\"a\"]}\n") == ["a"])
  }

  /// Zola reads front matter after blank lines and white space (129 of its own 180 docs
  /// pages start with a blank line); errors keep the file's line numbers.
  @Test func blankLinesBeforeTheFenceAreSkipped() throws {
    for blank in ["", "\n", "\r\n", "  \n\t\n", "\u{FEFF}\n", " "] {
      #expect(try tags(blank + "---\ntags: [a]\n---\n") == ["a"], "\(blank.debugDescription)")
      #expect(try tags(blank + "+++\n[taxonomies]\ntags = [\"a\"]\n+++\n") == ["a"], "\(blank.debugDescription)")
    }
    expectMessage(
      "post.md:5:7: tags: a mapping is not valid; expected text or a list of text, as in tags: [swift, linux]"
    ) {
      try tags("\n\n---\ntitle: x\ntags: {a: 1}\n---\n")
    }
    expectMessage("post.md:3: front matter opened with '+++' is never closed; add a '+++' line after it") {
      try tags("\n\n+++\ntags = []\n")
    }
  }

  /// A tag over a limit of length names its file, line and column, in YAML, JSON and TOML.
  @Test func tagsOverTheLimitsNameTheirPlace() {
    let long = String(repeating: "y", count: Limits.tagCharacters + 1)
    let marks = "e" + String(repeating: "\u{301}", count: Limits.characterScalars)
    for (document, place) in [
      ("---\ntags: [ok, \(long)]\n---\n", "post.md:2:12: tags: "),
      ("---\ntags: ok, \(marks)\n---\n", "post.md:2:7: tags: "),
      ("{\n\"tags\": [\"ok\", \"\(long)\"]\n}\n", "post.md:2:16: tags: "),
      ("+++\ntags = [\"ok\", \"\(marks)\"]\n+++\n", "post.md:2:15: tags: "),
      ("+++\n[taxonomies]\ntags = \"\(long)\"\n+++\n", "post.md:3:8: taxonomies.tags: "),
    ] {
      do {
        _ = try tags(document)
        Issue.record("accepted: \(place)")
      } catch {
        #expect(error.message.hasPrefix(place), "\(error.message.prefix(120))")
        #expect(error.message.contains("the limit is"))
      }
    }
  }

  /// Hugo's JSON front matter: an object from a `{` line to a `}` line.
  @Test func jsonFrontMatterIsRead() throws {
    #expect(try tags("{\n  \"title\": \"x\",\n  \"tags\": [\"a\", \"b\"]\n}\nBody {\n}\n") == ["a", "b"])
    #expect(try tags("\n{\n\"categories\": \"c, d\"\n}\n") == ["c", "d"])
    #expect(throws: TagFlowError.self) { try tags("{\n  \"tags\": [\"a\"\n}\n") }
  }

  /// Front matter left open names the marker it opened with and the line that would close it.
  @Test func unclosedFrontMatterNamesItsOpening() {
    for (text, message) in [
      ("{\n\"tags\": [\"a\"]\n", "x.md:1: front matter opened with '{' is never closed; add a '}' line after it"),
      ("\n---\ntags: [a]\n", "x.md:2: front matter opened with '---' is never closed; add a '---' line after it"),
      ("+++\ntags = [\"a\"]\n", "x.md:1: front matter opened with '+++' is never closed; add a '+++' line after it"),
    ] {
      expectMessage(message) { try FrontMatter.find(in: Array(text.utf8), isWholeFile: true, source: "x.md") }
    }
  }

  /// Front matter of a kind not read is named (`tagflow` warns), never taken for a file without it.
  @Test func unreadOpeningsAreNamed() {
    for (text, opening) in [
      ("---json\n{}\n---\n", "---json"), ("\n---js\n", "---js"), ("{\"tags\": [1]}\n", "{\"tags\": [1]}"),
      ("{ \"a\": 1}\n", "{ \"a\": 1}"),
    ] {
      #expect(FrontMatter.unreadOpening(in: Array(text.utf8)) == opening, "\(text.debugDescription)")
    }
    // Liquid, Nunjucks and Jinja template tags at the top of a page (Eleventy, Jekyll) are its text.
    for text in [
      "# Title\n", "---\ntags: [a]\n---\n", "text\n---json\n", "-----\n", "{% callout \"info\" %}\nText.\n",
      "{{ title }}\n", "{# a note #}\n", "{%- include x.html -%}\n",
    ] {
      #expect(FrontMatter.unreadOpening(in: Array(text.utf8)) == nil, "\(text.debugDescription)")
    }
  }

  /// Dotted keys reach nested fields in YAML, JSON and TOML; Zola's `[taxonomies]` is read by default.
  @Test func dottedKeysReachNestedFields() throws {
    let documents = [
      "---\ntaxonomies:\n  tags: [a, b]\n  categories: c\n---\n",
      "{\n\"taxonomies\": {\"tags\": [\"a\", \"b\"], \"categories\": \"c\"}\n}\n",
      "+++\n[taxonomies]\ntags = [\"a\", \"b\"]\ncategories = [\"c\"]\n+++\n",
      "+++\ntaxonomies.tags = [\"a\", \"b\"]\ntaxonomies.categories = \"c\"\n+++\n",
      "---\nTaxonomies:\n  Tags: [a, b]\n  CATEGORIES: [c]\n---\n",
    ]
    for document in documents {
      #expect(try tags(document) == ["a", "b", "c"], "\(document)")
      #expect(try tags(document, keys: ["taxonomies.tags"]) == ["a", "b"], "\(document)")
      #expect(try tags(document, keys: ["tags"]) == [], "\(document)")
    }
    // A key that holds a dot itself is found as written too.
    #expect(try tags("---\n\"a.b\": [x]\na: {b: [y]}\n---\n", keys: ["a.b"]) == ["x", "y"])
    #expect(try tags("+++\n\"a.b\" = [\"x\"]\n[a]\nb = [\"y\"]\n+++\n", keys: ["a.b"]) == ["x", "y"])
  }

  @Test func emptyFrontMatterHasNoTags() throws {
    #expect(try tags("---\n---\nbody") == [])
    #expect(try tags("---\n# only a comment\n---\n") == [])
    #expect(try tags("---\ntitle: x\n---\n") == [])
    #expect(try tags("---\ntags:\ncategories: ~\nkeywords: null\n---\n") == [])
    #expect(try tags("+++\n+++\n") == [])
  }

  /// The same tags, however the front matter is written: every combination of
  /// byte order mark, line ending, spaces after the markers, closing marker and
  /// way of writing the list.
  @Test func everyWayOfWritingTheSameTags() throws {
    let lists = [
      "tags: [swift, \"linux\"]", "tags:\n  - swift\n  - 'linux'", "tags: swift, linux", "tags: \"swift,linux\"",
      "tags:\n- swift\n-\n- linux",
    ]
    for bom in ["", "\u{FEFF}"] {
      for ending in ["\n", "\r\n"] {
        for space in ["", "  ", "\t"] {
          for closer in ["---", "..."] {
            for list in lists {
              let yaml = "\(bom)---\(space)\ntitle: Post\n\(list)\n\(closer)\(space)\n\n# Body\n"
              let text = yaml.replacing("\n", with: ending)
              #expect(try tags(text) == ["swift", "linux"], "\(text.debugDescription)")
            }
          }
        }
      }
    }
  }

  @Test func tomlFrontMatter() throws {
    #expect(
      try tags("+++\ntitle = \"x\"\ntags = [\"swift\", 'linux']\ncategories = \"docs, web\"\n+++\n") == [
        "swift", "linux", "docs", "web",
      ])
    #expect(try tags("\u{FEFF}+++\r\ntags = [\"a\"]\r\n+++\r\n") == ["a"])
  }

  @Test func keysAreChosenInOrderAndMatchAnyCase() throws {
    let text = "---\nCategories: [c]\nTags: [t]\nkeywords: [k]\nother: [o]\n---\n"
    #expect(try tags(text) == ["t", "k", "c"])
    #expect(try tags(text, keys: ["other", "tags"]) == ["o", "t"])
  }

  @Test func scalarValuesAreTags() throws {
    #expect(try tags("---\ntags: [2024, true, 1.5]\n---\n") == ["2024", "true", "1.5"])
    #expect(try tags("---\ntags: machine learning\n---\n") == ["machine learning"])
  }

  /// Each case: front matter that cannot hold tags, and the one error line.
  static let invalid: [(String, String)] = [
    ("---\ntags: {a: 1}\n---\n", "post.md:2:7: tags: a mapping is not valid; expected text or a list of text"),
    ("---\ntags:\n  - [a, b]\n---\n", "post.md:3:5: tags: a list is not valid; expected text in each item of the list"),
    ("---\ntitle: x\ntags: [a\n---\n", "post.md:4:1: not valid YAML"),
    ("---\n- a\n- b\n---\n", "post.md:2:1: front matter: expected fields such as 'tags: [swift, linux]', found a list"),
    ("---\ntags: [a]\n", "post.md:1: front matter opened with '---' is never closed"),
    ("+++\ntags = [a]\n+++\n", "post.md:2:9: front matter is not valid TOML: 'a' is not a value"),
    ("+++\ntags = [[\"a\"]]\n+++\n", "post.md:2:9: tags: a list is not valid; expected text in each item"),
    ("+++\ntags = [\"a\"]\n", "post.md:1: front matter opened with '+++' is never closed"),
  ]

  @Test(arguments: invalid)
  func badFrontMatterIsLocated(_ text: String, message: String) {
    do {
      _ = try tags(text)
      Issue.record("no error for \(text.debugDescription)")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test func frontMatterLongerThanTheLimitSaysSo() {
    #expect(throws: TagFlowError.self) { try tags("---\ntags: [a]\n", isWholeFile: false) }
    do {
      _ = try tags("---\ntags: [a]\n", isWholeFile: false)
    } catch {
      #expect(error.message.contains("does not close within the first \(FrontMatter.byteLimit) bytes"))
    }
  }

  @Test func frontMatterThatIsNotUTF8NamesItsLineAndColumn() throws {
    let bytes = Array("---\ntitle: x\ntags: [".utf8) + [0xFF] + Array("]\n---\n".utf8)
    expectMessage("post.md:3:8: front matter is not UTF-8 text") {
      try TagSourceReader.frontMatterTags(bytes, isWholeFile: true, keys: ["tags"], source: "post.md")
    }
    // TOML is checked as it is read: the same place, in the TOML reader's words.
    let toml = Array("+++\ntitle = 'x'\ntags = [\"".utf8) + [0xFF] + Array("\"]\n+++\n".utf8)
    expectMessage("post.md:3:10: front matter is not valid TOML: the file is not UTF-8 text here (byte 0xFF)") {
      try TagSourceReader.frontMatterTags(toml, isWholeFile: true, keys: ["tags"], source: "post.md")
    }
    // Bytes after the front matter are not read as text.
    let body = Array("---\ntags: [a]\n---\n".utf8) + [0xFF, 0xFE]
    #expect(try TagSourceReader.frontMatterTags(body, isWholeFile: true, keys: ["tags"], source: "post.md") == ["a"])
  }

  @Test func markdownNames() {
    for name in ["a.md", "b.MD", "c.markdown", "d.mdx"] { #expect(TagSourceReader.isMarkdown(name)) }
    for name in ["a.txt", "md", ".md", "a.md.bak", "readme"] { #expect(!TagSourceReader.isMarkdown(name)) }
  }
}
