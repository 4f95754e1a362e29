// The HTML report: one offline page, failures first, escaped text, and what headless Chromium shows.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison
@testable import TagFlowReports

@Suite struct HTMLReportTests {
  /// Results of every kind from a real check: two failures (a changed tag, a size mismatch),
  /// a missing reference, a recording, two passes (one SVG), and a name that needs escaping.
  private static func results(in root: String) throws -> [CheckResult] {
    let references = root + "/references"
    let job = Fixtures.job(["swift", "linux", "pango"], width: 240)
    func store(_ job: Job, _ format: OutputFormat, as name: String) throws {
      try FileSystem.createFolder(references)
      try FileSystem.write(try renderFixture(job, as: format), to: "\(references)/\(name)")
    }
    func item(_ name: String, _ job: Job, _ format: OutputFormat = .png, file: String) throws -> CheckItem {
      CheckItem(
        name: name, actual: try renderFixture(job, as: format), format: format, reference: "\(references)/\(file)")
    }
    try store(job, .png, as: "same.png")
    try store(job, .svg, as: "same.svg")
    try store(job, .png, as: "changed.png")
    try store(job, .png, as: "size.png")
    let checker = ReferenceChecker(record: .never, artifactsFolder: root + "/artifacts")
    return [
      checker.check(try item("passes <first>", job, file: "same.png")),
      checker.check(
        try item("changed & \"quoted\"", Fixtures.job(["swift", "linux", "cairo"], width: 240), file: "changed.png")),
      checker.check(try item("svg", job, .svg, file: "same.svg")),
      checker.check(try item("absent", job, file: "absent.png")),
      ReferenceChecker(record: .missing).check(try item("new", job, file: "new.png")),
      checker.check(try item("size", Fixtures.job(["swift"], width: 200), file: "size.png")),
    ]
  }

  private func withResults(_ body: (String, [CheckResult]) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root.path, try Self.results(in: root.path))
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func pageListsFailuresFirstWithASummaryOnTop() throws {
    try withResults { _, results in
      let html = HTMLReport.page(results)
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      let summary = try #require(html.range(of: "id=\"summary\""))
      #expect(html.contains("2 failed</span>") && html.contains("1 new</span>"))
      #expect(html.contains("1 recorded</span>") && html.contains("2 passed</span>"))
      // Failures (the missing reference and the one written because there was none included)
      // in input order, then passes.
      let order = [
        "changed &amp;", "<code>absent</code>", "<code>new</code>", "<code>size</code>", "passes &lt;first&gt;",
        "<code>svg</code>",
      ]
      let positions = try order.map { try #require(html.range(of: $0), "\($0)").lowerBound }
      #expect(positions == positions.sorted())
      #expect(summary.lowerBound < positions[0])
      #expect(count("class=\"item status-", in: html) == 6)
      #expect(count(" failure\" id=", in: html) == 4)
      // The list of failures on top names every one with its message, and is never clipped.
      let index = try #require(html.range(of: "<ol class=\"failure-index\""))
      #expect(index.lowerBound < positions[0])
      #expect(count("<li><span class=\"badge\">", in: html) == 4)
      #expect(html.contains("<span class=\"why\">image sizes differ: reference 240×"))
      #expect(!ReportAssets.css.contains("max-height"))
    }
  }

  @Test func failedItemShowsExpectedActualAndDiffInline() throws {
    try withResults { _, results in
      let html = HTMLReport.item(results[1], id: "x")
      for role in ["expected", "actual", "diff"] {
        #expect(html.contains("<figure class=\"\(role)\">"), "\(role)")
      }
      #expect(count("src=\"data:image/png;base64,", in: html) == 3)
      let svg = HTMLReport.item(results[2], id: "y")
      #expect(svg.contains("src=\"data:image/svg+xml;base64,"))
    }
  }

  /// Every PNG's tag carries the size its header declares (the size mismatch's two sizes
  /// included), so a lazy image keeps its room before it loads; an SVG's carries none.
  @Test func pngImagesCarryTheirPixelSize() throws {
    try withResults { _, results in
      for result in [results[1], results[5]] {
        let html = HTMLReport.item(result, id: "x")
        let images = [result.expectedImage, result.actualImage, result.diffImage].compactMap { $0 }
        #expect(images.count == 3)
        for image in images {
          let size = try PNGDecoder.decode(image.bytes).size
          #expect(image.pixelSize == size)
          #expect(html.contains("width=\"\(size.width)\" height=\"\(size.height)\" loading=\"lazy\""))
        }
      }
      #expect(!HTMLReport.item(results[2], id: "y").contains(" width=\""))
    }
  }

  /// The changed tag's regions: listed with coordinates and counts, outlined over the diff.
  @Test func failedItemListsAndOutlinesItsChangedRegions() throws {
    try withResults { _, results in
      let changes = try #require(results[1].changes)
      let regions = changes.regions
      #expect(!regions.isEmpty)
      #expect(regions.reduce(0) { $0 + $1.pixels } + changes.morePixels == results[1].difference?.differingPixels)
      let html = HTMLReport.item(results[1], id: "x")
      #expect(count("<button type=\"button\" class=\"box\"", in: html) == regions.count)
      #expect(count("<button type=\"button\" class=\"region\"", in: html) == regions.count)
      let total = regions.count + changes.moreRegions
      #expect(html.contains(">\(total) changed region\(total == 1 ? "" : "s") (x, y, width × height"))
      let first = regions[0]
      #expect(html.contains(">x \(first.x), y \(first.y), \(first.width) × \(first.height)</button>"))
      #expect(html.contains("<span class=\"pixels\">\(first.pixels) pixel\(first.pixels == 1 ? "" : "s")</span>"))
      // Passes have none.
      #expect(!HTMLReport.item(results[0], id: "y").contains("class=\"regions\""))
    }
  }

  @Test func textIsEscapedAndNothingComesFromTheNetwork() throws {
    try withResults { _, results in
      let html = HTMLReport.page(results, title: "<script>alert(1)</script>")
      #expect(!html.contains("<script>alert(1)"))
      #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
      #expect(html.contains("changed &amp; &quot;quoted&quot;"))
      #expect(!html.contains("passes <first>"))
      for remote in ["http://", "https://", "src=\"//", "href=\"//", "@import"] {
        #expect(!html.contains(remote), "\(remote)")
      }
      #expect(count("<script>", in: html) == 1)
    }
  }

  @Test func writeCreatesTheFolderAndOneFileWhenEveryImageIsSmall() throws {
    try withResults { root, results in
      let path = try HTMLReport.write(results, to: root + "/report/nested", inlineBelow: 1 << 20)
      #expect(path == root + "/report/nested/index.html")
      #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/report/nested") == ["index.html"])
    }
  }

  /// Images at or over the limit are files in images/, named by their item's place and role,
  /// the page links them relatively, and the same results give the same names and bytes.
  @Test func largeImagesAreFilesBesideThePageWrittenTheSameEachTime() throws {
    try withResults { root, results in
      func written(_ folder: String) throws -> [String: Data] {
        try HTMLReport.write(results, to: folder, inlineBelow: 0)
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/images")
        var files = ["index.html": try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html"))]
        for name in images where name != ReportImageRecord.fileName {
          files["images/" + name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/images/" + name))
        }
        return files
      }
      let first = try written(root + "/one")
      #expect(first == (try written(root + "/two")))
      let html = String(decoding: first["index.html"]!, as: UTF8.self)
      #expect(!html.contains("src=\"data:"))
      // The changed tag comes first: expected, actual and diff, each a file the page names.
      for role in ["expected", "actual", "diff"] {
        #expect(first["images/item-0-\(role).png"] != nil, "\(role)")
        #expect(html.contains("src=\"images/item-0-\(role).png\""), "\(role)")
      }
      let sources = html.components(separatedBy: "src=\"images/").dropFirst().map { $0.prefix { $0 != "\"" } }
      #expect(Set(sources.map { "images/" + $0 }) == Set(first.keys.filter { $0 != "index.html" }))
      #expect(first.count - 1 == sources.count)
    }
  }

  /// A report rewritten into the same folder removes the images of items it no longer shows,
  /// and only those: the user's own files in images/ stay, even one named like the report's,
  /// and so does a folder there.
  @Test func rewritingTheReportRemovesOnlyTheImagesItWroteAndNoLongerNames() throws {
    try withResults { root, results in
      let folder = root + "/report"
      let images = folder + "/images/"
      func names() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: images)) }
      try HTMLReport.write(results, to: folder, inlineBelow: 0)
      let firstImages = try names().filter { $0.hasPrefix("item-") }
      #expect(firstImages.contains { !$0.hasPrefix("item-0-") })
      let own: Set = ["notes.txt", "item-99-mine.png", "kept"]
      try FileSystem.write(Array("mine".utf8), to: images + "notes.txt")
      try FileSystem.write(Array("mine".utf8), to: images + "item-99-mine.png")
      try FileSystem.createFolder(images + "kept")
      // Only the changed tag is left: its three images stay, every other item's go.
      let changed = results.filter { $0.name.hasPrefix("changed") }
      try HTMLReport.write(changed, to: folder, inlineBelow: 0)
      let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
      let shown = Set(
        html.components(separatedBy: "src=\"images/").dropFirst().map { String($0.prefix { $0 != "\"" }) })
      #expect(shown == ["item-0-expected.png", "item-0-actual.png", "item-0-diff.png"])
      #expect(try names() == shown.union(own).union([ReportImageRecord.fileName]))
      #expect(firstImages.count > shown.count)
      // Every image inlined: the report's files and its list go, the user's stay.
      try HTMLReport.write(changed, to: folder, inlineBelow: .max)
      #expect(try names() == own)
    }
  }

  /// A list that names what the report never writes (a path, a dot file, the page) is ignored.
  @Test func theImageListNeverReachesBeyondTheReportsNames() {
    #expect(ReportImageRecord.isReportImageName("item-12-diff.png"))
    for name in ["../index.html", "item-1/../../x", "index.html", ".tagflow-report", "item-", "item-1 x.png", ""] {
      #expect(!ReportImageRecord.isReportImageName(name), "\(name)")
    }
  }

  /// The page in a real browser: headless Chromium runs the script, and the DOM it dumps
  /// shows the failures, a slider for each failing or recorded item with two images, and
  /// every image decoded (none broken, so the data URIs are sound).
  @Test(
    .enabled(
      if: Chromium.path != nil, "chromium is not installed (Debian package chromium; .ci/install-deps installs it)"))
  func chromiumShowsTheFailures() throws {
    try withResults { root, results in
      // Every image a file beside the page, as screenshots are, so the links are tried too.
      let path = try HTMLReport.write(results, to: root + "/report", inlineBelow: 0)
      let dom = try Chromium.dumpDOM(of: path)
      #expect(dom.contains("data-ready=\"true\""), "the page's script did not run: \(dom.prefix(400))")
      #expect(dom.contains("data-failures=\"4\""))
      #expect(count("class=\"item status-failed failure\"", in: dom) == 2)
      #expect(count(" failure\" id=", in: dom) == 4)
      // The changed tag and the size mismatch have both images; so has nothing else that fails.
      #expect(dom.contains("data-flips=\"2\""))
      #expect(count("class=\"flip\"", in: dom) == 2)
      #expect(dom.contains("data-broken-images=\"0\""))
      #expect(!dom.contains("data-images=\"0\""))
    }
  }
}

extension HTMLReportTests {
  /// The keys in a real browser: the page with key presses appended as a script. f flips
  /// every slider to the actual image; n twice lands on the second failure.
  @Test(
    .enabled(
      if: Chromium.path != nil, "chromium is not installed (Debian package chromium; .ci/install-deps installs it)"))
  func keysFlipEverySliderAndJumpBetweenFailures() throws {
    try withResults { root, results in
      let presses = ["f", "n", "n"].map { "document.dispatchEvent(new KeyboardEvent('keydown', {key: '\($0)'}));" }
      let page = HTMLReport.page(results).replacingOccurrences(
        of: "</body>", with: "<script>\(presses.joined())</script></body>")
      try FileSystem.createFolder(root)
      let path = root + "/keys.html"
      try FileSystem.write(Array(page.utf8), to: path)
      let dom = try Chromium.dumpDOM(of: path)
      #expect(dom.contains("data-showing=\"actual\""), "\(dom.prefix(300))")
      #expect(count(">showing actual</span>", in: dom) == 2)
      #expect(dom.contains("data-current=\"item-1\""))
    }
  }
}

extension HTMLReportTests {
  /// A 1920×1080 pair that differs in one pixel, checked for real: one region of one pixel
  /// at its coordinates, the three images files beside the page.
  private func onePixelChange(in root: String) throws -> CheckResult {
    var expected = Bitmap(width: 1920, height: 1080, filledWith: .white)
    for x in stride(from: 0, to: 1920, by: 37) { expected[x, 100] = .black }
    var actual = expected
    actual[1234, 567] = .black
    try FileSystem.createFolder(root)
    try FileSystem.write(try expected.pngBytes(), to: root + "/expected.png")
    let item = CheckItem(name: "one", actual: try actual.pngBytes(), format: .png, reference: root + "/expected.png")
    return ReferenceChecker(record: .never, tolerance: .pixels(0)).check(item)
  }

  @Test func onePixelIsOneRegionListedWithItsCoordinates() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try onePixelChange(in: root.path)
    #expect(result.changes?.regions == [ChangedRegions.Region(x: 1234, y: 567, width: 1, height: 1, pixels: 1)])
    let html = HTMLReport.item(result, id: "item-0")
    #expect(html.contains(">1 changed region (x, y"))
    #expect(html.contains(">x 1234, y 567, 1 × 1</button> <span class=\"pixels\">1 pixel</span>"))
    #expect(html.contains("style=\"left:64.27%;top:52.5%;width:0.05%;height:0.09%\""))
  }

  /// One click on the region's line opens the zoom on it at 16×; the address can ask for
  /// expected, actual and diff side by side.
  @Test(
    .enabled(
      if: Chromium.path != nil, "chromium is not installed (Debian package chromium; .ci/install-deps installs it)"))
  func oneClickOnARegionZoomsOnIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try onePixelChange(in: root.path)
    let path = try HTMLReport.write([result], to: root.path + "/report")
    let click = "<script>document.querySelector('button.region').click();</script></body>"
    let page = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "</body>", with: click)
    try FileSystem.write(Array(page.utf8), to: root.path + "/report/click.html")
    let dom = try Chromium.dumpDOM(of: root.path + "/report/click.html")
    #expect(dom.contains("data-zoom=\"item-0:0@16\""), "\(dom.prefix(400))")
    #expect(dom.contains("— region 1: x 1234, y 567, 1 × 1</span>"))
    #expect(dom.contains("data-broken-images=\"0\""))
    let asked = try Chromium.dumpDOM(of: path, fragment: "zoom=item-0:0@4&all")
    #expect(asked.contains("data-zoom=\"item-0:0@4&amp;all\""), "\(asked.prefix(400))")
  }
}

extension HTMLReportTests {
  /// A region's outline lies on the diff image where the change is, also when the image is
  /// narrower than its column (the outlines were placed in percent of the column, off to the
  /// right of a small image).
  @Test(
    .enabled(
      if: Chromium.path != nil, "chromium is not installed (Debian package chromium; .ci/install-deps installs it)"))
  func regionOutlinesLieOnASmallDiffImage() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let expected = Bitmap(width: 120, height: 40, filledWith: .white)
    var actual = expected
    actual[100, 30] = .black
    try FileSystem.createFolder(root.path)
    try FileSystem.write(try expected.pngBytes(), to: root.path + "/expected.png")
    let item = CheckItem(
      name: "small", actual: try actual.pngBytes(), format: .png, reference: root.path + "/expected.png")
    let result = ReferenceChecker(record: .never, tolerance: .pixels(0)).check(item)
    let path = try HTMLReport.write([result], to: root.path + "/report")
    let measure = """
      <script>addEventListener('load', function () {
        var image = document.querySelector('figure.diff img').getBoundingClientRect();
        var box = document.querySelector('button.box').getBoundingClientRect();
        document.body.dataset.box = [box.left - image.left, box.top - image.top, image.width].map(Math.round).join(',');
      });</script></body>
      """
    let page = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "</body>", with: measure)
    try FileSystem.write(Array(page.utf8), to: root.path + "/report/measure.html")
    let dom = try Chromium.dumpDOM(of: root.path + "/report/measure.html")
    #expect(dom.contains("data-box=\"100,30,120\""), "\(dom.prefix(300))")
  }
}

/// Debian's headless Chromium, for tests that need a real browser.
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The DOM after the page's scripts ran (`--dump-dom` waits for the load event).
  static func dumpDOM(of file: String, fragment: String? = nil) throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
      "--dump-dom", URL(fileURLWithPath: file).absoluteString + (fragment.map { "#" + $0 } ?? ""),
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A browser that hangs must not hang the test run.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
