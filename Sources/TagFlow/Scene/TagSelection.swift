// Which tags a job draws and in what order: the `top` heaviest, sorted by `order`.

extension Job {
  /// The tags to draw, in drawing order. `top` keeps the heaviest tags (the
  /// earlier ones among equal weights); `order` sorts them. Forced line breaks
  /// survive only in input order: a break before a dropped tag moves to the next
  /// kept one.
  func drawnTags() -> [TagItem] {
    var kept = tags
    if let top, top < tags.count {
      let heaviest = tags.indices.sorted { a, b in
        let (wa, wb) = (tags[a].weight ?? 1, tags[b].weight ?? 1)
        return wa != wb ? wa > wb : a < b
      }
      let keep = Set(heaviest.prefix(top))
      kept = []
      var pendingBreak = false
      for (index, tag) in tags.enumerated() {
        if keep.contains(index) {
          var tag = tag
          tag.breakBefore = (tag.breakBefore || pendingBreak) && !kept.isEmpty
          kept.append(tag)
          pendingBreak = false
        } else if tag.breakBefore {
          pendingBreak = true
        }
      }
    }
    switch order {
    case .input:
      return kept
    case .alpha:
      return Job.unbroken(
        kept.enumerated().sorted { a, b in
          let (ka, kb) = (a.element.text.lowercased(), b.element.text.lowercased())
          if ka != kb { return ka < kb }
          return a.element.text != b.element.text ? a.element.text < b.element.text : a.offset < b.offset
        }.map(\.element))
    case .weight:
      return Job.unbroken(
        kept.enumerated().sorted { a, b in
          let (wa, wb) = (a.element.weight ?? 1, b.element.weight ?? 1)
          return wa != wb ? wa > wb : a.offset < b.offset
        }.map(\.element))
    }
  }

  /// Sorted tags keep no forced breaks: a break belongs to a place in the input.
  private static func unbroken(_ tags: [TagItem]) -> [TagItem] {
    tags.map { tag in
      var tag = tag
      tag.breakBefore = false
      return tag
    }
  }
}
