// ResolveFlexibleLengths: CSS Flexbox §9.7 for one line, rounded as Chromium rounds.

/// Where an item stands in the freeze loop.
enum FlexState: UInt8 {
  case open, frozen, maxViolation, minViolation
}

/// One item of a line while its width is resolved.
struct FlexSlot {
  var base: Double
  var hypothetical: Double
  var minWidth: Double
  var maxWidth: Double
  /// `grow` when the line grows, `shrink` when it shrinks.
  var factor: Double
  /// Share of the free space still undistributed when this item's turn
  /// comes (items are served from the last to the first).
  var fraction = 0.0
  var size: Double
  var state: FlexState
}

/// The freeze loop of CSS Flexbox §9.7 over one line's slots.
///
/// Chromium keeps lengths in 1/64 px units and hands out free space from the
/// last item to the first, each item taking its fraction of what is still
/// free, rounded to the nearest 1/64, and the first item taking the rest
/// exactly (third_party/blink/renderer/core/layout/flex/line_flexer.cc). This
/// models that step for step, so items land on Chromium's 1/64 grid and a
/// line with room to absorb its free space sums to the container width with
/// no rounding left over.
struct CSSLineFlexer {
  var slots: ContiguousArray<FlexSlot> = []
  /// The line's space for item widths: container minus gaps (and minus the
  /// overflow chip with its gap on a cut line).
  private var available = 0.0
  private var growing = true
  private var totalFactor = 0.0
  private var free = 0.0

  /// Resolves `items[range]` in place: each `width` (the hypothetical width
  /// on entry, `basis` holding the flex basis) becomes the used width.
  /// `stretch` gives every item without a grow factor grow 1.
  mutating func resolve(
    _ items: UnsafeMutableBufferPointer<FlowItem>, _ range: Range<Int>, available: Double,
    stretch: Bool
  ) {
    // Step 1: grow when the hypothetical widths leave room, else shrink.
    var hypotheticalSum = 0.0
    for index in range { hypotheticalSum += items[index].width }
    self.available = available
    growing = hypotheticalSum < available
    slots.removeAll(keepingCapacity: true)
    for index in range {
      let item = items[index]
      let base = item.basis ?? item.width
      let grow = stretch && item.grow == 0 ? 1 : item.grow
      // Chromium keeps flex factors in single precision; the difference
      // shows when factors summing below 1 take their part of the space.
      let factor = Double(Float(growing ? grow : item.shrink))
      // Step 2: items that cannot flex this way, or already sit at the limit
      // that stops them, keep their hypothetical width.
      let atLimit = growing ? base > item.width : base < item.width
      slots.append(
        FlexSlot(
          base: base, hypothetical: item.width, minWidth: item.minWidth, maxWidth: item.maxWidth,
          factor: factor, size: item.width, state: factor == 0 || atLimit ? .frozen : .open))
    }
    freeze { _ in false }
    let initialFree = free
    // Step 4: each round freezes at least one item, so this ends.
    var rounds = 0
    while rounds <= slots.count && distribute(initialFree: initialFree) { rounds += 1 }
    var slot = 0
    for index in range {
      items[index].width = slots[slot].size
      slot += 1
    }
  }

  /// Freezes the slots `shouldFreeze` picks (frozen ones stay frozen), resets
  /// the rest to their hypothetical width, and recomputes the free space
  /// (step 4b) and every open slot's fraction.
  private mutating func freeze(_ shouldFreeze: (FlexSlot) -> Bool) {
    // Sums are rebuilt rather than subtracted from, as Chromium does, since
    // floating-point subtraction would not give back the same totals.
    totalFactor = 0
    var totalWeighted = 0.0
    free = available
    for index in slots.indices {
      if slots[index].state == .frozen || shouldFreeze(slots[index]) {
        slots[index].state = .frozen
        free -= slots[index].size
        continue
      }
      slots[index].state = .open
      slots[index].size = slots[index].hypothetical
      let factor = slots[index].factor
      totalFactor += factor
      if growing {
        slots[index].fraction = factor / totalFactor
      } else {
        let weighted = factor * slots[index].base
        totalWeighted += weighted
        slots[index].fraction = weighted / totalWeighted
      }
      free -= slots[index].base
    }
  }

  /// Steps 4c–4e: hands out the free space, clamps, and freezes the
  /// violators of the total violation's sign. Returns whether to go round
  /// again.
  private mutating func distribute(initialFree: Double) -> Bool {
    var free = self.free
    // Factors summing below 1 take only that part of the initial free space
    // (truncated to 1/64, as Chromium's LayoutUnit conversion does).
    if totalFactor > 0 && totalFactor < 1 {
      let fractional = LayoutUnit.truncated(initialFree * totalFactor)
      if abs(fractional) < abs(free) { free = fractional }
    }
    if growing ? !(free > 0) : !(free < 0) { return false }
    var violation = 0.0
    var index = slots.count - 1
    while index >= 0 {
      defer { index -= 1 }
      if slots[index].state == .frozen { continue }
      let fraction = slots[index].fraction
      var extra = free
      if fraction != 1 {
        let share = free * fraction
        extra = share.isFinite ? LayoutUnit.rounded(share) : 0
      }
      free -= extra
      let target = slots[index].base + extra
      let clamped = max(slots[index].minWidth, min(slots[index].maxWidth, target))
      slots[index].size = clamped
      let excess = clamped - target
      if excess != 0 { slots[index].state = excess < 0 ? .maxViolation : .minViolation }
      violation += excess
    }
    if violation == 0 { return false }
    let violators: FlexState = violation < 0 ? .maxViolation : .minViolation
    freeze { $0.state == violators }
    return true
  }
}

/// Chromium's 1/64 px length unit, as far as flexing needs it. Written with
/// integer conversion rather than `rounded()`, which would pull libm into
/// every program that links the engine.
enum LayoutUnit {
  /// `value` to the nearest 1/64, halves away from zero (`FromDoubleRound`).
  @inline(__always)
  static func rounded(_ value: Double) -> Double {
    let units = value * 64
    // From 2^52 units up every double is already whole; NaN passes through.
    guard abs(units) < 0x1p52 else { return value }
    let whole = Double(Int64(units))
    let rest = units - whole
    if rest >= 0.5 { return (whole + 1) / 64 }
    if rest <= -0.5 { return (whole - 1) / 64 }
    return whole / 64
  }

  /// `value` to a whole 1/64 toward zero (the `LayoutUnit(double)` constructor).
  @inline(__always)
  static func truncated(_ value: Double) -> Double {
    let units = value * 64
    guard abs(units) < 0x1p52 else { return value }
    return Double(Int64(units)) / 64
  }
}
