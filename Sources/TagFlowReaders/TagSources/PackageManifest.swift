// Keywords of a package: package.json (and other JSON manifests), pyproject.toml and Cargo.toml.

import TagFlow

/// A package manifest that lists keywords, told apart by its file name.
enum PackageManifest: Equatable {
  /// `package.json`, `composer.json`, …: the object's top-level fields.
  case json
  /// `pyproject.toml`: `[project]` (PEP 621), and `[tool.poetry]` for Poetry.
  case pyproject
  /// `Cargo.toml`: `[package]`, and `[workspace.package]` of a workspace.
  case cargo

  static let accepted = "package.json (or another .json manifest), pyproject.toml or Cargo.toml"

  init?(path: String) {
    let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
    switch name {
    case "pyproject.toml": self = .pyproject
    case "cargo.toml": self = .cargo
    case _ where name.hasSuffix(".json"): self = .json
    default: return nil
    }
  }

  /// The TOML tables whose fields hold the package's keywords.
  private var tables: [[String]] {
    switch self {
    case .json: []
    case .pyproject: [["project"], ["tool", "poetry"]]
    case .cargo: [["package"], ["workspace", "package"]]
    }
  }

  /// The tags in the manifest's fields named in `keys`; `source` names the file in errors.
  func tags(in text: String, keys: [String], source: String) throws(TagFlowError) -> [String] {
    try tags(in: Array(text.utf8), keys: keys, source: source)
  }

  /// The tags in a manifest's bytes: JSON and TOML are read from their bytes, so
  /// text that is not UTF-8 is an error at its line and column. A JSON key given
  /// twice keeps its last value, as npm reads package.json.
  func tags(in bytes: [UInt8], keys: [String], source: String) throws(TagFlowError) -> [String] {
    if self == .json {
      var reader = YAMLReader(file: source)
      guard let root = reader.composeJSON(bytes, duplicateKeys: .lastWins) else { throw reader.firstError! }
      guard case .mapping(let mapping) = root else {
        reader.report(root, "expected a JSON object with fields such as \"keywords\": [\"swift\", \"linux\"]")
        throw reader.firstError!
      }
      let texts = TagFields.yaml(mapping, keys: keys, reader: &reader)
      if let error = reader.firstError { throw error }
      return texts
    }
    return try tomlTags(in: bytes, keys: keys, source: source)
  }

  private func tomlTags(in bytes: [UInt8], keys: [String], source: String) throws(TagFlowError) -> [String] {
    let document: TOMLDocument
    do {
      document = try TOMLParser.parse(bytes)
    } catch {
      throw .input(
        at: SourcePosition(source, line: error.line, column: error.column),
        .notValid(format: "TOML", part: nil, reason: error.message))
    }
    var texts: [String] = []
    var inherited: [(key: String, line: Int)] = []
    for table in tables {
      let pairs = Self.withoutInherited(document.pairs(in: table), keys: keys, inherited: &inherited)
      texts += try TagFields.toml(pairs, keys: keys, source: source)
    }
    // Cargo's `keywords.workspace = true` takes the workspace's keywords: fine when this file has them.
    if let (key, line) = inherited.first,
      document.pairs(in: ["workspace", "package"]).allSatisfy({ $0.key.lowercased() != key.lowercased() })
    {
      throw .input(at: SourcePosition(source, line: line), .inheritedFromWorkspace(key: key))
    }
    return texts
  }

  /// A table's pairs without `key = { workspace = true }` and `key.workspace = true`:
  /// those fields name no tags themselves. Each one is added to `inherited`.
  private static func withoutInherited(
    _ pairs: [TOMLEntry], keys: [String], inherited: inout [(key: String, line: Int)]
  ) -> [TOMLEntry] {
    let wanted = Set(keys.map { $0.lowercased() })
    return pairs.filter { pair in
      guard wanted.contains(pair.key.lowercased()), case .table(let fields) = pair.node.value,
        fields["workspace"] != nil
      else { return true }
      inherited.append((pair.key, pair.node.line))
      return false
    }
  }
}
