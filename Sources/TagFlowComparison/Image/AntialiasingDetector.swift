// Tells anti-aliased edge pixels from real changes (Vysniauskas 2009, as pixelmatch applies it).

import TagFlow

/// True when pixel (x, y) of `image` looks like anti-aliasing: among its 8 neighbours it has
/// both a darker and a brighter one, at most 2 of equal brightness, and the darkest or the
/// brightest neighbour sits in a flat area (3+ identical neighbours) in both images, i.e.
/// the pixel is an in-between shade at the edge of two solid regions. Neighbours are visited
/// column by column, as pixelmatch does, so ties resolve the same way and counts agree.
func isAntialiased<Distance: PixelDistance>(
  x: Int, y: Int, in image: RGBAPixels, other: RGBAPixels, distance: Distance
) -> Bool {
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
        if equal > 2 { return false }
      } else if delta < brightest.delta {
        brightest = (delta, nx, ny)
      } else if delta > darkest.delta {
        darkest = (delta, nx, ny)
      }
    }
  }
  guard brightest.delta != 0, darkest.delta != 0 else { return false }

  return
    (hasManySiblings(brightest.x, brightest.y, in: image)
    && hasManySiblings(brightest.x, brightest.y, in: other))
    || (hasManySiblings(darkest.x, darkest.y, in: image)
      && hasManySiblings(darkest.x, darkest.y, in: other))
}

/// True when pixel (x, y) has 3 or more neighbours of exactly its colour (border counts as one).
private func hasManySiblings(_ x: Int, _ y: Int, in image: RGBAPixels) -> Bool {
  let x0 = max(x - 1, 0)
  let y0 = max(y - 1, 0)
  let x2 = min(x + 1, image.width - 1)
  let y2 = min(y + 1, image.height - 1)
  let center = image.word(y * image.width + x)
  var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
  for nx in x0...x2 {
    for ny in y0...y2 where nx != x || ny != y {
      if image.word(ny * image.width + nx) == center {
        equal += 1
        if equal > 2 { return true }
      }
    }
  }
  return false
}
