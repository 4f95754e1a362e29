// Every format's alpha kinds, bit depths, orientations and colour types decode to what Pillow reads.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowComparison

/// `Fixtures/FormatMatrix`: small generated PNG, JPEG, WebP and TIFF files, and the RGBA each
/// decodes to by TagFlow's rule (docs/visual-testing.md), checked against Pillow when they
/// were made (`scripts/make-pillow-expectations.py`), stored as SHA-256 digests so the test
/// needs no Python.
@Suite struct FormatMatrixTests {
  /// One line of `expected-rgba.tsv`.
  struct Expected: Sendable, CustomTestStringConvertible {
    var name: String
    var size: Bitmap.Size
    var sha256: String
    var testDescription: String { name }
  }

  static let folder = Fixtures.path("FormatMatrix")

  static let expected: [Expected] = {
    let text = (try? String(contentsOfFile: folder + "/expected-rgba.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 5, let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
      return Expected(name: fields[0], size: Bitmap.Size(width: width, height: height), sha256: fields[3])
    }
  }()

  @Test func everyFileHasAnExpectation() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter {
      !$0.hasSuffix(".tsv") && !$0.hasSuffix(".md")
    }
    #expect(Self.expected.map(\.name).sorted() == names.sorted())
    // Each format, and each alpha kind and orientation of TIFF.
    for part in ["png", "jpg", "webp", "unassociated", "associated", "unspecified", "16", "planar", "palette"] {
      #expect(Self.expected.contains { $0.name.contains(part) }, "no file for \(part)")
    }
    #expect(Self.expected.filter { $0.name.contains("orientation") && $0.name.hasSuffix(".tiff") }.count == 8)
  }

  @Test(arguments: expected)
  func decodesAsPillowReadsIt(_ image: Expected) throws {
    let bitmap = try ImageDecoder.decode(contentsOfFile: Self.folder + "/" + image.name)
    #expect(bitmap.size == image.size)
    let digest = SHA256.hash(bitmap.pixels).map { String(format: "%02x", $0) }.joined()
    #expect(
      digest == image.sha256,
      "\(image.name) decodes to other pixels than the rule and Pillow give; scripts/make-pillow-expectations.py")
  }

  /// The issue's two pixels, saved by Pillow as TIFF (straight alpha, ExtraSamples = 2) and as
  /// PNG: the same pixels, and a comparison finds no difference.
  @Test func straightAlphaInATIFFIsKept() throws {
    let tiff = try ImageDecoder.decode(contentsOfFile: Self.folder + "/semi.tiff")
    let png = try ImageDecoder.decode(contentsOfFile: Self.folder + "/semi.png")
    #expect(tiff == png)
    #expect(Array(tiff.pixels.prefix(8)) == [200, 100, 50, 128, 200, 100, 50, 255])
    let compared = ImageComparison().compare(tiff, png)
    #expect(compared.difference?.differingPixels == 0)
  }
}
