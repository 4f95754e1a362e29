// A chip's shape as every writer draws it, resolved with the ChipScene: nothing downstream does geometry.

/// A rectangle with round corners of one radius; a radius of half the shorter
/// side draws a capsule.
package struct RoundedRect: Sendable, Hashable {
  /// The rectangle, in points on the canvas.
  package var rect: Rect
  /// The corner radius in points, never negative.
  package var radius: Double
}

/// How a border is stroked along its centre line: every writer strokes it so,
/// whatever setting asked for it.
package struct Stroke: Sendable, Hashable {
  /// The line's width in points; 0 with no border.
  package var width: Double
  /// Lengths of dash and gap in turn, in points, from the outline's start;
  /// empty for a solid line.
  package var dashes: [Double] = []
  /// How far into `dashes` the line starts, in points.
  package var dashOffset: Double = 0
}

/// What a chip's fill and border are drawn along, already snapped when the
/// ChipScene is: Cairo, the SVG text writer and the SVG link overlay draw these
/// shapes as they are, so all three agree to the bit.
package struct ChipOutline: Sendable, Hashable {
  /// The filled shape: the chip's frame with its corner radius.
  package var fill: RoundedRect
  /// The centre line of the border, inset by half the line width so the line
  /// stays inside the frame and the chip keeps its size; `nil` with no border.
  package var border: RoundedRect?
  /// How the border is stroked; a width of 0 with no border.
  package var stroke: Stroke

  /// The outline of a chip with this frame and corner radius; `borderWidth` is
  /// the border drawn in any look (see `ChipScene.outlined`), `shape` the rest of
  /// the look's settings of the outline.
  init(frame: Rect, cornerRadius: Double, borderWidth: Double, shape: ChipShape) {
    fill = RoundedRect(rect: frame, radius: max(0, cornerRadius))
    guard borderWidth > 0 else {
      border = nil
      stroke = Stroke(width: 0)
      shape.apply(to: &self)
      return
    }
    let width = min(borderWidth, frame.width / 2, frame.height / 2)
    let inset = width / 2
    border = RoundedRect(
      rect: Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - width, height: frame.height - width),
      radius: max(0, cornerRadius - inset))
    stroke = Stroke(width: width)
    shape.apply(to: &self)
  }
}

/// The settings of a look that change a chip's outline or how its border is
/// stroked, beyond its frame, corner radius and border width (which the chip
/// itself carries). This is the one place such a setting is resolved: from
/// the style (`init(style:)`), into the chip's JSON and back (`jsonMembers()`,
/// `init(from:)`), and into the outline (`apply(to:)`) that Cairo, the SVG
/// text writer and the link overlay all draw generically. A new setting of
/// this kind is its `Style` field and `StyleSetting` entry, its option, and
/// these four places; no writer changes.
package struct ChipShape: Sendable, Hashable {
  /// The shape of a look that sets nothing beyond radius and border.
  package init() {}

  /// The shape `style` asks for, for every chip of its look.
  init(style: Style) {}

  /// The chip's JSON keys for what differs from the default, merged among its
  /// other keys in sorted order (nothing, by default: a ChipScene's JSON keeps its bytes).
  func jsonMembers() -> [PrettyJSON.Member] { [] }

  /// Applies the shape to the outline that the chip's frame, corner radius
  /// and border width make.
  func apply(to outline: inout ChipOutline) {}
}

extension ChipShape: Decodable {
  /// Reads what `jsonMembers()` writes, from the chip's own JSON object; a key left out is the default.
  package init(from decoder: Decoder) throws {
    self.init()
  }
}

extension ChipScene {
  /// `chips`, each with the outline of its frame, corner radius, border and
  /// shape. A border that only the dark look has is drawn in both looks
  /// (clear in the light one), so it takes the dark look's width. The ChipScene
  /// calls this whenever its chips or dark look change, so an outline is never stale.
  static func outlined(_ chips: [Chip], dark: DarkLook?) -> [Chip] {
    var chips = chips
    for index in chips.indices {
      let chip = chips[index]
      let darkWidth = dark.flatMap { index < $0.chips.count ? $0.chips[index].borderWidth : nil } ?? 0
      chips[index].outline = ChipOutline(
        frame: chip.frame, cornerRadius: chip.cornerRadius,
        borderWidth: chip.borderWidth > 0 ? chip.borderWidth : darkWidth, shape: chip.shape)
    }
    return chips
  }
}
