// Tags with weights and looks: `tag:3` arguments, `tag<TAB>weight` lines, YAML and JSON tag lists.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct TagInputTests {
  @Test(
    arguments: [
      ("swift", "swift", nil),
      ("swift:3", "swift", 3),
      ("swift:0.5", "swift", 0.5),
      ("c++", "c++", nil),
      ("std::vector", "std::vector", nil),
      ("a::b:2", "a::b", 2),
      ("key:value", "key:value", nil),
      ("ratio:inf", "ratio:inf", nil),
      ("ratio:nan", "ratio:nan", nil),
      ("12\\:30", "12:30", nil),
      ("swift:", "swift:", nil),
      ("日本語:7", "日本語", 7),
    ] as [(String, String, Double?)])
  func argument(text: String, tag: String, weight: Double?) throws {
    let parsed = try TagItem(argument: text)
    #expect(parsed.text == tag)
    #expect(parsed.weight == weight)
  }

  @Test func argumentWithoutText() {
    #expect(throws: TagFlowError.self) { try TagItem(argument: ":3") }
  }

  @Test func negativeWeightFailsValidation() throws {
    let job = Job(tags: [try TagItem(argument: "swift:-2")])
    #expect(
      throws: TagFlowError.invalid("weight of tag 1 ('swift')", "-2", expected: "a number from 0 to 1000000000000")
    ) {
      try job.validate()
    }
  }

  @Test func tabWeights() throws {
    let tags = try TagItem.parseList("swift\t12\nc++\nstd::vector\t3.5\n\nlinux  \t 2 \n", source: "tags.txt")
    #expect(tags.map(\.text) == ["swift", "c++", "std::vector", "linux"])
    #expect(tags.map(\.weight) == [12, nil, 3.5, 2])
    #expect(tags.map(\.breakBefore) == [false, false, false, true])
  }

  @Test(arguments: [
    (
      "swift\tlots\n", "tags.txt:1: weight 'lots' is not valid; expected a number from 0 to 1000000000000 after the tab"
    ),
    ("a\nswift\t-1\n", "tags.txt:2: weight '-1' is not valid; expected a number from 0 to 1000000000000 after the tab"),
    ("\t3\n", "tags.txt:1: no tag before the tab; expected 'tag<TAB>weight'"),
  ])
  func badTabWeight(text: String, message: String) {
    expectMessage(message) { try TagItem.parseList(text, source: "tags.txt") }
  }

  @Test func yamlList() throws {
    let tags = try TagItem.parseYAMLList(
      """
      - swift
      - {text: linux, weight: 12, fill: "#FDE68A", color: "#000", border: navy, link: "https://kernel.org"}
      - ""
      - text: pango
        selected: true
      - {text: cairo, break: true}
      """, source: "tags.yaml")
    #expect(tags.map(\.text) == ["swift", "linux", "pango", "cairo"])
    #expect(tags[1].weight == 12 && tags[1].fill == RGBAColor(rgb: 0xFDE68A) && tags[1].color == .black)
    #expect(tags[1].border == RGBAColor(rgb: 0x000080) && tags[1].link == "https://kernel.org")
    #expect(tags[2].isSelected && tags[2].breakBefore)
    #expect(tags[3].breakBefore && !tags[3].isSelected)
  }

  @Test func flexSettingsPerTag() throws {
    let tags = try TagItem.parseYAMLList(
      "- {text: a, grow: 1, shrink: 0.5, basis: 40, minWidth: 30, maxWidth: 90}\n- b\n", source: "tags.yaml")
    #expect(tags[0].flex == ChipFlex(minWidth: 30, maxWidth: 90, basis: 40, grow: 1, shrink: 0.5))
    #expect(tags[1].flex == ChipFlex())
  }

  @Test func jsonList() throws {
    let tags = try TagItem.parseJSONList(
      Array(#"["a", {"text": "b\u00e9", "weight": 2}, "true"]"#.utf8), source: "t.json")
    #expect(tags.map(\.text) == ["a", "bé", "true"])
    #expect(tags.map(\.weight) == [nil, 2, nil])
    // Strict JSON: what YAML's flow style would take is refused at its place.
    expectMessage(
      "t.json:1:7: not valid JSON: expected a value, found \"'\"; JSON strings are in double quotes"
    ) {
      try TagItem.parseJSONList(Array("[\"a\", 'b']".utf8), source: "t.json")
    }
    expectMessage(
      "t.json:1:29: not valid JSON: \"text\" is given twice in one object (first at line 1, column 3); give each key "
        + "once"
    ) {
      try TagItem.parseJSONList(Array(#"[{"text": "a", "weight": 2, "text": "b"}]"#.utf8), source: "t.json")
    }
  }

  @Test(arguments: [
    (
      "- {text: a, weight: lots}",
      "tags.yaml:1:21: weight: 'lots' is not valid; expected a number from 0 to 1000000000000"
    ),
    ("- {text: a, fill: nope}", "tags.yaml:1:19: fill: 'nope' is not valid; expected #RGB"),
    ("- {txt: a}", "tags.yaml:1:4: unknown key 'txt' in a tag; did you mean 'text'? accepted: text, weight"),
    ("- {text: a, grow: lots}", "tags.yaml:1:19: grow: 'lots' is not valid; expected a number from 0 to 1000000"),
    (
      "- {text: a, maxWidth: 0}",
      "tags.yaml:1:23: maxWidth: '0' is not valid; expected a number of points from 1 to 32767"
    ),
    ("- {weight: 2}", "tags.yaml:1:3: a tag needs 'text'"),
    ("swift: 3", "tags.yaml:1:1: expected a list of tags"),
  ])
  func badYAMLList(text: String, start: String) {
    do {
      _ = try TagItem.parseYAMLList(text, source: "tags.yaml")
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.message.hasPrefix(start), "\(error.message)")
    }
  }
}
