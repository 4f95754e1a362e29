// A tagflow process held at a named point of its work (TAGFLOW_TEST_HOLD_AT), then signalled.

import Foundation

/// `tagflow` started with `TAGFLOW_TEST_HOLD_AT=point`: it says so on stderr
/// once its work reaches that point, and waits there for a signal. A test
/// that signals it then knows where the process is, whatever the machine's
/// speed. No test waits on a clock: `hangLimit` only stops a process that
/// would otherwise hang the run.
final class HeldProcess {
  /// Seconds after which a process still running is killed and the test fails: a hang, never a result.
  static let hangLimit: TimeInterval = 60

  let process = Process()
  private let errors = Pipe()
  /// What the process wrote on stderr so far.
  private(set) var stderr = ""

  /// Starts `tagflow arguments` in `folder`, holding at `point` (`draw`, `write:3`, …), or nowhere.
  init(_ arguments: [String], in folder: URL, holdAt point: String?) throws {
    process.executableURL = TagflowBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["TAGFLOW_TEST_HOLD_AT"] = point
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let process = self.process
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.hangLimit) {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Reads stderr until the process says it is held; false if it ended first.
  func waitUntilHeld() -> Bool {
    while !stderr.contains("tagflow: test hold at ") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { return false }
      stderr += String(decoding: chunk, as: UTF8.self)
    }
    return true
  }

  /// Sends `signal`, reads stderr to its end and waits for the process.
  func signal(_ signal: Int32) {
    kill(process.processIdentifier, signal)
    waitForEnd()
  }

  func waitForEnd() {
    stderr += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
  }

  /// Whether the process was ended by `signal` (a shell shows 128 plus its number).
  func endedBy(_ signal: Int32) -> Bool {
    process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
  }
}
