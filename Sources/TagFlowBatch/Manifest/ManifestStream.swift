// A manifest read a job at a time, twice: once to check every job, once to hand out those to render.

import TagFlow
import TagFlowReaders

/// A manifest too large to hold as jobs: `check(keeping:)` reads it through
/// once, keeping its first problems, a bit per job (valid or not) and a key per
/// output; `jobs(_:where:)` reads it again and hands out the valid jobs one at
/// a time. A JSON Lines manifest (`.jsonl`) is read a line at a time, and
/// needs no more memory for a million jobs than for ten; a YAML or JSON
/// document is parsed whole, within the 16 MB limit of a document.
package struct ManifestStream: Sendable {
  /// The most bytes one line (one job) of a JSON Lines manifest may hold.
  package static let lineLimit = YAMLEvents.partLimit

  package let file: String
  let policy: ManifestPolicy

  /// Opens the manifest at `path`. Throws when it cannot be read as text (missing,
  /// a folder, an image, over the size limit of a whole document).
  package init(_ path: String, policy: ManifestPolicy = .contained) throws(TagFlowError) {
    file = path
    self.policy = policy
    _ = try nodes()
  }

  private var folder: ManifestFolder {
    var folder = ManifestFolder(manifestPath: file)
    folder.policy = policy
    return folder
  }

  private func nodes(whole: Bool = false) throws(TagFlowError) -> any ManifestNodes {
    switch ManifestFormat(path: file) {
    case .jsonLines:
      return JSONLinesNodes(file: try FileLines(file, field: "manifest"))
    case .yaml where !whole:
      return try YAMLEventNodes(path: file)
    case .json:
      var reader = YAMLReader(file: file)
      let root = reader.composeJSON(try Limits.readJSON(file, field: "manifest"), duplicateKeys: .refused)
      return TreeNodes(root: root, problems: reader.problems)
    case .yaml:
      var reader = YAMLReader(file: file)
      let root = reader.compose(try Limits.readText(file, field: "manifest"))
      return TreeNodes(root: root, problems: reader.problems)
    }
  }

  /// Reads every job once: the first `limit` problems in the file's order, how many
  /// there are, and which jobs are valid.
  package func check(keeping limit: Int) throws(TagFlowError) -> ManifestCheck {
    var check = try check(keeping: limit, whole: false)
    if check.readWhole { check = try self.check(keeping: limit, whole: true) }
    return check
  }

  private func check(keeping limit: Int, whole: Bool) throws(TagFlowError) -> ManifestCheck {
    var nodes = try nodes(whole: whole)
    var scan = ManifestScan(file: file, folder: folder)
    var check = ManifestCheck(limit: limit)
    check.readWhole = whole
    if !nodes.start(&scan) {
      check.add(scan.takeProblems())
      check.fatal = true
      return check
    }
    check.add(scan.takeProblems())
    while let (index, node) = nodes.nextJob(&scan) {
      check.jobCount += 1
      if let node, let job = scan.readJob(node, index: index) {
        for output in job.outputs { check.note(output.path) }
      } else {
        check.invalid.insert(index)
      }
      check.add(scan.takeProblems())
    }
    let last = scan.takeProblems()
    if nodes.failed {
      // As for a document read whole: the syntax problem is the one to fix, and stops every job.
      check.replaceAll(with: last.filter { $0.jobIndex == nil })
    } else {
      check.add(last)
    }
    if nodes.needsWholeDocument { check.readWhole = true }
    check.inputFiles = scan.inputFiles
    return check
  }

  /// The valid jobs for which `include` holds, read again one at a time.
  package func jobs(_ check: ManifestCheck, where include: @escaping @Sendable (Int) -> Bool) throws(TagFlowError)
    -> ManifestJobs
  {
    ManifestJobs(
      nodes: try nodes(whole: check.readWhole), scan: ManifestScan(file: file, folder: folder, checksAcrossJobs: false)
    ) {
      include($0) && check.isValid($0)
    }
  }
}

/// What reading a manifest through found: its first problems, how many, and which jobs are valid.
package struct ManifestCheck: Sendable {
  /// The first problems, in the file's order, at most the number asked for.
  package private(set) var problems: [SourceProblem] = []
  /// Every problem, shown or not.
  package private(set) var problemCount = 0
  /// How many jobs the manifest lists, valid or not.
  package fileprivate(set) var jobCount = 0
  /// The manifest cannot be read (syntax, defaults, its top level): no job runs.
  package fileprivate(set) var fatal = false
  /// Every file the jobs read, once each; `nil` when there are too many to record (`RunRecord`).
  fileprivate(set) var inputFiles: [String]? = []
  fileprivate var invalid = JobSet()
  private let limit: Int
  /// The document had to be read whole (`defaults` after `jobs` in YAML).
  fileprivate var readWhole = false
  /// Outputs whose folders a batch tidies of temporary files left by killed runs: every
  /// output of a manifest of up to `listedOutputs`, and beyond, one of each folder.
  package var outputsToTidy: [String] { listed + folders.values }
  private var listed: [String] = []
  private var folders: [Substring: String] = [:]
  private static let listedOutputs = 10_000

  fileprivate mutating func note(_ output: String) {
    if listed.count < Self.listedOutputs {
      listed.append(output)
    } else {
      let folder = output.lastIndex(of: "/").map { output[..<$0] } ?? ""
      if folders[folder] == nil { folders[folder] = output }
    }
  }

  fileprivate init(limit: Int) {
    self.limit = limit
  }

  fileprivate mutating func add(_ found: [SourceProblem]) {
    for problem in found {
      problemCount += 1
      if let index = problem.jobIndex { invalid.insert(index) } else { fatal = true }
      // A later job can find a problem of an earlier one: kept in the file's order.
      let place = problems.partitioningIndex { ($0.line, $0.column) > (problem.line, problem.column) }
      if place < limit {
        problems.insert(problem, at: place)
        if problems.count > limit { problems.removeLast() }
      }
    }
  }

  /// These problems instead of all found so far: the manifest could not be read through.
  fileprivate mutating func replaceAll(with found: [SourceProblem]) {
    problems = []
    problemCount = 0
    add(found)
    fatal = true
  }

  /// Whether the job at `index` has no problem.
  package func isValid(_ index: Int) -> Bool { !fatal && !invalid.contains(index) }

  /// Jobs with problems among those for which `include` holds.
  package func invalidCount(where include: (Int) -> Bool) -> Int { invalid.count(where: include) }
}

/// The valid jobs of a manifest, read one at a time, in the manifest's order.
/// Not thread-safe: a batch asks for them under its lock.
package final class ManifestJobs: @unchecked Sendable {
  private var nodes: any ManifestNodes
  private var scan: ManifestScan
  private let include: (Int) -> Bool
  private var index = 0
  private var started = false

  fileprivate init(nodes: any ManifestNodes, scan: ManifestScan, include: @escaping (Int) -> Bool) {
    self.nodes = nodes
    self.scan = scan
    self.include = include
  }

  /// The next valid job, `nil` after the last.
  package func next() -> ManifestJob? {
    if !started {
      started = true
      guard nodes.start(&scan) else { return nil }
    }
    while true {
      defer { index += 1 }
      if !include(index) {
        guard nodes.skipJob(&scan) else { return nil }
        continue
      }
      guard let (at, node) = nodes.nextJob(&scan) else { return nil }
      _ = scan.takeProblems()
      // Checked on the first reading; read again only to be rendered.
      if let node, let job = scan.readJob(node, index: at) {
        _ = scan.takeProblems()
        return job
      }
    }
  }
}

/// A set of job indices, a bit each.
struct JobSet: Sendable {
  private var words: [UInt64] = []

  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count { words += repeatElement(0, count: max(word + 1 - words.count, words.count)) }
    words[word] |= 1 << UInt64(index & 63)
  }

  func contains(_ index: Int) -> Bool {
    let word = index >> 6
    return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
  }

  func count(where include: (Int) -> Bool) -> Int {
    var count = 0
    for (at, word) in words.enumerated() where word != 0 {
      for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 && include(at << 6 + bit) { count += 1 }
    }
    return count
  }
}

extension Array {
  /// The first index whose element satisfies `belongsAfter`, for an array
  /// partitioned by it (binary search).
  fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
