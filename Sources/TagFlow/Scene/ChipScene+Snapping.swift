// Chip edges rounded to device pixels, as browsers snap box edges when they paint.

extension ChipScene {
  /// The ChipScene as `format` draws it at `scale`: chip edges on the pixel grid
  /// that the render options choose, or the ChipScene itself when they choose none.
  package func drawn(as format: OutputFormat, scale: Double) -> ChipScene {
    guard let grid = rendering.snapGrid(for: format, scale: scale) else { return self }
    return snapped(toGrid: grid)
  }

  /// Every chip's four edges rounded to the nearest multiple of `grid` points.
  ///
  /// Edges, not origin and size: two chips whose edges meet still meet, and a
  /// chip's width changes by less than one grid step. The text keeps its
  /// measured place on the canvas (its origin moves against the frame by as
  /// much as the frame moved) and its advance widths: snapping shifts what
  /// the text sits on, never the text. Text re-centred in the snapped box
  /// would move by up to half a pixel for a gain no one can see, and would
  /// no longer be where the layout measured it.
  package func snapped(toGrid grid: Double) -> ChipScene {
    guard grid.isFinite, grid > 0 else { return self }
    func round(_ value: Double) -> Double { (value / grid).rounded() * grid }
    var chips = self.chips
    for index in chips.indices {
      var chip = chips[index]
      let old = chip.frame
      let (x0, y0) = (round(old.x), round(old.y))
      // A chip never vanishes: one at least a grid step across keeps a step.
      let x1 = max(round(old.x + old.width), old.width > 0 ? x0 + grid : x0)
      let y1 = max(round(old.y + old.height), old.height > 0 ? y0 + grid : y0)
      chip.frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      chip.textOrigin.x += old.x - x0
      chip.textOrigin.y += old.y - y0
      chip.baseline += old.y - y0
      // A capsule stays a capsule; a smaller radius stays as it was, unless the box got too small for it.
      let wasCapsule = chip.cornerRadius >= min(old.width, old.height) / 2 - 1e-9
      let limit = min(chip.frame.width, chip.frame.height) / 2
      chip.cornerRadius = wasCapsule ? limit : min(chip.cornerRadius, limit)
      chips[index] = chip
    }
    // Set once: the ChipScene resolves the chips' outlines again from the snapped edges.
    var scene = self
    scene.chips = chips
    return scene
  }
}
