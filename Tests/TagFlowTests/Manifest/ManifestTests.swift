// Reading manifests: keys, paths, formats, and every problem located to line and column.

import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct ManifestTests {
  @Test func defaultsApplyAndJobsOverride() throws {
    let manifest = Manifest.parse(
      """
      defaults:
        width: 400
        fill: "#FFE4E6"
        gap: [4, 2]
        format: [png, svg]
      jobs:
        - output: images/one
          tags: [swift, linux]
        - output: two.pdf
          tags: [a, "", b]
          width: 300
          format: pdf
          justify: flex-end
      """, file: "m.yaml", folder: "site")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    let jobs = manifest.jobs
    #expect(jobs.count == 2)
    #expect(jobs[0].outputs.map(\.path) == ["site/images/one.png", "site/images/one.svg"])
    #expect(jobs[0].job.width == 400)
    #expect(jobs[0].job.style.fill == RGBAColor(rgb: 0xFFE4E6))
    #expect(jobs[0].job.layout.gapX == 4 && jobs[0].job.layout.gapY == 2)
    #expect(jobs[1].outputs.map(\.path) == ["site/two.pdf"])
    #expect(jobs[1].job.width == 300)
    #expect(jobs[1].job.layout.justify == .end)
    #expect(jobs[1].job.tags == [TagItem("a"), TagItem("b", breakBefore: true)])
  }

  /// Formats from defaults fill in outputs without an extension; an explicit extension wins,
  /// and a job's own `format` list still names every file it writes.
  @Test(
    arguments: [
      ("a.png", nil, ["a.png"]),
      ("a.svg", nil, ["a.svg"]),
      ("a", nil, ["a.png", "a.svg"]),
      ("a.png", "[pdf]", ["a.pdf"]),
      ("a.png", "[png, pdf]", ["a.png", "a.pdf"]),
    ] as [(String, String?, [String])])
  func inheritedFormatsYieldToAnExtension(output: String, jobFormat: String?, written: [String]) {
    let manifest = Manifest.parse(
      """
      defaults:
        format: [png, svg]
      jobs:
        - output: \(output)
          tags: [x]\(jobFormat.map { "\n    format: \($0)" } ?? "")
      """, file: "m.yaml", folder: "")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    #expect(manifest.jobs.first?.outputs.map(\.path) == written)
  }

  @Test func fixedCanvasKeysReadAndCheck() {
    let manifest = Manifest.parse(
      """
      defaults:
        width: 1200
        height: 630
        alignContent: center
      jobs:
        - output: card.png
          tags: [swift, linux]
          fitBox: true
        - output: low.png
          tags: [x]
          alignContent: flex-end
        - output: bad.png
          tags: [x]
          alignContent: middle
          height: 0
        - output: free.png
          tags: [x]
          height: 10
        - output: wide.png
          tags: [x]
          width: 300
          alignContent: start
      """, file: "m.yaml", folder: "")
    let jobs = manifest.jobs
    #expect(jobs.map(\.job.height) == [630, 630, 630])
    #expect(jobs.map(\.job.layout.alignContent) == [.center, .end, .start])
    #expect(jobs.map(\.job.zoomsToFit) == [true, false, false])
    #expect(
      manifest.problems.map(\.description) == [
        "m.yaml:14:19: jobs[2].alignContent: 'middle' is not valid; expected one of start, center, end, "
          + "space-between, space-around, space-evenly, stretch, flex-start, flex-end, normal",
        "m.yaml:15:13: jobs[2].height: '0' is not valid; expected a number of points from 1 to 32767",
        "m.yaml:16:5: jobs[3]: height: '10' is not valid; expected more than twice the padding (32)",
      ], "\(manifest.problems.map(\.description).joined(separator: "\n"))")
  }

  @Test func jsonManifestsReadTheSame() {
    let manifest = Manifest.parse(
      #"{"defaults": {"width": 400}, "jobs": [{"output": "a.png", "tags": ["x", "y"], "maxLines": 2}]}"#,
      file: "m.json", folder: "")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    #expect(manifest.jobs.first?.job.layout.maxLines == 2)
    #expect(manifest.jobs.first?.job.width == 400)
  }

  @Test func everyProblemIsReportedWithItsPlace() {
    let manifest = Manifest.parse(
      """
      defaults:
        width: 400
      jobs:
        - output: a.png
          tags: [x]
          fill: "#12345"
        - output: b.png
          tags: [y]
          wdth: 3
          gap: [1, 2, 3]
        - output: a.png
          tags: [z]
        - tags: [w]
        - output: c.gif
          tags: [v]
        - output: d.png
          tagsFile: missing.txt
        - output: e.png
          tags: [u]
          width: 10
          padding: 8
          maxLines: 0
      """, file: "m.yaml", folder: "")
    let lines = manifest.problems.map(\.description)
    #expect(
      lines == [
        "m.yaml:6:11: jobs[0].fill: '#12345' is not valid; expected \(RGBAColor.accepted)",
        "m.yaml:9:5: jobs[1]: unknown key 'wdth'; did you mean 'width'?",
        "m.yaml:10:10: jobs[1].gap: a list is not valid; expected a number of points from 0 to 10000, or a list [x, y] of two",
        "m.yaml:11:13: jobs[2].output: 'a.png' is also written by jobs[0] (line 4)",
        "m.yaml:13:5: jobs[3]: no 'output'; every job names the file it writes",
        "m.yaml:14:13: jobs[4].output: cannot tell the format of 'c.gif'; use a .png, .svg or .pdf name, or 'format'",
        "m.yaml:17:15: jobs[5].tagsFile: cannot read 'missing.txt': no such file",
        "m.yaml:18:5: jobs[6]: width: '10' is not valid; expected more than twice the padding (16)",
        "m.yaml:22:15: jobs[6].maxLines: '0' is not valid; expected a whole number from 1 to 1000000",
      ], "\(lines.joined(separator: "\n"))")
    #expect(manifest.jobs.isEmpty, "every job above has a problem")
    #expect(manifest.fatalProblems.isEmpty)
    #expect(manifest.jobCount == 7)
  }

  /// A file key given a value of the wrong kind is told so, once: never "no 'output'" beside it.
  @Test func aFileKeyOfTheWrongKindIsOneProblem() {
    for (value, shown) in [("[a.png, b.png]", "a list"), ("{path: a.png}", "a mapping")] {
      for (key, extra) in [
        ("output", "tags: [x]"), ("tagsFile", "output: o.png"), ("theme", "output: o.png, tags: [x]"),
      ] {
        let manifest = Manifest.parse("jobs:\n  - {\(extra), \(key): \(value)}\n", file: "m.yaml", folder: "")
        let lines = manifest.problems.map(\.description)
        #expect(lines.count == 1, "\(key): \(lines)")
        let expected = key == "theme" ? "a theme's name or one file path" : "one file path"
        #expect(
          lines.first?.hasSuffix("jobs[0].\(key): \(shown) is not valid; expected \(expected)") == true,
          "\(key): \(lines)")
      }
    }
  }

  @Test func unquotedColoursGetAHint() {
    let manifest = Manifest.parse("jobs:\n  - {output: a.png, tags: [x], fill: }\n", file: "m.yaml", folder: "")
    #expect(manifest.problems.first?.message.contains("quote colours in YAML") == true)
  }

  @Test func syntaxErrorsStopEverythingWithTheirPlace() {
    let manifest = Manifest.parse("jobs:\n  - output: a.png\n   tags: [x\n", file: "m.yaml", folder: "")
    #expect(manifest.jobs.isEmpty)
    let problem = manifest.fatalProblems.first
    #expect(problem?.line == 3)
    #expect(problem?.message.hasPrefix("not valid YAML") == true)
  }

  @Test func aManifestNeedsJobs() {
    #expect(Manifest.parse("defaults: {width: 300}\n", file: "m.yaml", folder: "").fatalProblems.count == 1)
    #expect(Manifest.parse("- a\n- b\n", file: "m.yaml", folder: "").fatalProblems.count == 1)
    #expect(Manifest.parse("jobs: []\nextra: 1\n", file: "m.yaml", folder: "").fatalProblems.count == 1)
  }

  @Test func badDefaultsAreFatal() {
    let manifest = Manifest.parse(
      "defaults: {justify: sideways}\njobs:\n  - {output: a.png, tags: [x]}\n", file: "m.yaml", folder: "")
    #expect(manifest.fatalProblems.map(\.line) == [1])
  }

  @Test func shardsSplitJobsExactlyOnce() throws {
    for count in 1...7 {
      let shards = (1...count).map { Shard("\($0)/\(count)")! }
      for job in 0..<50 {
        #expect(shards.filter { $0.contains(job) }.count == 1)
      }
    }
    for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", ""] {
      #expect(Shard(bad) == nil, "\(bad)")
    }
  }
}
