// Which images of a manifest `tagflow check` compares: all, those matching --grep, or those
// that failed last time (--last-failed), as Playwright's runner chooses its tests.

import FoundationEssentials
import Glibc
import TagFlow

/// The images a run checks, by the path the manifest gives them (`site/tags.png`).
struct CheckSelection {
  /// `--grep`: a regular expression that must match somewhere in the path.
  var pattern: Regex<AnyRegexOutput>?
  /// `--last-failed`: the paths that failed in the last run.
  var lastFailed: Set<String>?

  func includes(_ path: String) -> Bool {
    if let lastFailed, !lastFailed.contains(path) { return false }
    if let pattern, (try? pattern.firstMatch(in: path)) == nil { return false }
    return true
  }
}

/// What the last run of `tagflow check` left in its artifacts folder: the manifest it checked
/// and the images that failed, for `--last-failed` (Playwright keeps `.last-run.json` alike).
struct LastRun: Codable, Equatable {
  /// The manifest as it was given, for messages.
  var manifest: String
  /// The manifest's real path: the same manifest however a run spells it, from any folder.
  var real: String?
  var failed: [String]

  init(manifest: String, failed: [String]) {
    self.manifest = manifest
    self.real = Self.realPath(manifest)
    self.failed = failed
  }

  private static func realPath(_ path: String) -> String? {
    guard let real = realpath(path.platformPath, nil) else { return nil }
    defer { free(real) }
    return PathBytes.decode(cString: real)
  }

  static func path(in artifacts: String) -> String {
    (artifacts.hasSuffix("/") ? artifacts : artifacts + "/") + "last-run.json"
  }

  /// The failures recorded for `manifest`; a run of another manifest, or none at all, is an error
  /// that says what to run first.
  static func failures(of manifest: String, in artifacts: String) throws -> Set<String> {
    let path = path(in: artifacts)
    guard !FileSystem.isMissing(path) else { throw CommandLineProblem.noLastRun(path: path) }
    let bytes = try FileSystem.readBytes(path, field: "--last-failed")
    guard let run = try? JSONDecoder().decode(LastRun.self, from: Data(bytes)) else {
      throw CommandLineProblem.lastRunUnreadable(path: path)
    }
    let real = realPath(manifest)
    guard run.real.map({ $0 == real }) ?? (run.manifest == manifest) else {
      throw CommandLineProblem.lastRunOfOtherManifest(path: path, manifest: run.manifest)
    }
    return Set(run.failed)
  }

  /// Records the failures of this run, true once written; a run that cannot record them says so
  /// and goes on.
  @discardableResult
  func write(in artifacts: String) -> Bool {
    do throws(TagFlowError) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let json = try? encoder.encode(self) else { return false }
      try FileSystem.createFolder(artifacts)
      try FileSystem.writeOwnFile(JSONText.escapingInvisibles(Array(json) + [0x0A]), "last-run.json", in: artifacts)
      return true
    } catch {
      FileSystem.writeStandardError("tagflow: warning: cannot record the failures for --last-failed: \(error.message)")
      return false
    }
  }
}
