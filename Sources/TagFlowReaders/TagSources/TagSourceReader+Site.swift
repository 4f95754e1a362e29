// What a reader says about the sites it read: which generator's rules applied, what was left out.

import TagFlow

extension TagSourceReader {
  /// Every field read, in order, each once: the keys given, or each site's own.
  package var keysRead: [String] {
    guard !keysGiven, !sites.isEmpty else { return keys }
    var seen: Set<String> = []
    return sites.flatMap { keys(for: $0.site) }.filter { seen.insert($0).inserted }
  }

  /// One line for each front matter path read as a site: the generator and why
  /// (its configuration file, or as named), the fields read, and the files left out
  /// as unpublished; then one for the files whose front matter the generator does not read.
  package var siteNotes: [String] {
    var notes: [String] = []
    for (path, site) in sites {
      let how = site.configurationName.map { "its \($0)" } ?? "as named"
      var note =
        "'\(path)' read as \(site.generator.name) publishes it (\(how)): tags from "
        + keys(for: site).joined(separator: ", ")
      let left = leftOut.filter { $0.path == path }
      if !left.isEmpty {
        let shown = left.prefix(3).map { "\($0.file) (\($0.reason))" }.joined(separator: ", ")
        let more = left.count > 3 ? " and \(left.count - 3) more" : ""
        note += "; left out \(left.count) unpublished file\(left.count == 1 ? "" : "s"): \(shown)\(more)"
      }
      notes.append(note)
    }
    if let (file, format, generator) = foreign.first {
      let others = foreign.count - 1
      notes.append(
        "'\(file)'\(others == 0 ? "" : " and \(others) more file\(others == 1 ? "" : "s")") open with \(format) front "
          + "matter, which \(generator.name) does not read: counted as having no tags")
    }
    return notes
  }
}
