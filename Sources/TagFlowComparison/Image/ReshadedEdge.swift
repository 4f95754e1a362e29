// An edge pixel whose coverage changed while the edge itself stayed put: anti-aliasing too.

import TagFlow

/// True when pixel (x, y) is an in-between shade in `image` whose darkest and brightest
/// neighbours keep their colours in `other` (less than a JND apart), one of them flat in both
/// images, and whose colour in `other` is still no darker than the darkest and no brighter
/// than the brightest: the same edge between the same two regions, the pixel only covered
/// more or less of one of them, as another rasteriser or a hinting change draws it.
///
/// Why beside the test of both images: a pixel that an edge re-shades all the way to the ink
/// (a `9` whose stroke pixel goes from grey 15 to the stroke's black) is an in-between shade
/// in one image only. The rule of both images exists for a stroke that vanished (`café` →
/// `cafe`): there the accent's ink, the darkest neighbour, is gone from the other image, so
/// this test fails too. A moved or changed shape changes its neighbours or leaves a flat
/// pixel on a side; a line drawn across a flat area has no in-between pixel at all.
/// `edge` is the pixel's in-between shade in `image` (`inBetweenShade`).
func isReshadedEdge<Distance: PixelDistance>(
  _ edge: InBetweenShade, x: Int, y: Int, in image: RGBAPixels, other: RGBAPixels, distance: Distance
) -> Bool {
  let darkest = edge.darkest.y * image.width + edge.darkest.x
  let brightest = edge.brightest.y * image.width + edge.brightest.x
  func kept(_ index: Int) -> Bool {
    image.word(index) == other.word(index) || distance.looksFlat(image.pixel(index), other.pixel(index))
  }
  guard kept(darkest), kept(brightest) else { return false }
  let shade = other.pixel(y * image.width + x)
  guard
    distance.brightnessDelta(distance.centre(image.pixel(darkest), index: darkest), shade) <= 0,
    distance.brightnessDelta(distance.centre(image.pixel(brightest), index: brightest), shade) >= 0
  else { return false }
  // Flat to the eye: the two sides were just seen to stay put, so a gradient shifted as a
  // whole cannot pass here.
  return
    (hasManySiblings(edge.brightest, in: image, distance, toTheEye: true)
    && hasManySiblings(edge.brightest, in: other, distance, toTheEye: true))
    || (hasManySiblings(edge.darkest, in: image, distance, toTheEye: true)
      && hasManySiblings(edge.darkest, in: other, distance, toTheEye: true))
}
