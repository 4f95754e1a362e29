// Colour emoji: drawn in colour, at the size of the text around them.

import TagFlow
import Testing

/// Uses the default chip look (pale blue fill, dark grey text), so any saturated pixel is emoji.
@Suite struct EmojiTests {
  /// Pixels of one chip that are clearly coloured: far from grey, unlike text and fill.
  private func colouredPixels(in image: Bitmap, chip: ChipScene.Chip) -> [Bitmap.Pixel] {
    let frame = chip.frame
    var pixels: [Bitmap.Pixel] = []
    for y in Int(frame.y)..<min(image.height, Int(frame.maxY.rounded(.up))) {
      for x in Int(frame.x)..<min(image.width, Int(frame.maxX.rounded(.up))) {
        let p = image[x, y]
        if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 100 { pixels.append(p) }
      }
    }
    return pixels
  }

  @Test func emojiAreDrawnInColour() throws {
    let rendered = try RenderedJob(Fixtures.job(["🚀 launch", "🐛 bug", "launch"]))
    let image = try rendered.bitmap(.png)
    let chips = rendered.scene.chips
    #expect(colouredPixels(in: image, chip: chips[0]).count > 20)
    #expect(colouredPixels(in: image, chip: chips[1]).count > 20)
    #expect(colouredPixels(in: image, chip: chips[2]).isEmpty)
  }

  /// An emoji is about as tall as the text: its chip is no taller than a text chip plus a few
  /// points. Noto Color Emoji has bitmaps of one size (109 px), which only fontconfig's
  /// bitmap-scaling rule brings down to the size asked for.
  @Test func emojiAreDrawnAtTheTextSize() throws {
    let rendered = try RenderedJob(Fixtures.job(["🚀 launch", "launch"]))
    let (emoji, text) = (rendered.scene.chips[0].frame, rendered.scene.chips[1].frame)
    #expect(emoji.height <= text.height + 4, "emoji chip \(emoji.height) pt tall, text chip \(text.height) pt")
  }

  /// `❤️` (U+2764 U+FE0F, emoji presentation asked for) and `⚡` (U+26A1, emoji by default) are in
  /// the emoji font, but DejaVu Sans has them too: without fontconfig's "emoji" family alias the
  /// isolated configuration draws DejaVu's monochrome glyphs.
  @Test(arguments: ["❤️", "⚡"])
  func emojiPresentationPicksTheColourFont(tag: String) throws {
    let rendered = try RenderedJob(Fixtures.job([tag]))
    let image = try rendered.bitmap(.png)
    #expect(colouredPixels(in: image, chip: rendered.scene.chips[0]).count > 20, "\(tag) is not in colour")
  }
}
