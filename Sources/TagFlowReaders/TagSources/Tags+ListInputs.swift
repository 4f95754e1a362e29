// Tag lists as YAML or JSON from either text or bytes: each reader takes both.

import TagFlow

extension TagItem {
  /// `parseYAMLList(_:source:links:)` of a file's bytes, which must be UTF-8 (as a file read
  /// whole, or `Data`, gives them): bytes that are not are an error at `source`.
  ///
  /// ```swift
  /// let tags = try TagItem.parseYAMLList(Array("- swift\n- linux\n".utf8), source: "tags.yaml")
  /// ```
  public static func parseYAMLList(_ bytes: [UInt8], source: String, links: LinkPolicy = .standard)
    throws(TagFlowError) -> [TagItem]
  {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .input(at: SourcePosition(source), .notUTF8(part: nil))
    }
    return try parseYAMLList(text, source: source, links: links)
  }

  /// `parseJSONList(_:source:links:)` of text:
  ///
  /// ```swift
  /// let tags = try TagItem.parseJSONList(#"["swift", {"text": "linux", "weight": 12}]"#, source: "tags.json")
  /// ```
  public static func parseJSONList(_ text: String, source: String, links: LinkPolicy = .standard)
    throws(TagFlowError) -> [TagItem]
  {
    try parseJSONList(Array(text.utf8), source: source, links: links)
  }
}
