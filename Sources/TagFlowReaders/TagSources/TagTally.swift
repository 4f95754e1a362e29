// Counting tags over documents: a tag's weight is the number of documents that carry it.

import TagFlow

/// Counts tags over documents (Markdown files, package manifests) for a tag cloud.
///
/// - A tag's text is trimmed and every run of white space inside it becomes one
///   space; a text left empty is no tag.
/// - Tags are the same whatever their case (`Swift`, `swift` and `SWIFT` are one
///   tag) and Unicode normalisation (`é` composed or not); the chip shows the
///   spelling most documents use, the first one met on a tie.
/// - A document counts once per tag, however often it lists it; the weight is
///   the number of documents that carry the tag.
/// - Tags come out in the order they were first met.
package struct TagTally: Sendable {
  private struct Entry {
    var count = 0
    /// Each spelling and how many documents use it, in the order first met.
    var spellings: [(text: String, count: Int)] = []
    /// The documents that carry the tag, in the order they were added.
    var sources: [String] = []
  }

  /// A tag as counted: the text shown, its weight, and the documents that carry it.
  package struct Counted: Sendable, Equatable {
    package var tag: TagItem
    package var sources: [String]
  }

  private var keys: [String] = []
  private var entries: [String: Entry] = [:]
  /// How many documents were added, with or without tags.
  package private(set) var documents = 0

  package init() {}

  /// Adds one document's tags, as written; `source` names the document.
  package mutating func add(document texts: [String], source: String = "") {
    documents += 1
    // A document's first spelling of a tag is the one it counts for.
    var added: Set<String> = []
    for raw in texts {
      guard let spelling = Self.normalize(raw) else { continue }
      let key = spelling.lowercased()
      guard added.insert(key).inserted else { continue }
      if entries[key] == nil { keys.append(key) }
      entries[key, default: Entry()].count += 1
      entries[key]!.sources.append(source)
      if let index = entries[key]!.spellings.firstIndex(where: { $0.text == spelling }) {
        entries[key]!.spellings[index].count += 1
      } else {
        entries[key]!.spellings.append((spelling, 1))
      }
    }
  }

  /// The tags met so far, each weighted by how many documents carry it.
  package var tags: [TagItem] { counted.map(\.tag) }

  /// The tags met so far with the documents that carry each.
  package var counted: [Counted] {
    keys.map { key in
      let entry = entries[key]!
      var best = entry.spellings[0]
      for spelling in entry.spellings.dropFirst() where spelling.count > best.count { best = spelling }
      return Counted(tag: TagItem(best.text, weight: Double(entry.count)), sources: entry.sources)
    }
  }

  /// The text trimmed, runs of white space made one space; `nil` when nothing is left. A
  /// combining mark after a space is text (`Character.isSpaceOnly`): `a \u{301}b` keeps it.
  package static func normalize(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0.isSpaceOnly })
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
