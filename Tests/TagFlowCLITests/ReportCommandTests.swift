// `tagflow report`: prints where a report is, opens it with TAGFLOW_OPEN or xdg-open, and never needs a display.

import Foundation
import Testing

@Suite struct ReportCommandTests {
  /// No display and no TAGFLOW_OPEN, as in CI and in these tests.
  static let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "TAGFLOW_OPEN": nil]

  /// A folder holding a report's page (`r/index.html`) and a program `name` that records the
  /// path it is given in `opened.txt` and exits with `status`.
  static func folder(opener name: String = "opener", status: Int = 0) throws -> URL {
    let folder = try temporaryFolder()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("r"), withIntermediateDirectories: true)
    try "<html></html>".write(to: folder.appendingPathComponent("r/index.html"), atomically: true, encoding: .utf8)
    let script = folder.appendingPathComponent(name)
    try "#!/bin/sh\nprintf '%s' \"$1\" > opened.txt\nexit \(status)\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder
  }

  static func opened(in folder: URL) -> String? {
    try? String(contentsOf: folder.appendingPathComponent("opened.txt"), encoding: .utf8)
  }

  /// With no display the path is printed with how to open it, nothing is run, and that is success.
  @Test(arguments: ["r", "r/"])
  func withoutADisplayThePathIsPrinted(argument: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["report", argument], in: folder, environment: Self.noDisplay)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.first == "report: r/index.html")
    #expect(lines.dropFirst().first?.hasPrefix("no display to open it on") == true, "\(lines)")
    #expect(lines.count == 2 && result.stderr.isEmpty)
    #expect(Self.opened(in: folder) == nil)
  }

  /// TAGFLOW_OPEN is used, display or not; with a display and no TAGFLOW_OPEN, xdg-open (here
  /// a stand-in first on PATH) is.
  @Test(arguments: [
    ("opener", ["TAGFLOW_OPEN": "./opener", "DISPLAY": nil, "WAYLAND_DISPLAY": nil], "./opener"),
    ("opener", ["TAGFLOW_OPEN": "./opener", "DISPLAY": ":99"], "./opener"),
    ("xdg-open", ["TAGFLOW_OPEN": nil, "DISPLAY": ":99"], "xdg-open"),
    ("xdg-open", ["TAGFLOW_OPEN": "", "DISPLAY": nil, "WAYLAND_DISPLAY": "wayland-0"], "xdg-open"),
  ])
  func theChosenProgramOpensThePage(name: String, environment: [String: String?], program: String) throws {
    let folder = try Self.folder(opener: name)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = environment
    environment["PATH"] = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let result = try TagflowBinary.run(["report", "r"], in: folder, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText == "report: r/index.html\nopened with \(program)\n")
    #expect(Self.opened(in: folder) == "r/index.html")
  }

  /// A program that fails or is not there: exit 1, one line saying so and where the page is.
  @Test(arguments: [
    ("./opener", "'./opener' (from TAGFLOW_OPEN) exited with status 3"),
    (
      "no-such-opener-of-tagflow", "'no-such-opener-of-tagflow' (from TAGFLOW_OPEN) could not be run: not found on PATH"
    ),
  ])
  func aFailingProgramIsReported(program: String, says: String) throws {
    let folder = try Self.folder(status: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["report", "r"], in: folder, environment: ["TAGFLOW_OPEN": program])
    #expect(result.status == 1)
    #expect(result.stderr == "tagflow: \(says); open r/index.html in a browser\n")
  }

  /// A folder with no report in it, or none at all, is an error that says how to write one.
  @Test(arguments: ["empty", "missing", "r/index.html"])
  func noReportIsAnError(argument: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let result = try TagflowBinary.run(["report", argument], in: folder, environment: Self.noDisplay)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "tagflow: error: '\(argument)' holds no report (no index.html); write one with "
        + "tagflow check MANIFEST --report \(argument)\n")
  }
}
