// Keys whose values name files: the one way a manifest reaches the disk.

import TagFlow
import TagFlowReaders

/// A manifest key whose value is a file, or a list of files. Its code never
/// sees a value only as written: each comes resolved from the manifest's
/// folder through the folder policy (`ManifestFolder.resolve(_:policy:)`), and
/// a file it reads is recorded as an input of the job, which no output may
/// overwrite. Declaring a key here is what makes it a path; a test takes
/// every key of `ManifestKeys.files` and tries `../`, absolute paths and links
/// that lead out on each.
struct FileKey: Sendable {
  enum Role: Sendable {
    /// Read while the manifest is read (a theme, a font, a tag list).
    case input
    /// Written by the job.
    case output
  }

  /// A value of the key: the path as the manifest wrote it, and from the current folder.
  struct File {
    let written: String
    let path: String
    let node: Node
  }

  /// What the key does with its files (one, or a list's), in the manifest's order;
  /// those the policy refused are left out, and have been reported.
  typealias Use = @Sendable (inout JobDraft, [File], inout YAMLReader) -> Void

  let role: Role
  /// The value is a list of files rather than one.
  var isList = false
  /// Values that name something built in rather than a file (a theme's preset
  /// name); they reach `use` as written, unresolved and not recorded.
  var builtIn: @Sendable (String) -> Bool = { _ in false }
  /// What the key takes, for a value of the wrong kind (a list, a mapping).
  var expected = "one file path"
  let use: Use

  /// The key as the manifest reader applies it.
  func apply(_ key: String) -> ManifestKeys.Apply {
    { draft, node, reader, folder in
      let values: [(String, Node)]
      // A value of the wrong kind (a list for `output`) is reported as such, and the key's
      // code learns that it was given, so no second line says it is missing.
      if isList {
        guard let list = reader.strings(node, key) else { return use(&draft, [], &reader) }
        values = list
      } else {
        guard case .scalar(let scalar) = node else {
          reader.invalid(node, key, expected: expected)
          return use(&draft, [], &reader)
        }
        values = [(scalar.string, node)]
      }
      var files: [File] = []
      for (value, item) in values {
        if builtIn(value) {
          files.append(File(written: value, path: value, node: item))
          continue
        }
        // A line break would also break the lines of .tagflow-state and of every report.
        guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
          reader.invalid(item, key, expected: "a file path on one line")
          continue
        }
        switch folder.resolve(value, policy: folder.policy) {
        case .failure(let error):
          reader.report(item, "\(reader.section)\(key): \(error.message(naming: folder.policy.naming))")
        case .success(let path):
          if role == .input { draft.inputs.append(path) }
          files.append(File(written: value, path: path, node: item))
        }
      }
      // Files refused above were reported; the key's code still learns that it was given.
      use(&draft, files, &reader)
    }
  }
}
