// Whether a test image's pixel lies in a flat area, as the anti-aliasing tests pick their edges.

import TagFlow

extension Bitmap {
  /// True when 3 or more of the pixel's neighbours inside the image share its colour.
  func isFlat(_ at: (Int, Int)) -> Bool {
    let (x, y) = at
    var same = 0
    for dy in -1...1 {
      for dx in -1...1 where dx != 0 || dy != 0 {
        let (nx, ny) = (x + dx, y + dy)
        if nx >= 0, ny >= 0, nx < width, ny < height, self[nx, ny] == self[x, y] { same += 1 }
      }
    }
    return same >= 3
  }
}
