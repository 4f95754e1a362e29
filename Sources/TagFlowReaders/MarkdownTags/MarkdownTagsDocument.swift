// A Markdown file and its ```tags blocks; the same file with each block replaced by an image.

import TagFlow

/// A Markdown file read for its ```tags blocks (see `TagsBlock`). Blocks are
/// the fenced code blocks that CommonMark finds (`CommonMarkBlocks`) whose
/// info string's first word is `tags`: at the top level, in block quotes and in
/// list items; not inside indented code, an HTML block or another fence, where
/// a ```tags line is text. Everything else in the file is kept byte for byte.
package struct MarkdownTagsDocument: Sendable {
  package let bytes: [UInt8]
  package let blocks: [TagsBlock]
  /// Lines of the file that look like a ```tags block but are HTML to CommonMark,
  /// each as one line naming the file and the line, for a warning.
  package let notices: [String]

  /// The most bytes a Markdown file may have.
  package static let byteLimit = Limits.markdownBytes

  /// Finds the ```tags blocks of a Markdown file; `source` names it in errors.
  package init(bytes: [UInt8], source: String) throws(TagFlowError) {
    guard bytes.count <= Self.byteLimit else {
      throw .tooLarge(.markdown(file: source, bytes: bytes.count))
    }
    self.bytes = bytes
    let structure: CommonMarkBlocks
    do {
      structure = try CommonMarkBlocks(bytes: bytes)
    } catch {
      throw .input(at: SourcePosition(source, line: error.line), .nestedTooDeep(limit: CommonMarkBlocks.depthLimit))
    }
    var blocks: [TagsBlock] = []
    for code in structure.codeBlocks {
      guard let fence = code.fence, fence.decodedLanguage.elementsEqual("tags".utf8) else { continue }
      blocks.append(try Self.tagsBlock(code, fence: fence, bytes: bytes, source: source))
    }
    self.blocks = blocks
    notices = structure.fencesInHTML.map { line, htmlLine in
      "\(source):\(line): this ```tags fence is inside the HTML block that line \(htmlLine) starts, so CommonMark "
        + "reads it as HTML, not as a block; leave a blank line before the fence to end the HTML block"
    }
  }

  /// The ```tags block of a fenced code block whose language is `tags`.
  private static func tagsBlock(
    _ code: CodeBlock, fence: CodeFence, bytes: [UInt8], source: String
  ) throws(TagFlowError) -> TagsBlock {
    let line = code.line
    guard fence.language.elementsEqual("tags".utf8) else {
      throw .input(at: SourcePosition(source, line: line), .escapedTagsLanguage)
    }
    let closing = String(repeating: Character(Unicode.Scalar(fence.marker)), count: fence.length)
    let end: Int
    switch code.ending {
    case .fence(_, let closingEnd): end = closingEnd
    case .container(let container, let after):
      let name = container == .blockQuote ? "block quote" : "list item"
      throw .input(
        at: SourcePosition(source, line: line), .tagsBlockLeavesContainer(container: name, line: after, fence: closing))
    case .document, .indentation:
      throw .input(at: SourcePosition(source, line: line), .unclosedTagsBlock(fence: closing))
    }
    guard let arguments = String(validating: fence.arguments, as: UTF8.self) else {
      throw .input(at: SourcePosition(source, line: line), .notUTF8(part: nil))
    }
    var options: [String]
    do {
      options = try OptionWords.split(arguments)
    } catch {
      let problem =
        switch error {
        case .unclosedQuote(let quote): "a \(quote) quote is never closed"
        case .trailingBackslash: "a backslash ends the line"
        }
      throw .input(at: SourcePosition(source, line: line), .tagsBlockOptions(reason: problem))
    }
    // ```tags cloud: the block the command's tag sources fill.
    let isCloud = options.first == "cloud"
    if isCloud { options.removeFirst() }
    let tags = try TagsBlock.parseTags(code.lines.map { bytes[$0.bytes] }, firstLine: line + 1, source: source)
    guard !tags.isEmpty || isCloud else {
      throw .input(at: SourcePosition(source, line: line), .emptyTagsBlock)
    }
    return TagsBlock(line: line, options: options, tags: tags, isCloud: isCloud, range: code.start..<end)
  }

  /// The file with block `i` replaced by `replacements[i]`; every other byte as it was.
  package func replacingBlocks(with replacements: [String]) -> [UInt8] {
    precondition(replacements.count == blocks.count, "one replacement per block")
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for (block, replacement) in zip(blocks, replacements) {
      result += bytes[position..<block.range.lowerBound]
      result += Array(replacement.utf8)
      position = block.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
