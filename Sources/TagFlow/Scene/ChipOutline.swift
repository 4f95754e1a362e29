// A chip's shape as every writer draws it, resolved with the Scene: nothing downstream does geometry.

/// A rectangle with round corners of one radius; a radius of half the shorter
/// side draws a capsule.
package struct RoundedRect: Sendable, Hashable {
  /// The rectangle, in points on the canvas.
  package var rect: Rect
  /// The corner radius in points, never negative.
  package var radius: Double
}

/// What a chip's fill and border are drawn along, already snapped when the
/// Scene is: Cairo, the SVG text writer and the SVG link overlay draw these
/// shapes as they are, so all three agree to the bit.
package struct ChipOutline: Sendable, Hashable {
  /// The filled shape: the chip's frame with its corner radius.
  package var fill: RoundedRect
  /// The centre line of the border, inset by half the line width so the line
  /// stays inside the frame and the chip keeps its size; `nil` with no border.
  package var border: RoundedRect?
  /// The border's line width, at most half the frame's shorter side; 0 with no border.
  package var borderWidth: Double

  /// The outline of a chip with this frame and corner radius; `borderWidth` is
  /// the border drawn in any look (see `Scene.borderWidths`).
  init(frame: Rect, cornerRadius: Double, borderWidth: Double) {
    fill = RoundedRect(rect: frame, radius: max(0, cornerRadius))
    guard borderWidth > 0 else {
      border = nil
      self.borderWidth = 0
      return
    }
    let width = min(borderWidth, frame.width / 2, frame.height / 2)
    let inset = width / 2
    border = RoundedRect(
      rect: Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - width, height: frame.height - width),
      radius: max(0, cornerRadius - inset))
    self.borderWidth = width
  }
}

extension Scene {
  /// `chips`, each with the outline of its frame, corner radius and border. A
  /// border that only the dark look has is drawn in both looks (clear in the
  /// light one), so it takes the dark look's width. The Scene calls this
  /// whenever its chips or dark look change, so an outline is never stale.
  static func outlined(_ chips: [Chip], dark: DarkLook?) -> [Chip] {
    var chips = chips
    for index in chips.indices {
      let chip = chips[index]
      let darkWidth = dark.flatMap { index < $0.chips.count ? $0.chips[index].borderWidth : nil } ?? 0
      chips[index].outline = ChipOutline(
        frame: chip.frame, cornerRadius: chip.cornerRadius,
        borderWidth: chip.borderWidth > 0 ? chip.borderWidth : darkWidth)
    }
    return chips
  }
}
