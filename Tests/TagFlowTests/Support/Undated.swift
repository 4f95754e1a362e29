// A PDF's dates blanked, so two renders a second apart compare equal.

/// `bytes` with the digits of every PDF date (`(D:20261126153000Z)`) replaced by zeros.
/// Cairo stamps a PDF with the time it was drawn unless `SOURCE_DATE_EPOCH` is set,
/// so a test that draws the same PDF twice compares it undated: otherwise it
/// fails whenever the two renders straddle a second, as they do on a loaded machine.
func undated(_ bytes: [UInt8]) -> [UInt8] {
  let opening = Array("(D:".utf8)
  var result = bytes
  var index = 0
  while index + opening.count <= result.count {
    guard result[index..<index + opening.count].elementsEqual(opening) else {
      index += 1
      continue
    }
    index += opening.count
    while index < result.count, result[index] != UInt8(ascii: ")") {
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(result[index]) { result[index] = UInt8(ascii: "0") }
      index += 1
    }
  }
  return result
}
