// Which documents are JSON: a file's name says, and a JSON file's bytes go to the JSON reader.

import TagFlow

/// Which parser reads a file: JSON for a name that ends in `.json` (whatever its
/// case), YAML for any other. A JSON document is read by `JSONParser`, as RFC 8259
/// says, never by the YAML parser, whose YAML 1.1 takes `{a: 'b',}` and refuses
/// `"\ud83d\ude80"`.
package enum DataFormat: Equatable {
  case yaml
  case json

  package init(path: String) {
    self = path.lowercased().hasSuffix(".json") ? .json : .yaml
  }
}

extension Limits {
  /// The bytes of a document read as JSON (manifest, tag list, theme file), after
  /// checking its size on disk. A picture or an archive is named as one, as for
  /// text; other bytes that are not UTF-8 are the JSON reader's to locate.
  package static func readJSON(_ path: String, field: String) throws(TagFlowError) -> [UInt8] {
    if path != "-", let size = FileSystem.stamp(path)?.size {
      try check(inputBytes: size, file: path)
    }
    let bytes = try FileSystem.readBytes(path, field: field)
    try check(inputBytes: bytes.count, file: path)
    if let format = BinaryFormat(of: bytes) {
      throw .file(FileProblem(field: field, .use, path, .notText(format: format.rawValue)))
    }
    return bytes
  }
}
