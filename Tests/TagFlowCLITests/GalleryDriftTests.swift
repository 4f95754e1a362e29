// The gallery in docs/gallery is what scripts/make-gallery.sh draws today: a change of drawing shows here, not months later.

import Foundation
import Testing

@Suite struct GalleryDriftTests {
  /// Runs the script with the built binary into a folder of its own, then compares every image
  /// with the committed one as `tagflow check` would (its default tolerance of 2 pixels). On a
  /// failure, run `scripts/make-gallery.sh`, look at each image that changed and commit them.
  @Test func galleryIsWhatTheScriptDraws() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = ReadmeExamples.repository
    let made = try Shell.run(
      [
        "TAGFLOW=\(TagflowBinary.url.path)", "GALLERY_OUT=\(folder.path)",
        "bash", repository.appendingPathComponent("scripts/make-gallery.sh").path,
      ])
    #expect(made.status == 0, "make-gallery.sh failed:\n\(made.stderr)")
    let compared = try TagflowBinary.run(
      ["diff", "docs/gallery", folder.path, "--tolerance", "2"], in: repository)
    #expect(
      compared.status == 0,
      "docs/gallery drifted from what scripts/make-gallery.sh draws:\n\(compared.stdoutText)\(compared.stderr)")
    // Every image of the gallery is drawn by the script (no image only in docs/gallery).
    #expect(!compared.stdoutText.contains("DELETED"), "\(compared.stdoutText)")
  }
}
