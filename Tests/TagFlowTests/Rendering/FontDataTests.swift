// Fonts given as bytes: the images of the same fonts given as files, no file left behind, other bytes refused.

import Foundation
import Testing

@testable import TagFlow

@Suite struct FontDataTests {
  /// Fixtures/Fonts as bytes, in the order `Fixtures.fonts` names the files.
  static let fonts: FontSet = {
    let bytes = Fixtures.fonts.files.map { (try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data() }
    return FontSet(data: bytes, includesSystemFonts: false)
  }()

  /// The same fonts as bytes draw the same bytes as given as files, in every format.
  @Test(arguments: OutputFormat.allCases)
  func bytesDrawWhatFilesDraw(_ format: OutputFormat) throws {
    let fromFiles = Fixtures.job(Fixtures.tags + ["日本語", "عربي"], width: 420)
    var fromData = fromFiles
    fromData.fonts = Self.fonts
    #expect(Self.fonts.data.count == Fixtures.fonts.files.count)
    #expect(undated(try fromData.render(as: format, scale: 2)) == undated(try fromFiles.render(as: format, scale: 2)))
    let renderer = try Renderer(fonts: Self.fonts)
    #expect(undated(try renderer.render(fromData, as: format)) == undated(try fromFiles.render(as: format)))
    #expect(renderer.measurer.missingGlyphs.isEmpty)
  }

  /// Each font is a file of the owner's only while its font system lives, and is gone after.
  @Test func filesLiveAsLongAsTheirFontSystem() throws {
    var paths: [String] = []
    do {
      let files = try FontDataFiles(Self.fonts.data)
      paths = files.paths
      #expect(paths.count == Self.fonts.data.count)
      for (path, bytes) in zip(paths, Self.fonts.data) {
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600, "\(path)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
      }
    }
    for path in paths { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
  }

  /// Bytes that are not a font file are refused when the fonts are loaded, saying which.
  @Test(arguments: [
    Array("not a font, only some text".utf8),
    [0, 1, 0, 0] + [UInt8](repeating: 0, count: 60),
    [],
  ])
  func otherBytesAreRefused(_ bytes: [UInt8]) throws {
    let fonts = FontSet(data: [Self.fonts.data[0], bytes], includesSystemFonts: false)
    #expect(throws: TagFlowError.self) { try TextMeasurer(fonts: fonts) }
    do {
      _ = try Renderer(fonts: fonts)
    } catch {
      #expect(
        error
          == .invalidValue(
            field: "fontData", value: "font 2 of 2 (\(bytes.count) bytes)",
            accepted: "the bytes of a TTF, OTF or TTC font file"))
    }
  }

  /// A set without font bytes encodes as before they could be given: batch fingerprints stay.
  @Test func encodingWithoutBytesIsUnchanged() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(
      decoding: try encoder.encode(FontSet(files: ["a.ttf"], includesSystemFonts: false)), as: UTF8.self)
    #expect(json == #"{"files":["a.ttf"],"includesSystemFonts":false}"#)
    let withBytes = FontSet(files: ["a.ttf"], data: [[1, 2]], includesSystemFonts: false)
    #expect(try JSONDecoder().decode(FontSet.self, from: encoder.encode(withBytes)) == withBytes)
  }
}
