// "Did you mean …?": the accepted name closest to a misspelt one.

/// Finds the accepted name a misspelt key was most likely meant to be.
package enum Suggestion {
  /// The name in `candidates` with the fewest edits from `word` (case ignored),
  /// when that is few enough to be a slip: at most a third of the word, and 2 at least.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(word.lowercased().utf8)
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    let allowed = max(2, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased().utf8))
      if distance <= allowed,
        distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.name)
      {
        best = (candidate, distance)
      }
    }
    if let best { return best.name }
    // A name cut short (`okabe` for `okabe-ito`): the one candidate it begins.
    let starts = candidates.filter { typed.count >= 3 && $0.lowercased().utf8.starts(with: typed) }
    return starts.count == 1 ? starts[0] : nil
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions
  /// and swaps of two neighbours each count one.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
