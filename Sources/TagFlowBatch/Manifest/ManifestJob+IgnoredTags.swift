// A job's ignored tags turned into rectangles: the frames of the chips that show them.

import TagFlow
import TagFlowComparison

extension ManifestJob {
  /// The rectangles `tagflow check` leaves out of this job's image: its own `ignoredRegions`,
  /// then the frame of every chip whose text is one of `ignoredTags`. `chips` are the laid-out
  /// chips' texts (the whole text of a shortened one) and frames, so the rectangles follow the
  /// layout. A tag that no chip shows is returned in `unmatched`, in manifest order.
  package func regionsToIgnore(chips: [(text: String, frame: Rect)]) -> (
    regions: [IgnoreRegion], unmatched: [String]
  ) {
    var regions = ignoredRegions
    var unmatched: [String] = []
    for tag in ignoredTags {
      let frames = chips.filter { $0.text == tag }.map(\.frame)
      if frames.isEmpty { unmatched.append(tag) }
      regions += frames
    }
    return (regions, unmatched)
  }

  /// Why a job whose `ignore` names tags no chip shows cannot be checked.
  package static func unmatchedTagsMessage(_ tags: [String]) -> String {
    let names = tags.map { "'\(Terminal.oneLine($0))'" }.joined(separator: ", ")
    return "ignore names \(tags.count == 1 ? "a tag" : "tags") no chip of this image shows: \(names); "
      + "a tag is ignored by its whole text, as the job's tags write it"
  }
}
