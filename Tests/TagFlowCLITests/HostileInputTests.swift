// Hostile command lines: every number option out of range, odd output targets, blank input, signals.

import Foundation
import Glibc
import Testing

@Suite struct HostileInputTests {
  /// Every number option, the lowest value it takes, and whether it takes `X,Y`.
  static let options: [(option: String, lowest: Double)] = [
    ("--width", 1), ("--gap", 0), ("--chip-padding", 0), ("--padding", 0), ("--radius", 0), ("--border-width", 0),
    ("--min-chip-width", 0), ("--max-chip-width", 1), ("--font-size", 1), ("--min-size", 1), ("--max-size", 1),
    ("--scale", 0.1), ("--min-lines", 1), ("--max-lines", 1), ("--top", 1),
  ]
  /// The library's tests try every hostile value on every setting; here each option
  /// gets a few through the whole command, rotating through the rest.
  static let hostile = ["nan", "inf", "-inf", "1e308", "-1e308", "1e10", "abc", "1e999"]

  static var cases: [(String, String)] {
    options.enumerated().flatMap { index, entry in
      ["-1", String(entry.lowest - 0.05), hostile[index % hostile.count], hostile[(index + 3) % hostile.count]]
        .map { (entry.option, $0) }
    }
  }

  /// One line naming the option, the value and the range; exit status not 0; no file.
  @Test(arguments: cases)
  func numberOptionsSayTheirRange(option: String, value: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render", "swift", "linux", option, value, "-o", "out.png"], in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("tagflow: error: \(option): '\(value)' is not valid; expected "), "\(result.stderr)")
    #expect(result.stderr.contains(" from "), "no range in: \(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// At the ends of its range (and at -0), an option draws, or gives one line naming what cannot be drawn.
  @Test(arguments: options)
  func numberOptionsAtTheirEnds(option: String, lowest: Double) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for value in [lowest == lowest.rounded() ? String(Int(lowest)) : String(lowest)] + ["=-0.0", "=16"] {
      let arguments = value.hasPrefix("=") ? ["\(option)\(value)"] : [option, value]
      let result = try TagflowBinary.run(
        ["render", "swift", "linux"] + arguments + ["-o", "out.svg"] + fixtureFonts, in: folder)
      #expect(result.stderr.split(separator: "\n").count <= 1, "\(result.stderr)")
      if result.status == 0 {
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.svg"])
      } else {
        #expect(result.stderr.hasPrefix("tagflow: error: "), "\(arguments): \(result.stderr)")
      }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent("out.svg"))
    }
  }

  /// Input that parses but would draw nothing meaningful.
  static let meaningless: [([String], String)] = [
    (["render", " ", "-o", "out.png"], "tag 1: ' ' is not valid"),
    (["render", "a", "\u{200B}", "-o", "out.png"], "tag 2:"),
    (["render", "a", "--overflow-text", " ", "-o", "out.png"], "overflow-text"),
    (["render", "a", "--no-system-fonts", "-o", "out.svg"], "--font-file"),
    (["render", "kubernetes", "--max-chip-width", "40", "-o", "out.png"], "max-chip-width: '40' is not valid"),
    (["render", "kubernetes", "--width", "60", "-o", "out.png"], "width: '60' is not valid"),
    (["render", "a", "--font", "DejaVu Sans 5000px", "-o", "out.png"], "font: 'DejaVu Sans 5000px'"),
    (["render", "a:1e999", "-o", "out.png"], "weight of tag 1 ('a')"),
    (["diff", "x.png", "y.png", "-o", "d.svg"], "--output: 'd.svg' is not valid"),
    (["batch", "m.yaml", "-j", "-2"], "--jobs: '-2' is not valid"),
  ]

  @Test(arguments: meaningless)
  func meaninglessInputIsAnError(arguments: [String], phrase: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(arguments, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(phrase), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Every bad number of a manifest is reported at its line; the good job is drawn all the same.
  @Test func manifestNumbersAreLocated() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = [
      "width", "gap", "chipPadding", "padding", "radius", "borderWidth", "minChipWidth", "maxChipWidth",
      "fontSize", "minSize", "maxSize", "scale", "minLines", "maxLines", "top",
    ]
    var text = "jobs:\n  - {output: good.svg, tags: [swift]}\n"
    for (index, key) in keys.enumerated() {
      text += "  - {output: bad\(index).png, tags: [a], \(key): \(index.isMultiple(of: 2) ? "1e308" : "-1")}\n"
    }
    try text.write(to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["batch", "m.yaml", "--quiet"], in: folder)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    for (index, key) in keys.enumerated() {
      #expect(
        lines.contains { $0.hasPrefix("m.yaml:\(index + 3):") && $0.contains("jobs[\(index + 1)].\(key): ") },
        "\(key): \(result.stderr)")
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(written.contains("good.svg"))
    #expect(!written.contains { $0.hasPrefix("bad") || $0.hasPrefix(".tf-") })
  }

  @Test func symlinksStayLinksAndFIFOsStayFIFOs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
    let result = try TagflowBinary.run(["render", "swift", "-o", "link.png"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
    #expect(try Data(contentsOf: folder.appendingPathComponent("target.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))

    let fifo = folder.appendingPathComponent("pipe.svg").path
    #expect(mkfifo(fifo, 0o600) == 0)
    nonisolated(unsafe) var received = Data()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      received = readFIFO(fifo)
      done.signal()
    }
    let piped = try TagflowBinary.run(["render", "swift", "-o", "pipe.svg"] + fixtureFonts, in: folder)
    done.wait()
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(String(decoding: received, as: UTF8.self).contains("<svg"))
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.png", "pipe.svg", "target.png",
      ])
  }

  /// SIGTERM at any moment of a render leaves no temporary file: the handler removes it.
  /// At random moments the render may have finished or not, and either is right: what
  /// must hold is that no temporary file is left, that an output there is whole, and
  /// that a render that exited 0 wrote it. Held at each point of the work (a text
  /// shaped, a chip drawn, a block encoded, the temporary file written), the signal
  /// provably comes mid-render, whatever the machine's speed, and nothing is written.
  @Test func terminatedRendersLeaveNothingBehind() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tags = (0..<8000).map { "tag-\($0)" }.joined(separator: "\n")
    try tags.write(to: folder.appendingPathComponent("tags.txt"), atomically: true, encoding: .utf8)
    var generator = SystemRandomNumberGenerator()
    let holds: [String?] = ["shape", "draw", "encode", "write", nil, nil, nil, nil]
    for (trial, point) in holds.enumerated() {
      let output = "out\(trial).svg"
      let process = try HeldProcess(
        ["render", "--input", "tags.txt", "--width", "3000", "-o", output] + fixtureFonts, in: folder, holdAt: point)
      if point != nil {
        #expect(process.waitUntilHeld(), "trial \(trial): \(process.stderr)")
      } else {
        usleep(UInt32.random(in: 0...300_000, using: &generator))
      }
      process.signal(SIGTERM)
      let finished = process.process.terminationReason == .exit && process.process.terminationStatus == 0
      #expect(finished || process.endedBy(SIGTERM), "trial \(trial): \(process.stderr)")
      if point != nil { #expect(process.endedBy(SIGTERM), "trial \(trial) held at \(point!)") }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
      #expect(left.isEmpty, "trial \(trial) left \(left)")
      let written = FileManager.default.contents(atPath: folder.appendingPathComponent(output).path)
      if finished { #expect(written != nil, "trial \(trial) exited 0 without its output") }
      if point != nil { #expect(written == nil, "trial \(trial) held at \(point!) wrote its output") }
      if let written { #expect(String(decoding: written.suffix(7), as: UTF8.self) == "</svg>\n") }
    }
  }
}

/// Everything written into a FIFO, read with a blocking open (Foundation's
/// readers may open it without blocking and see no writer yet).
func readFIFO(_ path: String) -> Data {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { return Data() }
  defer { close(fd) }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = read(fd, &chunk, chunk.count)
    if count <= 0 { return data }
    data.append(contentsOf: chunk[..<count])
  }
}
