// Folder diffs: every kind of file on each side is compared or listed with its reason, and the verdict follows.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison
@testable import TagFlowReports

/// Every combination of what a path can be in the expected and the actual folder, checked
/// against a small model of the rules: images are compared, new or deleted; anything else is
/// skipped with a reason; a skipped file in both folders, or a comparison with no image, fails.
@Suite struct FolderComparisonTests {
  /// What one path is on one side.
  enum Side: String, CaseIterable {
    case absent, imageA, imageB, fifo, linkToFolder, brokenLink, linkToImageA
  }

  /// One path: its extension and what it is in each folder.
  struct Case: Hashable {
    var ext: String
    var before: Side
    var after: Side
    var path: String { "\(ext)-\(before.rawValue)-\(after.rawValue).\(ext)" }
  }

  static let allCases: [Case] = ["png", "gif"].flatMap { ext in
    Side.allCases.flatMap { before in
      Side.allCases.compactMap { after in
        before == .absent && after == .absent ? nil : Case(ext: ext, before: before, after: after)
      }
    }
  }

  /// Two small PNGs of one size that differ in every pixel.
  static let pngs: (a: [UInt8], b: [UInt8]) = {
    let a = try? Bitmap(width: 4, height: 3, filledWith: .black).pngBytes()
    let b = try? Bitmap(width: 4, height: 3, filledWith: .white).pngBytes()
    return (a ?? [], b ?? [])
  }()

  /// Makes `side` at `path` in `folder`; links lead to `targets`, outside both folders.
  static func make(_ side: Side, at path: String, in folder: String, targets: String) throws {
    let file = folder + "/" + path
    switch side {
    case .absent: return
    case .imageA: try Data(pngs.a).write(to: URL(fileURLWithPath: file))
    case .imageB: try Data(pngs.b).write(to: URL(fileURLWithPath: file))
    case .fifo: #expect(mkfifo(file, 0o600) == 0)
    case .linkToFolder: try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: targets)
    case .brokenLink:
      try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: targets + "/nowhere")
    case .linkToImageA:
      try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: targets + "/a.png")
    }
  }

  /// The model: what a path of this case must come to, nil when it is in neither folder.
  static func isImage(_ side: Side, _ ext: String) -> Bool {
    ext == "png" && [.imageA, .imageB, .linkToImageA].contains(side)
  }

  static func expectedChange(_ test: Case) -> FolderComparison.Change {
    let (before, after) = (test.before, test.after)
    let skipped = (before != .absent && !isImage(before, test.ext)) || (after != .absent && !isImage(after, test.ext))
    if skipped { return .skipped }
    if after == .absent { return .deleted }
    if before == .absent { return .new }
    let same = (before == .imageB) == (after == .imageB)
    return same ? .passed : .failed
  }

  /// Builds both folders with `cases`, compares them, and checks every path against the model.
  func check(_ cases: [Case], include: [String] = [], _ comment: Comment? = nil) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-folders-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let (expected, actual, targets) = (root.path + "/expected", root.path + "/actual", root.path + "/targets")
    for folder in [expected, actual, targets] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try Data(Self.pngs.a).write(to: URL(fileURLWithPath: targets + "/a.png"))
    for test in cases {
      try Self.make(test.before, at: test.path, in: expected, targets: targets)
      try Self.make(test.after, at: test.path, in: actual, targets: targets)
    }
    let selected = cases.filter { test in include.isEmpty || include.contains { fnmatch($0, test.path, 0) == 0 } }
    let outcome = try FolderComparison.compare(
      expected: expected, actual: actual, checker: ReferenceChecker(record: .never), include: include)

    // Every path of either folder that --include selects is listed, once.
    let entries = outcome.entries
    #expect(entries.map(\.path) == selected.map(\.path).sorted(), comment)
    #expect(outcome.excluded == cases.count - selected.count, comment)
    for (entry, test) in zip(entries, selected.sorted { $0.path < $1.path }) {
      #expect(entry.change == Self.expectedChange(test), "\(test.path): \(entry.result.line)")
      #expect(entry.result.line.hasPrefix("\(entry.change.label) \(test.path): "), "\(entry.result.line)")
      if entry.change == .skipped {
        let twin = test.before != .absent && test.after != .absent
        #expect(entry.result.message.contains(twin ? "cannot be compared" : "only in"), "\(entry.result.line)")
      }
    }
    // The run fails for its skips exactly when a skipped file is in both folders or no image
    // was compared, and the summary counts every entry.
    let skippedTwins = zip(entries, selected.sorted { $0.path < $1.path }).contains { entry, test in
      entry.change == .skipped && test.before != .absent && test.after != .absent
    }
    #expect((outcome.skipFailure != nil) == (skippedTwins || outcome.images.isEmpty), comment)
    let images = outcome.images.count
    let noun = "\(images) image\(images == 1 ? "" : "s")"
    #expect(outcome.summary.hasPrefix(images == 0 ? noun : noun + ": "), comment)
    let skipped = outcome.entries.count - images
    #expect(outcome.summary.contains("; \(skipped) file\(skipped == 1 ? "" : "s") skipped") == (skipped > 0))
  }

  @Test func everyCombinationOfFileKinds() throws {
    try check(Self.allCases)
  }

  /// Random subsets, the empty one first: two empty folders compare nothing, which fails.
  @Test func randomSubsetsOfCombinations() throws {
    var generator = SeededGenerator(seed: 19)
    try check([], "empty")
    for round in 0..<40 {
      let count = Int.random(in: 1...4, using: &generator)
      let cases = Array(Self.allCases.shuffled(using: &generator).prefix(count))
      try check(cases, "round \(round): \(cases.map(\.path))")
    }
  }

  /// --include keeps what a glob matches (`*` crosses `/`); the rest is only counted.
  @Test func includeChoosesTheFiles() throws {
    try check(Self.allCases, include: ["*.png"])
    try check(Self.allCases, include: ["gif-*", "png-imageA-*"])
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-include-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["expected/deep/er", "actual/deep/er"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for folder in ["expected", "actual"] {
      try Data(Self.pngs.a).write(to: root.appendingPathComponent("\(folder)/deep/er/shot.png"))
      try Data("GIF89a".utf8).write(to: root.appendingPathComponent("\(folder)/deep/er/shot.gif"))
    }
    let outcome = try FolderComparison.compare(
      expected: root.path + "/expected", actual: root.path + "/actual", checker: ReferenceChecker(record: .never),
      include: ["*.png"])
    #expect(
      outcome.entries.map(\.result.line) == [
        "PASSED deep/er/shot.png: identical to \(root.path)/expected/deep/er/shot.png"
      ])
    #expect(outcome.summary == "1 image: 1 passed; 1 file not matching --include")
    #expect(outcome.skipFailure == nil)
    let all = try FolderComparison.compare(
      expected: root.path + "/expected", actual: root.path + "/actual", checker: ReferenceChecker(record: .never))
    #expect(all.summary == "1 image: 1 passed; 1 file skipped")
    #expect(
      all.entries.first?.result.line
        == "SKIPPED deep/er/shot.gif: not a PNG, JPEG, WebP, TIFF, SVG or PDF image, in both folders: cannot be compared"
    )
    #expect(all.skipFailure?.hasPrefix("1 file in both folders could not be compared") == true)
  }

  /// JPEG, WebP and TIFF are compared as PNG is, by their pixels whatever their names say
  /// (`Fixtures/Formats`: one pattern saved in every format); an image pairs only with the
  /// image of the same whole name, and a report shows each in a form a browser draws.
  @Test func jpegWebPAndTIFFCompareAsPixels() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-formats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let (expected, actual) = (root.path + "/expected", root.path + "/actual")
    for folder in [expected, actual] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let formats = Fixtures.path("Formats")
    for (name, before, after) in [
      ("home.jpg", "quality95.jpg", "quality95.jpg"), ("scan.tiff", "opaque.tiff", "opaque-lzw.tiff"),
      ("art.webp", "pattern.png", "lossy.webp"), ("mixed.png", "opaque.png", "opaque.tiff"),
      ("renamed.png", "opaque.png", nil), ("renamed.webp", nil, "lossless.webp"), ("still.gif", "grey.png", nil),
    ] as [(String, String?, String?)] {
      if let before { try FileManager.default.copyItem(atPath: "\(formats)/\(before)", toPath: "\(expected)/\(name)") }
      if let after { try FileManager.default.copyItem(atPath: "\(formats)/\(after)", toPath: "\(actual)/\(name)") }
    }
    let outcome = try FolderComparison.compare(
      expected: expected, actual: actual, checker: ReferenceChecker(record: .never, tolerance: .pixels(0)))
    #expect(
      outcome.entries.map(\.result.line) == [
        "FAILED art.webp: 265 of 851 pixels differ (31.14%), 7 more differ only by anti-aliasing; tolerance 0 pixels",
        "PASSED home.jpg: identical to \(expected)/home.jpg",
        "PASSED mixed.png: matches: 0 of 851 pixels differ (0.0%); tolerance 0 pixels",
        "DELETED renamed.png: only in \(expected); \(actual) has renamed.webp (images pair by their whole name)",
        "NEW renamed.webp: only in \(actual); \(expected) has renamed.png (images pair by their whole name)",
        "PASSED scan.tiff: matches: 0 of 851 pixels differ (0.0%); tolerance 0 pixels",
        "SKIPPED still.gif: not a PNG, JPEG, WebP, TIFF, SVG or PDF image, only in \(expected)",
      ])
    #expect(outcome.summary == "6 images: 1 failed, 1 new, 1 deleted, 3 passed; 1 file skipped")
    #expect(outcome.skipFailure == nil)
    // What a report inlines: JPEG and WebP as they are, TIFF (which browsers do not draw) as PNG.
    let images = Dictionary(uniqueKeysWithValues: outcome.entries.map { ($0.path, $0.result) })
    #expect(images["home.jpg"]?.actualImage?.mediaType == "image/jpeg")
    #expect(images["art.webp"]?.actualImage?.mediaType == "image/webp")
    #expect(images["art.webp"]?.expectedImage?.mediaType == "image/png")
    #expect(images["scan.tiff"]?.expectedImage?.mediaType == "image/png")
    let scan = try #require(images["scan.tiff"]?.actualImage)
    #expect(try PNGDecoder.decode(scan.bytes) == ImageDecoder.decode(contentsOfFile: "\(formats)/opaque.png"))
  }

  /// `check` reads a reference in any of the four raster formats (a TIFF or a WebP saved
  /// under the job's `.png` name) by its pixels, and previews it as a browser can draw it.
  @Test(arguments: [("opaque.tiff", "image/png"), ("lossless.webp", "image/webp"), ("quality95.jpg", "image/jpeg")])
  func checkReadsAReferenceInAnyRasterFormat(_ name: String, _ mediaType: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-ref-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let formats = Fixtures.path("Formats")
    try FileManager.default.copyItem(atPath: "\(formats)/\(name)", toPath: root.path + "/tags.png")
    let rendered = try ImageDecoder.decode(contentsOfFile: "\(formats)/\(name)").pngBytes()
    let result = ReferenceChecker(record: .never, tolerance: .pixels(0)).check(
      CheckItem(name: "tags.png", actual: rendered, format: .png, reference: root.path + "/tags.png"))
    #expect(result.status == .passed, "\(result.line)")
    #expect(result.message.hasPrefix("matches: 0 of 851 pixels differ"))
    #expect(result.expectedImage?.mediaType == mediaType)
  }
}
