// The tags read from docs and packages as a listing: text, weight and the files that carry each.

import TagFlow

extension TagSourceReader {
  /// One line a tag, heaviest first (ties in the order they were met): the
  /// weight, the text, then the files that carry it. `listingSummary` counts them.
  package var listing: [String] {
    let counted = sortedForListing
    let width = counted.map { Job.format($0.tag.weight ?? 0).count }.max() ?? 0
    return counted.map { item in
      let weight = Job.format(item.tag.weight ?? 0)
      return String(repeating: " ", count: width - weight.count) + weight + "  " + item.tag.text + "  ("
        + item.sources.joined(separator: ", ") + ")"
    }
  }

  /// `3 tags from 11 files`: the line that sums the listing up, for people rather than for
  /// the program the listing is piped into.
  package var listingSummary: String {
    let count = tally.counted.count
    let tags = count == 1 ? "1 tag" : "\(count) tags"
    let files = tally.documents == 1 ? "1 file" : "\(tally.documents) files"
    return "\(tags) from \(files)"
  }

  /// The same as JSON: `{"files": N, "tags": [{"files": […], "text": …, "weight": …}, …]}`.
  package var listingJSON: [UInt8] {
    var json = PrettyJSON()
    let counted = sortedForListing
    json.object { json in
      json.key("files")
      json.integer(tally.documents)
      json.key("tags")
      json.array { json in
        for item in counted {
          json.element()
          json.object { json in
            json.key("files")
            json.array { json in
              for source in item.sources {
                json.element()
                json.string(source)
              }
            }
            json.key("text")
            json.string(item.tag.text)
            json.key("weight")
            json.number(item.tag.weight ?? 0)
          }
        }
      }
    }
    return json.finishedDocument()
  }

  private var sortedForListing: [TagTally.Counted] {
    tally.counted.enumerated().sorted {
      ($1.element.tag.weight ?? 0, $0.offset) < ($0.element.tag.weight ?? 0, $1.offset)
    }
    .map(\.element)
  }
}
