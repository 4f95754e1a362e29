// Colour emoji in outline SVG: embedded at several pixels a px, shown at the size and place they were.

import Foundation
import Testing

@testable import TagFlow

/// Noto Color Emoji's glyphs are 109 px bitmaps, which Cairo writes into SVG as images of one
/// pixel a px; on a 2× screen those blur. Outline SVG embeds them at 4 (or 2) pixels a px.
@Suite struct SVGEmojiImageTests {
  /// Each image use of an outline SVG: the embedded PNG's width in pixels, and the width in px
  /// it is shown at (the image's `width` times its use's scale).
  static func emoji(in svg: [UInt8]) throws -> [(pixels: Int, shown: Double)] {
    let images = SVGEmojiImages.images(in: svg)
    return try SVGEmojiImages.uses(in: svg).filter { images[svg[$0.id]] != nil }.map { use in
      let image = try #require(images[svg[use.id]])
      let href = String(decoding: svg[image.data], as: UTF8.self)
      let base64 = try #require(href.split(separator: ",", maxSplits: 1).last)
      let png = try #require(Data(base64Encoded: String(base64)))
      // IHDR: the width is the big-endian word at byte 16.
      let pixels = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let matrix = try #require(SVGEmojiImages.matrix(svg[use.transform]))
      return (pixels, Double(image.width) * matrix[0])
    }
  }

  /// Every emoji is embedded at least twice as many pixels as the px it is shown at, the
  /// same as Cairo's 1× image was shown at (17 px for the default 13 px text).
  @Test(arguments: [
    (["🚀 launch", "🐛 bug", "🎉 party"], 3), (["🚀 a", "🚀 b", "x 🚀🚀"], 4), (["👩‍💻 dev", "🏳️‍🌈", "👍🏽 ok"], 3),
  ])
  func emojiHaveAtLeastTwoPixelsAPx(_ tags: [String], count: Int) throws {
    let svg = try RenderedJob(Fixtures.job(tags)).bytes(.svg)
    let emoji = try Self.emoji(in: svg)
    #expect(emoji.count == count)
    for (pixels, shown) in emoji {
      #expect(Double(pixels) >= 2 * shown, "an emoji of \(pixels) pixels shown \(shown) px wide")
      #expect(shown > 12 && shown < 20, "shown \(shown) px wide")
    }
  }

  /// Text of any size is sharp too: large emoji get two pixels a px, within the font's bitmaps.
  @Test func largeEmojiGetTwoPixelsAPx() throws {
    var job = Fixtures.job(["🚀 big"])
    job.style.fontSize = 40
    let emoji = try Self.emoji(in: RenderedJob(job).bytes(.svg))
    #expect(emoji.count == 1)
    for (pixels, shown) in emoji {
      #expect(Double(pixels) >= 2 * shown && Double(pixels) <= 3 * shown, "\(pixels) pixels for \(shown) px")
    }
  }

  /// Only the images and their uses change: chips, glyph outlines and the document stay as
  /// Cairo wrote them, and the bytes are the same on every run.
  @Test func onlyTheImagesChangeAndTheBytesAreStable() throws {
    let rendered = try RenderedJob(Fixtures.job(["🚀 launch", "🐛 bug", "plain"]))
    let svg = try rendered.bytes(.svg)
    #expect(try rendered.bytes(.svg) == svg)
    #expect(try RenderedJob(Fixtures.job(["🚀 launch", "🐛 bug", "plain"])).bytes(.svg) == svg)
    let text = String(decoding: svg, as: UTF8.self)
    let imageLines = text.split(separator: "\n").filter { $0.contains("<image ") || $0.contains("#image") }
    #expect(imageLines.count == 4)
    for line in imageLines where line.contains("<use ") {
      #expect(line.contains("transform=\"matrix(0.25,0,0,0.25,"), "\(line)")
    }
  }

  /// Matched by the order of their uses; a drawing that does not match leaves the SVG as it was.
  @Test func imagesAreMatchedByTheOrderOfTheirUses() {
    let own = """
      <image id="image7" width="17" height="17" xlink:href="data:image/png;base64,ONE"/>
      <use xlink:href="#glyph0-1" x="1" y="2"/>
      <use xlink:href="#image7" transform="matrix(1,0,0,1,28,21)"/>
      <use xlink:href="#image7" transform="matrix(1,0,0,1,40,21)"/>
      """
    let sharper = """
      <image id="image30" width="65" height="62" xlink:href="data:image/png;base64,FOUR"/>
      <image id="image31" width="65" height="62" xlink:href="data:image/png;base64,FOUR-AGAIN"/>
      <use xlink:href="#glyph0-1" x="4" y="8"/>
      <use xlink:href="#image30" transform="matrix(1,0,0,1,112,87)"/>
      <use xlink:href="#image31" transform="matrix(1,0,0,1,161,87)"/>
      """
    let replaced = SVGEmojiImages.replacingImages(of: Array(own.utf8), with: Array(sharper.utf8), scale: 4)
    #expect(
      String(decoding: replaced, as: UTF8.self) == """
        <image id="image7" width="65" height="62" xlink:href="data:image/png;base64,FOUR"/>
        <use xlink:href="#glyph0-1" x="1" y="2"/>
        <use xlink:href="#image7" transform="matrix(0.25,0,0,0.25,28,21.75)"/>
        <use xlink:href="#image7" transform="matrix(0.25,0,0,0.25,40.25,21.75)"/>
        """)
    let oneUseMissing = sharper.replacingOccurrences(
      of: "<use xlink:href=\"#image31\"", with: "<use xlink:href=\"#glyph0-2\"")
    #expect(
      SVGEmojiImages.replacingImages(of: Array(own.utf8), with: Array(oneUseMissing.utf8), scale: 4) == Array(own.utf8))
    #expect(SVGEmojiImages.scale(for: Array(own.utf8)) == 4)
    #expect(SVGEmojiImages.scale(for: Array(own.replacingOccurrences(of: "17", with: "40").utf8)) == 2)
  }
}
