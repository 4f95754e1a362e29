// PNG's per-row filters (spec §9): each row stored as its difference from a predictor.

/// Which predictor the encoder writes before each row.
package enum PNGRowFilter: Sendable, CaseIterable {
  /// The row as it is.
  case none
  /// Each byte minus the same channel of the pixel to its left.
  case sub
  /// Each byte minus the byte above.
  case up
  /// Each byte minus the Paeth predictor of left, above and upper-left.
  case paeth
  /// Per row, whichever of none, sub, up and paeth has the smallest sum of absolute
  /// differences: libpng's default heuristic, which Cairo's writer uses.
  case adaptive

  /// The filter-type byte that starts a row in the image data.
  var typeByte: UInt8 {
    switch self {
    case .none: 0
    case .sub: 1
    case .up: 2
    case .paeth: 4
    // Never written as such: each row carries the byte of the filter that won it.
    case .adaptive: 4
    }
  }
}

/// Filters one row. `row` and `above` are `count` raw bytes (`above` is all zeros for the
/// first row, as the spec says); `out` receives the type byte then `count` filtered bytes.
func filterRow(
  _ filter: PNGRowFilter, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
  bytesPerPixel bpp: Int, into out: UnsafeMutablePointer<UInt8>,
  scratch: UnsafeMutablePointer<UInt8>
) {
  if filter == .adaptive {
    filterRowAdaptively(row: row, above: above, count: count, bpp: bpp, into: out, scratch: scratch)
    return
  }
  out[0] = filter.typeByte
  let o = out + 1
  switch filter {
  case .none:
    o.update(from: row, count: count)
  case .sub:
    for i in 0..<min(bpp, count) { o[i] = row[i] }
    if count > bpp {
      for i in bpp..<count { o[i] = row[i] &- row[i - bpp] }
    }
  case .up:
    for i in 0..<count { o[i] = row[i] &- above[i] }
  case .paeth, .adaptive:
    for i in 0..<min(bpp, count) { o[i] = row[i] &- above[i] }
    if count > bpp {
      for i in bpp..<count {
        o[i] = row[i] &- paethPredictor(row[i - bpp], above[i], above[i - bpp])
      }
    }
  }
}

private let adaptiveCandidates: [PNGRowFilter] = [.none, .sub, .up, .paeth]

/// libpng's choice: try each filter, keep the one whose bytes, read as signed, sum smallest.
private func filterRowAdaptively(
  row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
  into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
) {
  var best = Int.max
  for candidate in adaptiveCandidates {
    filterRow(
      candidate, row: row, above: above, count: count, bytesPerPixel: bpp, into: scratch,
      scratch: scratch)
    var cost = 0
    for i in 1...count { cost += abs(Int(Int8(bitPattern: scratch[i]))) }
    if cost < best {
      best = cost
      out.update(from: scratch, count: count + 1)
    }
  }
}

@inline(__always)
private func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
  let p = Int(a) + Int(b) - Int(c)
  let pa = abs(p - Int(a))
  let pb = abs(p - Int(b))
  let pc = abs(p - Int(c))
  if pa <= pb && pa <= pc { return a }
  return pb <= pc ? b : c
}
