// Files a shell pattern put after an option that takes one path: refused, never drawn as chips.

import TagFlow

/// `render --input tags/*.txt` reaches tagflow as `--input tags/a.txt tags/b.txt`: the
/// option takes the first file and `tags/b.txt` would be a tag, a chip named after a file.
/// The options that take several paths take them all (`--from-front-matter content/*.md`,
/// `--from-package`, `--font-file`, up to the next option); for an option that takes one
/// path, a file or folder right after its value is refused in one line.
enum PathArguments {
  /// The options of `render`, `layout` and `markdown` that take one path.
  static let singlePathOptions: Set<String> = [
    "-i", "--input", "-o", "--output", "--theme", "--dark-theme", "--boxes", "--images",
  ]

  /// Throws when an argument that became one of `tags` follows the value of a one-path
  /// option in `arguments` (the command line, without the program's name) and names a file
  /// or a folder.
  static func check(tags: [String], arguments: [String] = Array(Arguments.all.dropFirst()))
    throws(CommandLineProblem)
  {
    guard !tags.isEmpty else { return }
    let tags = Set(tags)
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if word == "--" { return }  // after it, every word is a tag, whatever it names
      if singlePathOptions.contains(word), index + 2 < arguments.count {
        let next = arguments[index + 2]
        if tags.contains(next), !next.hasPrefix("-"), !FileSystem.isMissing(next) {
          throw .fileAfterOption(option: word, value: arguments[index + 1], file: next)
        }
        index += 2
        continue
      }
      index += 1
    }
  }
}
