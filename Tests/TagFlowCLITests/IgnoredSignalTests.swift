// A signal ignored when tagflow starts (a shell's background job has SIGINT ignored) stays ignored for the whole run.

import Foundation
import Testing

@Suite struct IgnoredSignalTests {
  /// `tagflow batch` started by a shell that ignores SIGINT (`trap '' INT`, as a shell does for
  /// a script's background job) or not, held in its first job. It says which signals stop
  /// it (`TAGFLOW_TEST_SIGNALS`), as the process's dispositions are then; no clock is raced:
  /// the process waits at the hold until a signal it heeds comes.
  @Test(arguments: [true, false])
  func aSignalIgnoredAtStartStaysIgnored(ignored: Bool) throws {
    let folder = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["sh", "-c", (ignored ? "trap '' INT; " : "") + "exec \"$0\" \"$@\"", TagflowBinary.url.path]
      + ["batch", "manifest.yaml", "--jobs", "1", "-q"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["TAGFLOW_TEST_HOLD_AT"] = "job"
    environment["TAGFLOW_TEST_SIGNALS"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + HeldProcess.hangLimit) { [process] in
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    var stderr = ""
    while !stderr.contains("tagflow: test hold at ") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      stderr += String(decoding: chunk, as: UTF8.self)
    }
    #expect(stderr.contains("tagflow: test signals: INT \(ignored ? "ignored" : "caught"), TERM caught"), "\(stderr)")
    // Ignored, SIGINT does nothing: the process is still held when SIGTERM comes, and ends by it.
    kill(process.processIdentifier, SIGINT)
    if ignored { kill(process.processIdentifier, SIGTERM) }
    stderr += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal, "\(stderr)")
    #expect(process.terminationStatus == (ignored ? SIGTERM : SIGINT), "\(stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/job1.png").path))
  }
}
