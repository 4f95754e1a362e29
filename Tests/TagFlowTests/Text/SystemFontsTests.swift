// Loading the machine's fonts ahead of time, as the tagflow command does before parsing its arguments.

import Dispatch
import Testing

@testable import TagFlow

@Suite struct SystemFontsTests {
  @Test func measurerAfterAnEarlyStartFindsTheMachineFonts() throws {
    TextMeasurer.startLoadingSystemFonts()
    TextMeasurer.startLoadingSystemFonts()  // a second start does nothing
    let first = try TextMeasurer(fonts: FontSet())
    let second = try TextMeasurer(fonts: FontSet())
    // DejaVu Sans comes with fonts-dejavu-core, which .ci/install-deps installs.
    #expect(try first.fallbackFamily(for: "DejaVu Sans 13px") == nil)
    let width = try first.measure("swift", font: "DejaVu Sans 13px").width
    #expect(width > 0)
    #expect(try second.measure("swift", font: "DejaVu Sans 13px").width == width)
  }

  /// The loading thread makes the machine's font system and a first measurer takes it on
  /// another thread: it measures every text as one made on that thread does.
  @Test func aFontSystemMadeOnAnotherThreadMeasuresAsOneMadeHere() throws {
    final class Handover: @unchecked Sendable { var fonts: FontSystem? }
    let handover = Handover()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      handover.fonts = SystemFonts.machineFontSystem()
      done.signal()
    }
    done.wait()
    let made = try #require(handover.fonts)
    let here = try FontSystem(FontSet())
    for font in ["DejaVu Sans 13px", "DejaVu Sans Bold 20px", "monospace 9px"] {
      let description = try FontDescription(font)
      for text in ["a", "swift", "Ünïcødé tags", "日本語", "x\ny", ""] {
        #expect(
          TextLayout(fonts: made, font: description, text: text).metrics
            == TextLayout(fonts: here, font: description, text: text).metrics, "\(font): \(text)")
      }
    }
  }
}
