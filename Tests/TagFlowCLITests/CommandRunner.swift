// Runs the built `tagflow` binary the way a user does, capturing its output.

import Foundation

struct CommandResult {
  var status: Int32
  var stdout: Data
  var stderr: String

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  /// The result without the progress lines a batch writes to a log every two seconds
  /// (`12/40  5.1/s  5.5 s left`): whether a run prints one depends on how fast the
  /// machine is, so a test that counts or compares lines must not see them.
  var withoutProgress: CommandResult {
    var result = self
    result.stderr = stderr.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !Self.isProgress($0) }.joined(separator: "\n")
    return result
  }

  static func isProgress(_ line: Substring) -> Bool {
    line.wholeMatch(of: /[0-9]+\/[0-9]+  [0-9.]+\/s  ([0-9.]+|\?) s left/) != nil
  }
}

enum TagflowBinary {
  /// SwiftPM builds the executable beside the test bundle.
  static let url: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tagflow").path), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("tagflow")
  }()

  /// Runs tagflow; `environment` adds to (or, with nil values, removes from) this process's.
  /// Its stderr comes without progress lines, which only a slow run prints.
  static func run(
    _ arguments: [String], stdin: Data? = nil, in folder: URL? = nil, environment: [String: String?] = [:]
  ) throws -> CommandResult {
    try runProcess(url, arguments, stdin: stdin, in: folder, environment: environment).withoutProgress
  }
}

/// Any program, found on PATH by `env`: `Shell.run(["bash", "-c", script])`.
enum Shell {
  static func run(_ arguments: [String], stdin: Data? = nil, in folder: URL? = nil) throws -> CommandResult {
    try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, stdin: stdin, in: folder)
  }
}

/// Runs `executable`, feeding `stdin` and collecting both output streams; `environment` adds
/// to (or, with nil values, removes from) this process's.
func runProcess(
  _ executable: URL, _ arguments: [String], stdin: Data?, in folder: URL?, environment: [String: String?] = [:]
) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if !environment.isEmpty {
    var merged = ProcessInfo.processInfo.environment
    for (name, value) in environment { merged[name] = value }
    process.environment = merged
  }
  if let folder { process.currentDirectoryURL = folder }
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(stdin) }
  try input.fileHandleForWriting.close()
  // Read both pipes before waiting, so a large output cannot block the child.
  let group = DispatchGroup()
  nonisolated(unsafe) var errData = Data()
  group.enter()
  DispatchQueue.global().async {
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh empty folder for one test's files.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

let fixtureFonts: [String] = {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted().flatMap {
    ["--font-file", folder.appendingPathComponent($0).path]
  } + ["--no-system-fonts"]
}()

/// Copies the test fonts into `folder/fonts` and returns their paths relative to `folder`.
func copyFixtureFonts(into folder: URL) throws -> [String] {
  let fonts = folder.appendingPathComponent("fonts")
  try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
  return try stride(from: 1, to: fixtureFonts.count - 1, by: 2).map { index in
    let source = URL(fileURLWithPath: fixtureFonts[index])
    try FileManager.default.copyItem(at: source, to: fonts.appendingPathComponent(source.lastPathComponent))
    return "fonts/" + source.lastPathComponent
  }
}
