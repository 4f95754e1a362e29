// Helpers: short ways to build items and read results in unit tests.

import FlowLayout

/// Items of the given widths, all `height` tall.
func boxes(_ widths: [Double], height: Double = 10) -> [FlowItem] {
  widths.map { FlowItem(width: $0, height: height) }
}

/// `arrange` for tests that never expect an error.
func layout(
  _ items: [FlowItem],
  _ options: FlowOptions,
  overflowItem: ((Int) -> FlowItem)? = nil
) -> FlowLayoutResult {
  do {
    return try arrange(items, options: options, overflowItem: overflowItem)
  } catch {
    fatalError("unexpected \(error)")
  }
}

/// The x of every frame.
func xs(_ result: FlowLayoutResult) -> [Double] { result.frames.map(\.x) }

/// The y of every frame.
func ys(_ result: FlowLayoutResult) -> [Double] { result.frames.map(\.y) }

/// The line of every frame.
func lines(_ result: FlowLayoutResult) -> [Int] { result.frames.map(\.line) }

/// A "+n" chip 10 pt wide per digit plus 10 pt of padding.
func plusChip(_ hidden: Int) -> FlowItem {
  FlowItem(width: Double(String(hidden).count) * 10 + 10, height: 10)
}
