// A job that cannot be rendered fails every run, in both snapshot machineries, and never becomes a reference.

import Foundation
import SnapshotTesting
import TagFlow
import TagFlowComparison
import TagFlowSnapshotTesting
import TagFlowTesting
import Testing

@Suite struct FailedRenderTests {
  /// Jobs that no render accepts, one per way of being wrong.
  static let brokenJobs: [Job] = {
    let base = TestJobs.job(["swift", "linux"])
    var jobs: [Job] = []
    for change in [
      { (job: inout Job) in job.width = -5 }, { $0.height = 10 }, { $0.style.font = "DejaVu Sans -3px" },
      { $0.tags = [TagItem("   ")] }, { $0.tags = [TagItem("swift", link: " javascript:alert(1)")] },
      { $0.tags = [TagItem("swift", weight: -1)] }, { $0.fonts = FontSet(data: [[1, 2, 3]]) },
    ] as [(inout Job) -> Void] {
      var job = base
      change(&job)
      jobs.append(job)
    }
    return jobs
  }()

  /// Every record mode, twice over: swift-snapshot-testing reports TagFlow's error, and the
  /// reference folder stays without a file.
  @Test func swiftSnapshotTestingNeverRecordsAFailedRender() throws {
    try withScratchFolder { (folder: String) throws in
      for (index, job) in Self.brokenJobs.enumerated() {
        for record in [SnapshotTestingConfiguration.Record.missing, .all, .failed, .missing] {
          for (strategy, named) in [(Snapshotting<Job, Data>.tagflowPNG, "png"), (.tagflowPNG(scale: 2), "png2")] {
            let failure = verifySnapshot(
              of: job, as: strategy, named: "\(named)-\(index)", record: record, snapshotDirectory: folder)
            #expect(failure?.contains("tagflow could not render the job: ") == true, "\(failure ?? "passed")")
          }
          let svg = verifySnapshot(
            of: job, as: .tagflowSVG, named: "svg-\(index)", record: record, snapshotDirectory: folder)
          #expect(svg?.contains("tagflow could not render the job: ") == true, "\(svg ?? "passed")")
        }
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }

  /// Through swift-snapshot-testing's generic function (the strategy alone), a failed render
  /// still fails every run: even against a reference that holds its explanation.
  @Test func theStrategyAloneFailsEveryRun() throws {
    try withScratchFolder { (folder: String) throws in
      let job = Self.brokenJobs[0]
      let first = SnapshotTesting.verifySnapshot(
        of: job, as: .tagflowPNG, named: "broken", record: .missing, snapshotDirectory: folder)
      #expect(first != nil)
      for _ in 0..<2 {
        let again = SnapshotTesting.verifySnapshot(
          of: job, as: .tagflowPNG, named: "broken", record: .missing, snapshotDirectory: folder)
        #expect(again?.contains("tagflow could not render the job: width: '-5'") == true, "\(again ?? "passed")")
      }
    }
  }

  /// TagFlowTesting throws the render's error on every run and writes nothing, whatever the record mode.
  @Test func tagFlowTestingNeverRecordsAFailedRender() throws {
    try withScratchFolder { (folder: String) throws in
      for job in Self.brokenJobs {
        for record in [RecordMode.missing, .all, .failed, .missing] {
          for format in OutputFormat.allCases {
            let configuration = SnapshotConfiguration(record: record, artifactsDirectory: folder + "/artifacts")
            #expect(throws: TagFlowError.self) {
              try verifySnapshot(
                of: job, as: format, named: "broken", snapshotDirectory: folder, configuration: configuration)
            }
          }
        }
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }
}
