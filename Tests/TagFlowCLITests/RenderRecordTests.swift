// The render record (.tagflow-state) as a cache: damaged, a link, a folder, a FIFO, read-only, cut short, shared.

import Foundation
import Testing

@Suite struct RenderRecordTests {
  static let name = ".tagflow-state"

  /// A workspace of `jobs` jobs, rendered once, with its record.
  static func rendered(jobs: Int = 3) throws -> URL {
    let folder = try BatchCommandTests.workspace(jobs: jobs)
    let first = try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder)
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
    return folder
  }

  static func record(in folder: URL) -> Data? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
  }

  static func lines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init)
  }

  /// Runs the batch once with a damaged or misplaced record and once more: the first run
  /// warns in one line (starting with `warning`) and renders `rendered` jobs, the second
  /// renders nothing and says nothing but its summary.
  static func expectRecovery(
    in folder: URL, warning: String, rendered: Int, of total: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let run = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    let lines = Self.lines(run.stderr)
    #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(lines.count == 2, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(
      lines.first?.hasPrefix("tagflow: warning: " + warning) == true, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(
      lines.last?.hasPrefix("\(total) jobs: \(rendered) rendered, \(total - rendered) skipped, 0 failed") == true,
      "\(run.stderr)", sourceLocation: sourceLocation)
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(again.status == 0, sourceLocation: sourceLocation)
    #expect(
      Self.lines(again.stderr).count == 1 && again.stderr.hasPrefix("\(total) jobs: 0 rendered, \(total) skipped"),
      "\(again.stderr)", sourceLocation: sourceLocation)
  }

  /// Kinds of damage, each made from a valid record of three lines.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case randomBytes, randomBytesWithLineBreaks, randomText, nulBytes, hugeSize, hugeTime, negativeSize,
      shortFingerprint, upperCaseFingerprint, missingField, controlCharacterInPath, emptyLine, cutInsideTheLastLine,
      notUTF8InPath

    var testDescription: String { rawValue }

    /// The damaged record, and how many of the three jobs it still records.
    func apply(to valid: [UInt8]) -> (bytes: [UInt8], kept: Int) {
      var generator = SeededGenerator(UInt64(Damage.allCases.firstIndex(of: self)!))
      let lines = valid.split(separator: UInt8(ascii: "\n")).map(Array.init)
      func fields(_ line: [UInt8]) -> [[UInt8]] {
        line.split(separator: UInt8(ascii: " "), maxSplits: 3).map(Array.init)
      }
      func join(_ lines: [[UInt8]]) -> [UInt8] { lines.flatMap { $0 + [UInt8(ascii: "\n")] } }
      func replacing(field: Int, in line: Int, with value: String) -> [UInt8] {
        var changed = lines
        var parts = fields(changed[line])
        parts[field] = Array(value.utf8)
        changed[line] = Array(parts.joined(separator: [UInt8(ascii: " ")]))
        return join(changed)
      }
      switch self {
      case .randomBytes:
        return ((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }.filter { $0 != 10 }, 0)
      case .randomBytesWithLineBreaks:
        return ((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }, 0)
      case .randomText:
        let letters = Array("0123456789abcdef -\n/xyz.png".utf8)
        return ((0..<4096).map { _ in letters.randomElement(using: &generator)! }, 0)
      case .nulBytes:
        return ([UInt8](repeating: 0, count: 300), 0)
      case .hugeSize:
        return (replacing(field: 1, in: 1, with: "99999999999999999999999"), 2)
      case .hugeTime:
        return (replacing(field: 2, in: 1, with: "-9223372036854775809"), 2)
      case .negativeSize:
        return (replacing(field: 1, in: 1, with: "-1"), 2)
      case .shortFingerprint:
        return (replacing(field: 0, in: 1, with: "abc"), 2)
      case .upperCaseFingerprint:
        return (replacing(field: 0, in: 1, with: String(decoding: fields(lines[1])[0], as: UTF8.self).uppercased()), 2)
      case .missingField:
        var changed = lines
        changed[1] = Array(fields(lines[1]).dropFirst().joined(separator: [UInt8(ascii: " ")]))
        return (join(changed), 2)
      case .controlCharacterInPath:
        return (replacing(field: 3, in: 1, with: "out/job1\u{1B}[2J.png"), 2)
      case .emptyLine:
        return (join([lines[0], [], lines[1], lines[2]]), 3)
      case .cutInsideTheLastLine:
        return (Array(join(lines).dropLast(20)), 2)
      case .notUTF8InPath:
        var changed = lines
        changed[1] += [0xFF, 0xFE]
        return (join(changed), 2)
      }
    }
  }

  /// A damaged record is a warning in one line naming the record and the first bad line;
  /// what it still records is skipped, the rest renders, and the record is rewritten.
  @Test(arguments: Damage.allCases)
  func aDamagedRecordIsAWarningAndIsRewritten(damage: Damage) throws {
    let folder = try Self.rendered()
    defer { try? FileManager.default.removeItem(at: folder) }
    let valid = try #require(Self.record(in: folder))
    let (bytes, kept) = damage.apply(to: Array(valid))
    try Data(bytes).write(to: folder.appendingPathComponent(Self.name))
    let warning = kept == 3 ? "render record '.tagflow-state' has 1 line" : "render record '.tagflow-state' has "
    try Self.expectRecovery(in: folder, warning: warning, rendered: 3 - kept)
  }

  /// A record cut at any point: the lines before the cut count, the cut line renders again.
  /// (Every offset is tried by `RenderStateTests`; here, one cut per line, end to end.)
  @Test func aRecordCutShortKeepsItsWholeLines() throws {
    let folder = try Self.rendered(jobs: 4)
    defer { try? FileManager.default.removeItem(at: folder) }
    for line in 0..<4 {
      // Read again each time: outputs rendered again have new times.
      let valid = try #require(Self.record(in: folder))
      let end = valid.indices.filter { valid[$0] == UInt8(ascii: "\n") }[line]
      try valid.prefix(end - 3).write(to: folder.appendingPathComponent(Self.name))
      try Self.expectRecovery(
        in: folder,
        warning: "render record '.tagflow-state' has 1 line that cannot be read (line \(line + 1): cut short)",
        rendered: 4 - line, of: 4)
    }
  }

  /// A record cut inside a line, while another batch of the manifest runs (so it is not
  /// rewritten): the next lines start on a line of their own, and nothing is lost.
  @Test func appendsStartOnANewLine() throws {
    let folder = try Self.rendered()
    defer { try? FileManager.default.removeItem(at: folder) }
    let valid = try #require(Self.record(in: folder))
    try valid.dropLast(10).write(to: folder.appendingPathComponent(Self.name))
    let lock = open(folder.appendingPathComponent("manifest.yaml").path, O_RDONLY)
    #expect(flock(lock, LOCK_SH) == 0)
    let beside = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(beside.stderr.contains("3 jobs: 1 rendered, 2 skipped"), "\(beside.stderr)")
    let record = try #require(Self.record(in: folder))
    #expect(
      record.starts(with: valid.dropLast(10) + [UInt8(ascii: "\n")]), "\(String(decoding: record, as: UTF8.self))")
    let after = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(after.stderr.contains("3 jobs: 0 rendered, 3 skipped"), "\(after.stderr)")
    close(lock)
  }

  /// What a link, a folder or a FIFO at the record's name can lead to.
  enum Misplaced: String, CaseIterable, CustomTestStringConvertible {
    case linkToAFileOutside, danglingLinkOutside, linkToAFolderOutside, linkToAFIFOOutside, linkInside, linkToItself,
      fifo

    var testDescription: String { rawValue }
  }

  /// A record that is a link is never followed, for reading or writing: what it points
  /// at is left exactly as it was (or not created), a file replaces the link, and the
  /// batch renders everything once. A FIFO is never opened: no hang.
  @Test(arguments: Misplaced.allCases)
  func aLinkOrAFIFOInPlaceOfTheRecordIsReplacedNeverFollowed(kind: Misplaced) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try Self.rendered()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent(Self.name).path
    try FileManager.default.removeItem(atPath: state)
    let victim = root.appendingPathComponent("victim.txt")
    var expectedWarning = "render record '.tagflow-state' is a symbolic link"
    switch kind {
    case .linkToAFileOutside:
      try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: victim.path)
    case .danglingLinkOutside:
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: victim.path)
    case .linkToAFolderOutside:
      try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: victim.path)
    case .linkToAFIFOOutside:
      #expect(mkfifo(victim.path, 0o600) == 0)
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: victim.path)
    case .linkInside:
      try "precious\n".write(to: folder.appendingPathComponent("inside.txt"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: "inside.txt")
    case .linkToItself:
      try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: Self.name)
    case .fifo:
      #expect(mkfifo(state, 0o600) == 0)
      expectedWarning = "render record '.tagflow-state' is a FIFO"
    }
    let victimBefore = try? FileManager.default.attributesOfItem(atPath: victim.path)
    try Self.expectRecovery(in: folder, warning: expectedWarning, rendered: 3)
    // The link is now a file of three lines; what it led to is untouched.
    var info = stat()
    #expect(lstat(state, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(try String(contentsOfFile: state, encoding: .utf8).split(separator: "\n").count == 3)
    switch kind {
    case .linkToAFileOutside:
      #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
      let after = try FileManager.default.attributesOfItem(atPath: victim.path)
      #expect(after[.modificationDate] as? Date == victimBefore?[.modificationDate] as? Date)
    case .danglingLinkOutside:
      #expect(!FileManager.default.fileExists(atPath: victim.path))
    case .linkToAFolderOutside:
      #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).isEmpty)
    case .linkToAFIFOOutside:
      #expect(lstat(victim.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    case .linkInside:
      #expect(
        try String(contentsOf: folder.appendingPathComponent("inside.txt"), encoding: .utf8) == "precious\n")
    case .linkToItself, .fifo:
      break
    }
  }

  /// A record this run cannot write (read-only, owned by another user) is a warning:
  /// what it records is still skipped, what renders is not recorded, and the file is
  /// left as it was. Run as an unprivileged user (root writes anything).
  @Test(.enabled(if: Unprivileged.canRun, "needs to run as a user other than root, or setpriv as root"))
  func aRecordThatCannotBeWrittenIsAWarning() throws {
    let folder = try BatchCommandTests.workspace(jobs: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Unprivileged.giveAway(folder)
    let first = try Unprivileged.run(["batch", "manifest.yaml", "-q"], in: folder)
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
    let state = folder.appendingPathComponent(Self.name).path
    let record = try #require(FileManager.default.contents(atPath: state))
    // Read-only, and root's: the runner may read it, not write it.
    #expect(chmod(state, 0o444) == 0)
    if getuid() == 0 { #expect(chown(state, 0, 0) == 0) }
    let manifest = folder.appendingPathComponent("manifest.yaml")
    try (try String(contentsOf: manifest, encoding: .utf8)).replacingOccurrences(of: "job2, swift", with: "job2, rust")
      .write(to: manifest, atomically: true, encoding: .utf8)
    for _ in 0..<2 {
      let run = try Unprivileged.run(["batch", "manifest.yaml"], in: folder)
      let lines = Self.lines(run.stderr)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        lines.count == 2
          && lines[0] == "tagflow: warning: render record '.tagflow-state' cannot be written (Permission denied); "
            + "nothing is recorded this run"
          && lines[1].hasPrefix("3 jobs: 1 rendered, 2 skipped"), "\(run.stderr)")
      #expect(FileManager.default.contents(atPath: state) == record)
    }
  }

  /// Two manifests in one folder share its record: run at once, neither loses the other's
  /// lines (one rewriting the record while the other appends to it).
  @Test func twoManifestsOfOneFolderAtOnce() throws {
    let folder = try BatchCommandTests.workspace(jobs: 60)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = try String(contentsOf: folder.appendingPathComponent("manifest.yaml"), encoding: .utf8)
    try manifest.replacingOccurrences(of: "out/job", with: "out/other")
      .write(to: folder.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
    let runs = try ["manifest.yaml", "other.yaml"].map {
      try HostileCommandTests.start(["batch", $0, "--jobs", "1", "-q"], in: folder)
    }
    for run in runs { run.waitUntilExit() }
    #expect(runs.map(\.terminationStatus) == [0, 0])
    for name in ["manifest.yaml", "other.yaml"] {
      let again = try TagflowBinary.run(["batch", name], in: folder)
      #expect(again.stderr.contains("60 jobs: 0 rendered, 60 skipped"), "\(name): \(again.stderr)")
    }
  }

  /// Fingerprints stay what they were, so a change of their format is always deliberate:
  /// `Fixtures/Fingerprints` rendered again (from its folder, beside a copy of DejaVu Sans)
  /// records the fingerprints of its record. (Changed on purpose when `JobFingerprinter`
  /// began encoding settings as tagged bytes, and with each `TagFlowVersion.current`:
  /// records written before render once again.)
  @Test func fingerprintsStayWhatTheyWere() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["manifest.yaml", "tags.txt"] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("Fingerprints/" + name), to: folder.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(
      at: fixtures.appendingPathComponent("Fonts/DejaVuSans.ttf"), to: folder.appendingPathComponent("font.ttf"))
    let result = try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")

    /// Output path → fingerprint, from the lines of a record.
    func fingerprints(_ record: URL) throws -> [String: String] {
      let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
      let fields = lines.map { $0.split(separator: " ") }.filter { $0.count == 4 }
      let pairs = fields.map { (path: String($0[3]), fingerprint: String($0[0])) }
      return Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }
    let then = try fingerprints(fixtures.appendingPathComponent("Fingerprints/tagflow-state"))
    #expect(then.count == 3)
    #expect(try fingerprints(folder.appendingPathComponent(Self.name)) == then)
  }
}

/// Running tagflow as a user other than root, where the test can: `setpriv` as root, or
/// the test's own user.
enum Unprivileged {
  static let user: uid_t = 65534  // nobody

  static var canRun: Bool {
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  }

  /// Makes `folder` and everything in it the runner's, so it can write there.
  static func giveAway(_ folder: URL) throws {
    guard getuid() == 0 else { return }
    let paths =
      [folder.path]
      + (FileManager.default.subpaths(atPath: folder.path) ?? []).map {
        folder.appendingPathComponent($0).path
      }
    for path in paths { #expect(chown(path, user, user) == 0) }
  }

  static func run(_ arguments: [String], in folder: URL) throws -> CommandResult {
    guard getuid() == 0 else { return try TagflowBinary.run(arguments, in: folder) }
    return try runProcess(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", TagflowBinary.url.path] + arguments, stdin: nil,
      in: folder)
  }
}
