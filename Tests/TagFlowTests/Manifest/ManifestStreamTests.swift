// Manifests read a job at a time: JSON Lines, problems kept in bounds, jobs held at once bounded by the workers.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct ManifestStreamTests {
  /// A temporary folder with one manifest file in it.
  struct Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-stream-\(UUID().uuidString)")

    func write(_ name: String, _ text: String) throws -> String {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let path = url.appendingPathComponent(name).path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  static let fonts = Fixtures.fonts.files.map { "\"\($0)\"" }.joined(separator: ", ")

  /// `count` jobs of two tags as JSON Lines, the test fonts in the defaults line.
  static func jsonLines(_ count: Int, bad: (Int) -> Bool = { _ in false }) -> String {
    var text = "{\"defaults\": {\"width\": 200, \"systemFonts\": false, \"fontFiles\": [\(fonts)]}}\n"
    for index in 0..<count {
      text +=
        bad(index)
        ? "{\"output\": \"out/\(index).png\", \"tags\": [\"a\"], \"fill\": \"#12\"}\n"
        : "{\"output\": \"out/\(index).png\", \"tags\": [\"job\", \"\(index)\"]}\n"
    }
    return text
  }

  @Test func jsonLinesReadsAsTheSameManifestInYAML() {
    let lines = Manifest.parse(
      "{\"defaults\": {\"width\": 400, \"format\": [\"png\", \"svg\"]}}\n\n"
        + "{\"output\": \"a\", \"tags\": [\"x\", \"y\"]}\n{\"output\": \"b.png\", \"tags\": [\"z\"], \"width\": 300}\n",
      file: "m.jsonl", folder: "")
    let yaml = Manifest.parse(
      "defaults: {width: 400, format: [png, svg]}\njobs:\n  - {output: a, tags: [x, y]}\n"
        + "  - {output: b.png, tags: [z], width: 300}\n",
      file: "m.yaml", folder: "")
    #expect(lines.problems.isEmpty && yaml.problems.isEmpty, "\(lines.problems) \(yaml.problems)")
    #expect(lines.jobs.map(\.outputs) == yaml.jobs.map(\.outputs))
    #expect(lines.jobs.map(\.job.width) == [400, 300])
    #expect(lines.jobs.map(\.line) == [3, 4])
    #expect(lines.jobCount == 2)
  }

  @Test func aLineThatIsNotJSONSpoilsOnlyItsJob() {
    let manifest = Manifest.parse(
      "{\"output\": \"a.png\", \"tags\": [\"x\"]}\n{\"output\": \"b.png\", \"tags\": [\"x\",]}\n"
        + "[1]\n{\"output\": \"c.png\", \"tags\": [\"x\"]}\n",
      file: "m.jsonl", folder: "")
    #expect(manifest.jobs.map(\.index) == [0, 3])
    #expect(manifest.problems.count == 2)
    #expect(
      manifest.problems.first.map {
        $0.description.hasPrefix("m.jsonl:2:") && $0.message.hasPrefix("jobs[1]: not valid JSON: ")
      } == true,
      "\(manifest.problems)")
    #expect(
      manifest.problems.last?.description
        == "m.jsonl:3:1: jobs[2]: expected a mapping with 'output' and 'tags' or 'tagsFile'")
    #expect(manifest.fatalProblems.isEmpty)
  }

  @Test func aFirstLineThatIsNotJSONStopsTheManifest() {
    // It may have been the defaults: rendering without them would not be what was meant.
    let manifest = Manifest.parse(
      "{\"defaults\": {\"width\": 400,}}\n{\"output\": \"a.png\", \"tags\": [\"x\"]}\n", file: "m.jsonl", folder: "")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.fatalProblems.count == 1)
  }

  @Test func outputsAreCheckedAcrossJobsAsTheyStream() throws {
    let folder = Folder()
    defer { folder.remove() }
    let path = try folder.write(
      "m.jsonl",
      "{\"output\": \"a.svg\", \"tags\": [\"x\"]}\n{\"output\": \"b.png\", \"tags\": [\"x\"]}\n"
        + "{\"output\": \"./b.png\", \"tags\": [\"x\"]}\n{\"output\": \"c.png\", \"tagsFile\": \"a.svg\"}\n")
    try "x\n".write(toFile: folder.url.appendingPathComponent("a.svg").path, atomically: true, encoding: .utf8)
    let check = try ManifestStream(path).check(keeping: 10)
    #expect(
      check.problems.map(\.description) == [
        "\(path):1:12: jobs[0].output: 'a.svg' would overwrite an input of jobs[3] ('\(folder.url.path)/a.svg'); "
          + "write images elsewhere",
        "\(path):3:12: jobs[2].output: './b.png' is also written by jobs[1] (line 2)",
      ])
    #expect((0..<4).map(check.isValid) == [false, true, false, true])
  }

  @Test func aCheckKeepsTheFirstProblemsAndCountsTheRest() throws {
    let folder = Folder()
    defer { folder.remove() }
    let path = try folder.write("m.jsonl", Self.jsonLines(3000) { $0 % 3 == 0 })
    let check = try ManifestStream(path, policy: ManifestPolicy(allowsOutsidePaths: true)).check(keeping: 7)
    #expect(check.problemCount == 1000)
    #expect(check.problems.count == 7)
    #expect(check.problems.map(\.line) == [2, 5, 8, 11, 14, 17, 20])
    #expect(check.jobCount == 3000)
    #expect(check.invalidCount { _ in true } == 1000)
  }

  /// Jobs held at once, counted: a batch takes each job from the manifest as a worker is
  /// free, so a manifest ten times longer holds no more jobs (and no results) at once.
  @Test(arguments: [30, 300]) func jobsHeldAtOnceDoNotGrowWithTheManifest(count: Int) throws {
    let folder = Folder()
    defer { folder.remove() }
    let path = try folder.write("m.jsonl", Self.jsonLines(count) { $0 == 2 })
    let stream = try ManifestStream(path, policy: ManifestPolicy(allowsOutsidePaths: true))
    let check = try stream.check(keeping: 100)
    let summary = try BatchRunner.run(
      stream, check: check, options: BatchOptions(workers: 2, shard: Shard("1/2")))
    #expect(summary.rendered == count / 2 - 1)
    #expect(summary.invalidJobCount == 1)
    #expect(summary.mostJobsHeld <= 2)
    #expect(summary.results.isEmpty)
    let again = try BatchRunner.run(stream, check: check, options: BatchOptions(workers: 2, shard: Shard("1/2")))
    #expect(again.skipped == count / 2 - 1 && again.rendered == 0)
  }

  /// YAML manifests read a job at a time from libyaml's events, against the same files read whole:
  /// the same problems, word for word and at the same places, and the same jobs (by their fingerprints).
  static let yamlCases: [String] = [
    "defaults: {width: 300, fill: \"#E8EEF7\"}\njobs:\n  - output: a.png\n    tags: [x, 'y', \"z\"]\n"
      + "  - {output: b.svg, tags: [{text: t, weight: 2}], justify: center}\n",
    "jobs:\n  - &one {output: a.png, tags: &t [swift, linux]}\n  - {output: b.png, tags: *t}\n",
    "defaults:\n  width: 300\njobs:\n  - {output: a.png, tags: [x], fill: \"#12\"}\n  - {output: b.png, tags: [x]}\n",
    "jobs:\n  - {output: a.png, tags: [x]\n  - {output: b.png, tags: [x]}\n",
    "jobs:\n  - output: a.png\n    tags: [x]\n    output: b.png\n",
    "jobs:\n  - {output: a.png, tags: [x]}\njbos: 1\n",
    "jobs: 3\n",
    "jobs:\n  - {output: a.png, tags: [x]}\ndefaults: {width: 200}\n",
    "",
    "- a\n- b\n",
    "jobs:\n  - {output: a.png, tags: *nothing}\n",
    "jobs:\n  - {output: a.png, tags: [\"true\", yes, ~, '']}\n  - {output: a.png, tags: [x]}\n",
    "defaults: {widht: 3}\njobs:\n  - {output: a.png, tags: [x]}\n",
    "jobs:\n  - {output: a.png, tags: [x]}\n---\njobs: []\n",
    "jobs:\n  - {output: a.png, tags: swift, linux}\n  - {output: b.png}\n  - [1]\n  - {output: c.png, tags: [x], fill: }\n",
    "jobs: []\njobs: []\n",
  ]

  @Test(arguments: yamlCases.indices) func yamlReadAJobAtATimeIsYAMLReadWhole(index: Int) throws {
    let folder = Folder()
    defer { folder.remove() }
    let path = try folder.write("m.yaml", Self.yamlCases[index])
    let whole = try Manifest.load(path)
    let stream = try ManifestStream(path)
    let check = try stream.check(keeping: 100)
    #expect(check.problems.map(\.description) == whole.problems.map(\.description))
    #expect(check.fatal == !whole.fatalProblems.isEmpty)
    if !check.fatal {
      #expect(check.jobCount == whole.jobCount)
      let jobs = try stream.jobs(check) { _ in true }
      var streamed: [ManifestJob] = []
      while let job = jobs.next() { streamed.append(job) }
      #expect(streamed.map(\.index) == whole.jobs.map(\.index))
      let digest = { (job: ManifestJob) in Fingerprint.of(job) { _ in "" }.description }
      #expect(streamed.map(digest) == whole.jobs.map(digest))
      #expect(streamed.map(\.line) == whole.jobs.map(\.line))
    }
  }
}
