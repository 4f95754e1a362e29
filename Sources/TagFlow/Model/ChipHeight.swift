// How tall a chip is: its line's shared height, or its own text's.

/// The words of `Job.chipsShareLineHeight`, as manifests and the command line spell it.
package enum ChipHeight: String, Sendable, CaseIterable {
  /// Chips on a line share one height and one text baseline (a cloud's sizes, one per size).
  case line
  /// Each chip is as tall as its own text, so scripts of taller fonts make taller chips.
  case text
}

extension Job {
  /// `chipsShareLineHeight` in words.
  package var chipHeight: ChipHeight {
    get { chipsShareLineHeight ? .line : .text }
    set { chipsShareLineHeight = newValue == .line }
  }
}
