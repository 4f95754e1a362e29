// Loading the machine's fonts ahead of time, as the tagflow command does before parsing its arguments.

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
}
