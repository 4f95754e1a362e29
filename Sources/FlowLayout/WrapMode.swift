// WrapMode: how items are broken into lines.

/// The line-breaking strategy. Every mode keeps input order, never leaves a
/// line empty, never lets a line of several items exceed the container (an
/// item wider than the container sits alone on its line; negative margins can
/// pull items past its edges), and treats forced
/// breaks (`FlowItem.breakBefore`) as ends of independent paragraphs.
public enum WrapMode: String, Sendable, Codable, CaseIterable {
  /// CSS `flex-wrap: wrap`: an item joins the current line when
  /// `x + gapX + width <= containerWidth` (exact fits stay), otherwise it
  /// starts a new one. Uses the fewest lines possible.
  case greedy
  /// CSS Flexbox 2 `flex-wrap: balance`, as Chromium ships it: the same number
  /// of lines as `greedy`; among those, the breaks minimising the sum of the
  /// squared line lengths (length = widths plus the gaps inside the line).
  /// Ties go to the arrangement whose last line holds fewer items, then the
  /// line before it, and so on (more items on earlier lines). An item whose
  /// negative margins make its outer width negative counts as 0 wide here,
  /// in the line count too, as Chromium clamps it; so such an item may take
  /// a line that `greedy` would have shared, and the breaks differ from
  /// `greedy`'s, which uses the real outer widths.
  case balanced
  /// Minimum raggedness in the manner of Knuth and Plass; the line count may
  /// differ from `greedy`. Per paragraph, with `free = containerWidth - used`,
  /// the engine minimises
  ///
  ///     sum over every line but the last of (max(free, 0) / containerWidth)^2
  ///     + widow,
  ///
  /// where `widow` is `(free / containerWidth)^2` of the last line when that
  /// line holds a single item and the paragraph has more than one line, and
  /// `0` otherwise. So the last line may be short, but a lone short item on
  /// it costs nearly as much as an empty line, and the engine pulls a
  /// neighbour down to keep it company. Ties break as in `balanced`, and a
  /// negative outer width counts as 0, as there.
  case optimal

  /// Parses a CSS `flex-wrap` keyword (`wrap`, `balance`) or a raw value.
  public init?(css: String) {
    switch css {
    case "wrap": self = .greedy
    case "balance": self = .balanced
    default: self.init(rawValue: css)
    }
  }
}
