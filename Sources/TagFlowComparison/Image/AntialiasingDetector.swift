// Tells anti-aliased edge pixels from real changes (Vysniauskas 2009, as pixelmatch applies it).

import TagFlow

/// True when the pixel whose in-between shade in `image` is `edge` (`inBetweenShade`: among
/// its 8 neighbours it has both a darker and a brighter one, at most 2 of equal brightness)
/// looks like anti-aliasing: the darkest or the brightest neighbour sits in a flat area (3+
/// identical neighbours) in both images, i.e. the pixel is an in-between shade at the edge of
/// two solid regions. Flat here is bit-identical: flat to the eye (`PixelDistance.looksFlat`)
/// is only for an edge whose two sides are seen to stay put (`isReshadedEdge`), since every
/// pixel of a steep gradient is an in-between shade beside neighbours flat to the eye.
/// Neighbours are visited column by column, as pixelmatch does, so ties resolve the same way
/// and counts agree.
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
  // Three neighbours bit-identical to the centre are three of equal brightness (a metric's
  // brightness delta of identical pixels is exactly 0), and then the loop below returns nil
  // whatever the others are: inside a filled area, the common case when a fill changes
  // colour, eight word compares decide it without any brightness.
  if x > 0, y > 0, x < image.width - 1, y < image.height - 1 {
    if hasThreeIdenticalNeighbours(centerIndex, in: image) { return nil }
    return interiorInBetweenShade(x: x, y: y, in: image, distance: distance)
  }
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

/// `inBetweenShade` of a pixel not on the border, the same visits in the same order (column
/// by column) written out without bounds or branches. The three outcomes of a visit exclude
/// each other as the loop's `else if`s have them (the brightest delta so far is never above
/// 0, the darkest never below), and a third neighbour of equal brightness makes the answer
/// nil whichever neighbours follow, so it is looked at once, after all eight.
@inline(__always)
func interiorInBetweenShade<Distance: PixelDistance>(
  x: Int, y: Int, in image: RGBAPixels, distance: Distance
) -> InBetweenShade? {
  let width = image.width
  let centerIndex = y * width + x
  let center = distance.centre(image.pixel(centerIndex), index: centerIndex)
  var equal = 0
  // delta = centre − neighbour: negative for a brighter neighbour, positive for a darker one.
  var brightest = (delta: 0.0, dx: 0, dy: 0)
  var darkest = (delta: 0.0, dx: 0, dy: 0)
  @inline(__always) func visit(_ dx: Int, _ dy: Int) {
    let delta = distance.brightnessDelta(center, image.pixel(centerIndex &+ dy &* width &+ dx))
    equal &+= delta == 0 ? 1 : 0
    if delta < brightest.delta { brightest = (delta, dx, dy) }
    if delta > darkest.delta { darkest = (delta, dx, dy) }
  }
  visit(-1, -1)
  visit(-1, 0)
  visit(-1, 1)
  visit(0, -1)
  visit(0, 1)
  visit(1, -1)
  visit(1, 0)
  visit(1, 1)
  guard equal <= 2, brightest.delta != 0, darkest.delta != 0 else { return nil }
  return ((x + darkest.dx, y + darkest.dy), (x + brightest.dx, y + brightest.dy))
}

/// True when 3 or more of the 8 neighbours of the pixel at `index`, not on the border, are
/// bit-identical to it. Inside a flat area the left, right and upper ones are, and three
/// compares decide it.
@inline(__always)
func hasThreeIdenticalNeighbours(_ index: Int, in image: RGBAPixels) -> Bool {
  let centre = image.word(index)
  if image.word(index &- 1) == centre && image.word(index &+ 1) == centre
    && image.word(index &- image.width) == centre
  {
    return true
  }
  return identicalNeighbours(index, in: image) > 2
}

/// How many of the 8 neighbours of the pixel at `index`, not on the border, are bit-identical
/// to it; no branch per neighbour.
@inline(__always)
func identicalNeighbours(_ index: Int, in image: RGBAPixels) -> Int {
  let width = image.width
  let centre = image.word(index)
  @inline(__always) func same(_ offset: Int) -> Int { image.word(index &+ offset) == centre ? 1 : 0 }
  return same(-width - 1) &+ same(-width) &+ same(-width + 1) &+ same(-1) &+ same(1)
    &+ same(width - 1) &+ same(width) &+ same(width + 1)
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
  // Away from the border, identical neighbours are counted without a branch: enough of them
  // decide it, and without the eye's tolerance they are all that counts.
  if x0 < x, y0 < y, x < x2, y < y2 {
    let many = hasThreeIdenticalNeighbours(centerIndex, in: image)
    if many || !toTheEye { return many }
  }
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
