// The same job gives the same bytes, whatever the process rendered before.

import Foundation
import TagFlow
import Testing

@Suite struct DeterminismTests {
  private static let a = Fixtures.job(Fixtures.tags, width: 480)
  private static let b = Fixtures.job(["narrow", "width", "other", "tags"], width: 120)

  private func render(_ job: Job, _ format: OutputFormat, with rendered: RenderedJob? = nil) throws -> [UInt8] {
    try (rendered ?? RenderedJob(job)).bytes(format)
  }

  /// Twice with one renderer, once more with a fresh one: the same bytes each time.
  @Test(arguments: [OutputFormat.png, .svg])
  func sameJobGivesSameBytes(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.a)
    let first = try rendered.bytes(format)
    #expect(try rendered.bytes(format) == first)
    #expect(try render(Self.a, format) == first)
  }

  /// Cairo numbers SVG surfaces from a process-wide counter; A, B, A must still give A twice.
  @Test func svgDoesNotDependOnWhatWasRenderedBefore() throws {
    let first = try render(Self.a, .svg)
    let other = try render(Self.b, .svg)
    let again = try render(Self.a, .svg)
    #expect(other != first)
    #expect(again == first)
    #expect(String(decoding: first, as: UTF8.self).contains("id=\"surface1\""))
  }

  /// Colour emoji glyphs become `<image id="imageN">` in Cairo's SVG, numbered by the same
  /// process-wide counter as surfaces; the Renderer's normaliser only renumbers `surfaceN`.
  /// Two sizes no other test uses make Cairo create the glyph image twice, so the ids must
  /// come out the same if they do not depend on the counter.
  @Test func svgIdsOfColourEmojiDoNotDependOnTheProcess() throws {
    func ids(fontSize: String) throws -> [String] {
      var job = Fixtures.job(["🚀 launch"])
      job.style.font = "DejaVu Sans \(fontSize)"
      let svg = String(decoding: try render(job, .svg), as: UTF8.self)
      return svg.matches(of: #/id="([a-z]+[0-9]+)"/#).map { String($0.output.1) }
    }
    let first = try ids(fontSize: "13.25px")
    let second = try ids(fontSize: "14.75px")
    #expect(first.contains { $0.hasPrefix("image") }, "no emoji image in the SVG: \(first)")
    #expect(first == second)
  }
}
