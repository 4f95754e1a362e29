// A batch's results as JSON, for machines (`tagflow batch --report FILE.json`).

import FoundationEssentials
import TagFlow

extension BatchSummary {
  private struct Report: Encodable {
    var manifest: String
    var rendered: Int
    var skipped: Int
    var failed: Int
    var invalid: Int
    var interrupted: Bool
    var seconds: Double
    var jobs: [Job]
    var problems: [String]

    struct Job: Encodable {
      var index: Int
      var outputs: [String]
      var status: String
      var message: String?
      var seconds: Double
    }
  }

  /// `{"manifest", "rendered", "skipped", "failed", "invalid", "interrupted", "seconds",
  /// "jobs": [{"index", "outputs", "status", "message"?, "seconds"}], "problems": [...]}`.
  package func reportJSON(manifest: String) throws -> [UInt8] {
    let jobs = results.map { result -> Report.Job in
      switch result.status {
      case .rendered:
        Report.Job(index: result.index, outputs: result.outputs, status: "rendered", seconds: result.seconds)
      case .skipped:
        Report.Job(index: result.index, outputs: result.outputs, status: "skipped", seconds: result.seconds)
      case .failed(let message):
        Report.Job(
          index: result.index, outputs: result.outputs, status: "failed", message: message, seconds: result.seconds)
      }
    }
    let report = Report(
      manifest: manifest, rendered: rendered, skipped: skipped, failed: failures.count, invalid: invalidJobCount,
      interrupted: interrupted, seconds: seconds, jobs: jobs, problems: invalid.map(\.description))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return JSONText.escapingInvisibles([UInt8](try encoder.encode(report)) + [UInt8(ascii: "\n")])
  }
}
