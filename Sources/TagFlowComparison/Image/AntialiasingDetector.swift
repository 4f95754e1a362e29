// Tells anti-aliased edge pixels from real changes (Vysniauskas 2009, as pixelmatch applies it).

import TagFlow

/// True when pixel (x, y) of `image` looks like anti-aliasing: among its 8 neighbours it has
/// both a darker and a brighter one, at most 2 of equal brightness, and the darkest or the
/// brightest neighbour sits in a flat area (3+ identical neighbours) in both images, i.e.
/// the pixel is an in-between shade at the edge of two solid regions. Flat here is
/// bit-identical: flat to the eye (`PixelDistance.looksFlat`) is only for an edge whose two
/// sides are seen to stay put (`isReshadedEdge`), since every pixel of a steep gradient is
/// an in-between shade beside neighbours flat to the eye. Neighbours are visited
/// column by column, as pixelmatch does, so ties resolve the same way and counts agree.
func isAntialiased<Distance: PixelDistance>(
  x: Int, y: Int, in image: RGBAPixels, other: RGBAPixels, distance: Distance
) -> Bool {
  guard let edge = inBetweenShade(x: x, y: y, in: image, distance: distance) else { return false }
  return isAntialiased(edge, in: image, other: other, distance: distance)
}

/// The second half of `isAntialiased(x:y:in:other:distance:)`, for an `edge` already found.
@inline(__always)
func isAntialiased<Distance: PixelDistance>(
  _ edge: InBetweenShade, in image: RGBAPixels, other: RGBAPixels, distance: Distance
) -> Bool {
  (hasManySiblings(edge.brightest, in: image, distance, toTheEye: false)
    && hasManySiblings(edge.brightest, in: other, distance, toTheEye: false))
    || (hasManySiblings(edge.darkest, in: image, distance, toTheEye: false)
      && hasManySiblings(edge.darkest, in: other, distance, toTheEye: false))
}

/// Where an in-between pixel's darkest and brightest neighbours are.
typealias InBetweenShade = (darkest: (x: Int, y: Int), brightest: (x: Int, y: Int))

/// Where the darkest and the brightest of pixel (x, y)'s 8 neighbours are, when it has both a
/// darker and a brighter one and at most 2 of equal brightness (an in-between shade, the
/// first half of Vysniauskas's test); nil otherwise. Ties go to the first met, column by column.
func inBetweenShade<Distance: PixelDistance>(
  x: Int, y: Int, in image: RGBAPixels, distance: Distance
) -> InBetweenShade? {
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, image.width - 1)
  let y2 = min(y + 1, image.height - 1)
  let centerIndex = y * image.width + x
  let center = distance.centre(image.pixel(centerIndex), index: centerIndex)
  // A pixel on the border has neighbours missing; count that as one equal sibling.
  var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
  // delta = centre − neighbour: negative for a brighter neighbour, positive for a darker one.
  var brightest = (delta: 0.0, x: 0, y: 0)
  var darkest = (delta: 0.0, x: 0, y: 0)

  for nx in x0...x2 {
    for ny in y0...y2 where nx != x || ny != y {
      let delta = distance.brightnessDelta(center, image.pixel(ny * image.width + nx))
      if delta == 0 {
        equal += 1
        if equal > 2 { return nil }
      } else if delta < brightest.delta {
        brightest = (delta, nx, ny)
      } else if delta > darkest.delta {
        darkest = (delta, nx, ny)
      }
    }
  }
  guard brightest.delta != 0, darkest.delta != 0 else { return nil }
  return ((darkest.x, darkest.y), (brightest.x, brightest.y))
}

/// True when pixel (x, y) has 3 or more neighbours of exactly its colour, or `toTheEye`, of a
/// colour the metric's flatness test cannot tell from it (border counts as one).
func hasManySiblings<Distance: PixelDistance>(
  _ at: (x: Int, y: Int), in image: RGBAPixels, _ distance: Distance, toTheEye: Bool
) -> Bool {
  let (x, y) = at
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, image.width - 1)
  let y2 = min(y + 1, image.height - 1)
  let centerIndex = y * image.width + x
  let center = image.word(centerIndex)
  var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
  for nx in x0...x2 {
    for ny in y0...y2 where nx != x || ny != y {
      let index = ny * image.width + nx
      if image.word(index) == center
        || (toTheEye && distance.looksFlat(image.pixel(centerIndex), image.pixel(index)))
      {
        equal += 1
        if equal > 2 { return true }
      }
    }
  }
  return false
}
