// A Markdown file and its ```tags blocks; the same file with each block replaced by an image.

/// A Markdown file read for its ```tags blocks (see `TagsBlock`). Blocks are
/// found as CommonMark finds fenced code: a ```` ``` ```` or `~~~` fence at the
/// start of a line (up to three spaces in) whose info string's first word is
/// `tags`. A ```tags example inside another fenced block (a longer fence, or
/// tildes) stays text. Everything else in the file is kept byte for byte.
package struct MarkdownTagsDocument: Sendable {
  package let bytes: [UInt8]
  package let blocks: [TagsBlock]

  /// The most bytes a Markdown file may have.
  package static let byteLimit = 64 << 20

  /// Finds the ```tags blocks of a Markdown file; `source` names it in errors.
  package init(bytes: [UInt8], source: String) throws(TagFlowError) {
    guard bytes.count <= Self.byteLimit else {
      throw TagFlowError("\(source): the file has \(bytes.count) bytes; at most \(Self.byteLimit) are read")
    }
    self.bytes = bytes
    var blocks: [TagsBlock] = []
    var lines = LineCursor(bytes: bytes, start: 0)
    var number = 0
    while let line = lines.next() {
      number += 1
      guard let fence = CodeFence(opening: bytes[line]) else { continue }
      let openingNumber = number
      var body: [ArraySlice<UInt8>] = []
      var closing: Range<Int>?
      while let inner = lines.next() {
        number += 1
        if fence.isClosed(by: bytes[inner]) {
          closing = inner
          break
        }
        body.append(bytes[inner])
      }
      guard fence.language.elementsEqual("tags".utf8) else { continue }
      guard let closing else {
        throw TagFlowError(
          "\(source):\(openingNumber): the ```tags block opened here is never closed; end it with a "
            + "\(String(repeating: Character(Unicode.Scalar(fence.marker)), count: fence.length)) line")
      }
      guard let arguments = String(validating: fence.arguments, as: UTF8.self) else {
        throw TagFlowError("\(source):\(openingNumber): not UTF-8 text")
      }
      let options: [String]
      do {
        options = try OptionWords.split(arguments)
      } catch {
        let problem =
          switch error {
          case .unclosedQuote(let quote): "a \(quote) quote is never closed"
          case .trailingBackslash: "a backslash ends the line"
          }
        throw TagFlowError("\(source):\(openingNumber): options of the ```tags block: \(problem)")
      }
      let tags = try TagsBlock.parseTags(body, firstLine: openingNumber + 1, source: source)
      guard !tags.isEmpty else {
        throw TagFlowError(
          "\(source):\(openingNumber): the ```tags block has no tags; write one tag per line, or several "
            + "separated by commas")
      }
      let end = bytes[closing].last == UInt8(ascii: "\r") ? closing.upperBound - 1 : closing.upperBound
      blocks.append(
        TagsBlock(
          line: openingNumber, options: options, tags: tags, range: line.lowerBound..<end,
          indentation: fence.indentation))
    }
    self.blocks = blocks
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
