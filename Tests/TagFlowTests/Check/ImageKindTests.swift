// What a file given to diff holds, told by its first bytes: raster formats, SVG after any prolog, PDF.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct ImageKindTests {
  @Test(arguments: [
    "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg width=\"1\">",
    "\u{FEFF}  \n\t<svg>",
    "<?xml version=\"1.0\"?><!-- made by hand -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
      + "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg\nwidth=\"2\">",
    "<!DOCTYPE svg [ <!ENTITY a \"<b>\"> ]><?pi x?><svg/>",
  ])
  func svgIsToldByItsFirstElement(_ text: String) {
    #expect(ImageKind(sniffing: Array(text.utf8)) == .svg)
  }

  @Test(arguments: [
    "", "<", "<svg", "<svgx>", "<html><svg></svg></html>", "<!-- <svg> -->", "<!-- unclosed <svg>",
    "<?xml version=\"1.0\"?>", "text <svg>", "<!DOCTYPE html><body>",
    "%PDF", "GIF89a",
  ])
  func anythingElseIsNoKind(_ text: String) {
    #expect(ImageKind(sniffing: Array(text.utf8)) == nil, "\(text)")
  }

  @Test func rasterFormatsAndPDFByTheirSignatures() {
    #expect(ImageKind(sniffing: Array("%PDF-1.5\n".utf8)) == .pdf)
    #expect(ImageKind(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .raster(.png))
    #expect(ImageKind(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .raster(.jpeg))
    #expect(ImageKind.raster(.jpeg).pairs(with: .raster(.tiff)))
    #expect(!ImageKind.svg.pairs(with: .pdf))
    #expect(!ImageKind.svg.pairs(with: .raster(.png)))
    #expect(ImageKind.pdf.pairs(with: .pdf))
    #expect([ImageKind.raster(.webp), .svg, .pdf].map(\.description) == ["WebP", "SVG", "PDF"])
  }
}
