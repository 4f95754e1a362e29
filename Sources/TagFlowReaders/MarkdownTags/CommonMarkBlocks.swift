// CommonMark's block structure, as far as code blocks need it: containers, and the leaf blocks that hold fence-like lines.

import TagFlow

/// A code block as CommonMark finds it: fenced (with its fence) or indented.
struct CodeBlock: Equatable {
  /// The opening fence; `nil` for an indented code block.
  var fence: CodeFence?
  /// The file's line number (from 1) of the block's first line.
  var line: Int
  /// The byte offset of the block's first byte after its containers' markers
  /// and its indentation: the fence's first marker, or the first byte of code.
  var start: Int
  /// The content lines, one for each line between the fences (or of the
  /// indented code), without their containers' markers, the fence's indentation
  /// or line endings. A tab that a container took part of leaves the rest of
  /// its columns as `spaces` before `bytes`.
  var lines: [Line]
  var ending: Ending

  struct Line: Equatable {
    var spaces: Int
    var bytes: Range<Int>
  }

  enum Ending: Equatable {
    /// The closing fence's line, which ends at byte `end` (before its line ending).
    case fence(line: Int, end: Int)
    /// A fenced block without a closing fence, ended by the end of its block quote or
    /// list item: the first line outside it.
    case container(Container, line: Int)
    /// A fenced block without a closing fence, open to the end of the file.
    case document
    /// An indented code block ends at its first line indented less (blank lines at its end are not its).
    case indentation
  }

  enum Container: Equatable {
    case blockQuote, listItem
  }
}

/// The code blocks of a Markdown file, found as CommonMark 0.31.2 finds them
/// (its appendix "A parsing strategy"; commonmark.js's `blocks.js` is the same
/// algorithm): line by line, the line is first matched against the open
/// containers (block quotes by their `>`, list items by their indentation),
/// then read for new block starts; what remains is text of the innermost open
/// block, or a lazy continuation of a paragraph. A line inside indented code,
/// an HTML block or another fence is that block's text, fence or not.
///
/// Inline content is never parsed: no block boundary depends on it. Link
/// reference definitions are measured where a setext underline needs them (a
/// paragraph of nothing but definitions is no heading), never read.
///
/// Work is linear in the file's size. Containers nest at most `depthLimit` deep.
struct CommonMarkBlocks {
  /// Every code block, in the order of the file.
  private(set) var codeBlocks: [CodeBlock] = []
  /// Lines that would open a fence with the language `tags` but sit inside an
  /// HTML block of kind 6 or 7 (`<div>`, `<details>`, any tag alone on its line),
  /// which ends only at a blank line: each with the line that started the HTML block.
  private(set) var fencesInHTML: [(line: Int, htmlLine: Int)] = []

  /// The deepest that block quotes and lists may nest: each block quote is a level, and each
  /// list item (with the list that holds it) one more.
  static let depthLimit = 1000

  struct TooDeep: Error, Equatable {
    var line: Int
  }

  private let bytes: [UInt8]
  private var open: [OpenBlock] = [OpenBlock(kind: .document, line: 0)]
  /// The block quotes and list items among `open`: the levels counted against `depthLimit`.
  private var levels = 0
  // The line being read: bytes lineStart..<lineEnd, line ending excluded.
  private var lineStart = 0
  private var lineEnd = 0
  private var lineNumber = 0
  // Where reading has got to, as a byte and as a column (tabs stop every 4 columns).
  private var offset = 0
  private var column = 0
  private var partiallyConsumedTab = false
  private var nextNonspace = 0
  private var nextNonspaceColumn = 0
  private var indent = 0
  private var blank = false
  private var allClosed = true
  private var lastMatched = 0
  private var openedFence = false
  /// The lines of the open paragraph (from their first non-blank byte), and how
  /// many of them link reference definitions have taken.
  private var paragraphLines: [Range<Int>] = []
  private var paragraphDefinitions = 0
  /// The last run of blanks measured: on which line, from and to which byte, and the column at its end.
  private var blanks = (line: 0, from: 0, to: 0, toColumn: 0)
  /// For thematic breaks: on which line, for which marker, the last byte that is neither it, a space nor a tab.
  private var breakScan = (line: 0, marker: UInt8(0), lastOther: 0)

  private var indented: Bool { indent >= 4 }

  private struct OpenBlock {
    enum Kind: Equatable {
      case document, blockQuote, list, item, fencedCode, indentedCode, html, paragraph, heading, thematicBreak
    }
    var kind: Kind
    var line: Int
    var marker: ListMarker?
    var hasChildren = false
    var htmlKind = 0
    /// The index in `codeBlocks` of a code block.
    var code = -1
  }

  private struct ListMarker: Equatable {
    /// `*`, `+` or `-`; `nil` for an ordered list.
    var bullet: UInt8?
    /// `.` or `)` of an ordered list.
    var delimiter: UInt8?
    /// The columns before the marker, and from the marker to the content.
    var markerOffset = 0
    var padding = 0

    func sameList(as other: ListMarker) -> Bool {
      bullet == other.bullet && delimiter == other.delimiter
    }
  }

  /// Reads `bytes` (a UTF-8 byte order mark at the start is not text).
  init(bytes: [UInt8]) throws(TooDeep) {
    self.bytes = bytes
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while position < bytes.count {
      var end = position
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      (lineStart, lineEnd) = (position, end)
      lineNumber += 1
      try incorporateLine()
      position = end
      if position < bytes.count {
        position += bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
      }
    }
    while open.count > 1 { finalizeTip(line: lineNumber, cut: nil) }
  }

  // MARK: Reading one line

  private func peek(_ index: Int) -> UInt8? {
    index < lineEnd ? bytes[index] : nil
  }

  private static func isSpaceOrTab(_ byte: UInt8?) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Finds the next byte that is not a space or a tab, and its column. The column
  /// depends on the line alone (a tab part taken still ends at its tab stop), so a
  /// run of blanks is measured once, however many containers step into it.
  private mutating func findNextNonspace() {
    if blanks.line == lineNumber, blanks.from <= offset, offset <= blanks.to {
      blank = blanks.to == lineEnd
      nextNonspace = blanks.to
      nextNonspaceColumn = blanks.toColumn
      indent = blanks.toColumn - column
      return
    }
    var index = offset
    var columns = column
    while index < lineEnd {
      if bytes[index] == UInt8(ascii: " ") {
        columns += 1
      } else if bytes[index] == UInt8(ascii: "\t") {
        columns += 4 - columns % 4
      } else {
        break
      }
      index += 1
    }
    blank = index == lineEnd
    nextNonspace = index
    nextNonspaceColumn = columns
    indent = columns - column
    blanks = (lineNumber, offset, index, columns)
  }

  /// Moves `count` bytes on, or (`columns`) `count` columns, taking part of a tab if need be.
  private mutating func advanceOffset(_ count: Int, columns: Bool) {
    var count = count
    while count > 0, offset < lineEnd {
      if bytes[offset] == UInt8(ascii: "\t") {
        let toTab = 4 - column % 4
        if columns {
          partiallyConsumedTab = toTab > count
          let advance = min(toTab, count)
          column += advance
          offset += partiallyConsumedTab ? 0 : 1
          count -= advance
        } else {
          partiallyConsumedTab = false
          column += toTab
          offset += 1
          count -= 1
        }
      } else {
        partiallyConsumedTab = false
        offset += 1
        column += 1
        count -= 1
      }
    }
  }

  private mutating func advanceNextNonspace() {
    offset = nextNonspace
    column = nextNonspaceColumn
    partiallyConsumedTab = false
  }

  private mutating func incorporateLine() throws(TooDeep) {
    offset = lineStart
    column = 0
    blank = false
    partiallyConsumedTab = false
    openedFence = false

    // 1. Each open block that continues on this line takes its marker or indentation.
    var container = 0
    var index = 1
    matching: while index < open.count {
      findNextNonspace()
      switch continues(index) {
      case .matched:
        container = index
        index += 1
      case .failed: break matching
      case .lineDone: return
      }
    }
    allClosed = container == open.count - 1
    lastMatched = container

    // 2. New block starts, unless the last matched block is one that takes lines (but a paragraph).
    var matchedLeaf = open[container].kind != .paragraph && Self.acceptsLines(open[container].kind)
    starts: while !matchedLeaf {
      findNextNonspace()
      if !indented, !(peek(nextNonspace).map(Self.maybeSpecial) ?? false) {
        advanceNextNonspace()
        break
      }
      switch try startBlock(in: container) {
      case .container: container = open.count - 1
      case .leaf:
        container = open.count - 1
        matchedLeaf = true
      case .none:
        advanceNextNonspace()
        break starts
      }
    }

    // 3. What is left is text: of a paragraph lazily continued, or of the innermost block.
    if !allClosed, !blank, open[open.count - 1].kind == .paragraph {
      paragraphLines.append(offset..<lineEnd)
      return
    }
    closeUnmatchedBlocks()
    let tip = open.count - 1
    switch open[tip].kind {
    case .fencedCode, .indentedCode:
      if !openedFence { addCodeLine(to: open[tip].code) }
    case .html:
      noticeFenceInHTML(open[tip])
      if (1...5).contains(open[tip].htmlKind), HTMLBlockStart.ends(open[tip].htmlKind, bytes[offset..<lineEnd]) {
        finalizeTip(line: lineNumber, cut: nil)
      }
    case .paragraph: paragraphLines.append(offset..<lineEnd)
    default:
      if offset < lineEnd, !blank {
        try addChild(.paragraph)
        advanceNextNonspace()
        paragraphLines = [offset..<lineEnd]
        paragraphDefinitions = 0
      }
    }
  }

  private enum Continuation {
    case matched, failed, lineDone
  }

  /// Whether the open block at `index` continues on this line; if it does, its marker or indentation is taken.
  private mutating func continues(_ index: Int) -> Continuation {
    let block = open[index]
    switch block.kind {
    case .document, .list: return .matched
    case .blockQuote:
      guard !indented, peek(nextNonspace) == UInt8(ascii: ">") else { return .failed }
      advanceNextNonspace()
      advanceOffset(1, columns: false)
      if Self.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
      return .matched
    case .item:
      let marker = block.marker!
      if blank {
        guard block.hasChildren else { return .failed }
        advanceNextNonspace()
      } else if indent >= marker.markerOffset + marker.padding {
        advanceOffset(marker.markerOffset + marker.padding, columns: true)
      } else {
        return .failed
      }
      return .matched
    case .heading, .thematicBreak: return .failed
    case .fencedCode:
      let fence = codeBlocks[block.code].fence!
      if indent <= 3, fence.isClosed(by: bytes[nextNonspace..<lineEnd]) {
        codeBlocks[block.code].ending = .fence(line: lineNumber, end: lineEnd)
        open.removeLast()
        return .lineDone
      }
      var skip = fence.indentation
      while skip > 0, Self.isSpaceOrTab(peek(offset)) {
        advanceOffset(1, columns: true)
        skip -= 1
      }
      return .matched
    case .indentedCode:
      if indented {
        advanceOffset(4, columns: true)
      } else if blank {
        advanceNextNonspace()
      } else {
        return .failed
      }
      return .matched
    case .html: return blank && block.htmlKind >= 6 ? .failed : .matched
    case .paragraph: return blank ? .failed : .matched
    }
  }

  private static func acceptsLines(_ kind: OpenBlock.Kind) -> Bool {
    kind == .fencedCode || kind == .indentedCode || kind == .html || kind == .paragraph
  }

  private static func canContain(_ parent: OpenBlock.Kind, _ child: OpenBlock.Kind) -> Bool {
    switch parent {
    case .document, .blockQuote, .item: child != .item
    case .list: child == .item
    default: false
    }
  }

  /// Bytes that can begin a block other than a paragraph, after at most three columns.
  private static func maybeSpecial(_ byte: UInt8) -> Bool {
    "#`~*+_=<>-".utf8.contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  // MARK: Opening and closing blocks

  private enum Start {
    case none, container, leaf
  }

  /// Block starts in CommonMark's order of precedence, as children of the block at `container`.
  private mutating func startBlock(in container: Int) throws(TooDeep) -> Start {
    let kind = open[container].kind
    let rest = bytes[nextNonspace..<lineEnd]
    if !indented {
      // Block quote.
      if rest.first == UInt8(ascii: ">") {
        advanceNextNonspace()
        advanceOffset(1, columns: false)
        if Self.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
        closeUnmatchedBlocks()
        try addChild(.blockQuote)
        return .container
      }
      // ATX heading.
      let hashes = rest.prefix { $0 == UInt8(ascii: "#") }.count
      if (1...6).contains(hashes), rest.count == hashes || Self.isSpaceOrTab(rest.dropFirst(hashes).first) {
        closeUnmatchedBlocks()
        try addChild(.heading)
        offset = lineEnd
        return .leaf
      }
      // Fenced code.
      if let fence = CodeFence(opening: rest, indentation: indent) {
        closeUnmatchedBlocks()
        try addChild(.fencedCode)
        open[open.count - 1].code = codeBlocks.count
        codeBlocks.append(CodeBlock(fence: fence, line: lineNumber, start: nextNonspace, lines: [], ending: .document))
        openedFence = true
        return .leaf
      }
      // HTML block; kind 7 cannot interrupt a paragraph, even a lazy one.
      if let html = HTMLBlockStart.kind(rest),
        html < 7 || (kind != .paragraph && (allClosed || blank || open[open.count - 1].kind != .paragraph))
      {
        closeUnmatchedBlocks()
        try addChild(.html)
        open[open.count - 1].htmlKind = html
        return .leaf
      }
      // Setext heading underline: the paragraph becomes a heading, unless it is only link reference definitions.
      if kind == .paragraph, Self.isSetextUnderline(rest), hasTextAfterDefinitions() {
        closeUnmatchedBlocks()
        open[open.count - 1].kind = .heading
        offset = lineEnd
        return .leaf
      }
      // Thematic break.
      if isThematicBreak(rest) {
        closeUnmatchedBlocks()
        try addChild(.thematicBreak)
        offset = lineEnd
        return .leaf
      }
    }
    // List item.
    if !indented || kind == .list, let marker = parseListMarker(in: kind) {
      closeUnmatchedBlocks()
      let tip = open[open.count - 1]
      if tip.kind != .list || !tip.marker!.sameList(as: marker) {
        try addChild(.list)
        open[open.count - 1].marker = marker
      }
      try addChild(.item)
      open[open.count - 1].marker = marker
      return .container
    }
    // Indented code: never in a paragraph, not even a lazy one.
    if indented, open[open.count - 1].kind != .paragraph, !blank {
      advanceOffset(4, columns: true)
      closeUnmatchedBlocks()
      try addChild(.indentedCode)
      open[open.count - 1].code = codeBlocks.count
      codeBlocks.append(CodeBlock(fence: nil, line: lineNumber, start: offset, lines: [], ending: .indentation))
      return .leaf
    }
    return .none
  }

  /// A list marker at the next non-blank byte (`-`, `+`, `*`, or 1–9 digits and `.` or `)`),
  /// followed by a space, a tab or the end of the line; the reading position moves to the item's content.
  private mutating func parseListMarker(in container: OpenBlock.Kind) -> ListMarker? {
    guard indent < 4 else { return nil }
    var marker = ListMarker(markerOffset: indent)
    let rest = bytes[nextNonspace..<lineEnd]
    let length: Int
    if let first = rest.first, "*+-".utf8.contains(first) {
      marker.bullet = first
      length = 1
    } else {
      let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      guard (1...9).contains(digits.count), let delimiter = rest.dropFirst(digits.count).first,
        delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")")
      else { return nil }
      // Only a list starting at 1 interrupts a paragraph.
      if container == .paragraph, !digits.drop(while: { $0 == UInt8(ascii: "0") }).elementsEqual("1".utf8) {
        return nil
      }
      marker.delimiter = delimiter
      length = digits.count + 1
    }
    let after = rest.dropFirst(length)
    guard after.isEmpty || Self.isSpaceOrTab(after.first) else { return nil }
    // An empty item does not interrupt a paragraph.
    if container == .paragraph, after.allSatisfy({ Self.isSpaceOrTab($0) || (0x0B...0x0C).contains($0) }) {
      return nil
    }
    advanceNextNonspace()
    advanceOffset(length, columns: true)
    let spacesStartColumn = column
    let spacesStartOffset = offset
    repeat {
      advanceOffset(1, columns: true)
    } while column - spacesStartColumn < 5 && Self.isSpaceOrTab(peek(offset))
    let blankItem = peek(offset) == nil
    let spacesAfterMarker = column - spacesStartColumn
    if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem {
      // Content indented five or more columns is indented code, one column after the marker.
      marker.padding = length + 1
      column = spacesStartColumn
      offset = spacesStartOffset
      if Self.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
    } else {
      marker.padding = length + spacesAfterMarker
    }
    return marker
  }

  /// Whether the open paragraph has text once the link reference definitions at its start are taken away.
  private mutating func hasTextAfterDefinitions() -> Bool {
    let lines = paragraphLines[paragraphDefinitions...]
    guard let first = lines.first, bytes[first].first == UInt8(ascii: "[") else { return !lines.isEmpty }
    var text: [UInt8] = []
    for line in lines { text += bytes[line] + [0x0A] }
    var start = 0
    while start < text.count, text[start] == UInt8(ascii: "["),
      let length = LinkReferenceDefinition.length(text[start...])
    {
      start += length
    }
    paragraphDefinitions += text[..<start].count { $0 == 0x0A }
    return paragraphDefinitions < paragraphLines.count
  }

  private static func isSetextUnderline(_ rest: ArraySlice<UInt8>) -> Bool {
    guard let first = rest.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return false }
    return rest.drop { $0 == first }.allSatisfy { isSpaceOrTab($0) }
  }

  /// Three or more `*`, `-` or `_` (the same), with only spaces and tabs between and after. The
  /// line is scanned once for each marker, not once for each nested list item that starts with it.
  private mutating func isThematicBreak(_ rest: ArraySlice<UInt8>) -> Bool {
    guard let marker = rest.first, "*-_".utf8.contains(marker) else { return false }
    if breakScan.line != lineNumber || breakScan.marker != marker {
      let other = bytes[lineStart..<lineEnd].lastIndex { $0 != marker && !Self.isSpaceOrTab($0) }
      breakScan = (lineNumber, marker, other ?? lineStart - 1)
    }
    guard breakScan.lastOther < rest.startIndex else { return false }
    var count = 0
    for byte in rest where byte == marker {
      count += 1
      if count == 3 { return true }
    }
    return false
  }

  /// Adds a block as a child of the innermost open block that can hold it, closing those that cannot.
  private mutating func addChild(_ kind: OpenBlock.Kind) throws(TooDeep) {
    while !Self.canContain(open[open.count - 1].kind, kind) { finalizeTip(line: lineNumber - 1, cut: nil) }
    if kind == .blockQuote || kind == .item {
      guard levels < Self.depthLimit else { throw TooDeep(line: lineNumber) }
      levels += 1
    }
    open[open.count - 1].hasChildren = true
    open.append(OpenBlock(kind: kind, line: lineNumber))
  }

  /// Closes the blocks this line did not continue (once per line): a fence among
  /// them was cut by the end of the outermost of them.
  private mutating func closeUnmatchedBlocks() {
    guard !allClosed else { return }
    let outermost: CodeBlock.Container? =
      switch open[lastMatched + 1].kind {
      case .blockQuote: .blockQuote
      case .item: .listItem
      default: nil
      }
    while open.count > lastMatched + 1 { finalizeTip(line: lineNumber - 1, cut: outermost) }
    allClosed = true
  }

  /// Closes the innermost open block, which ends at `line`; a fence still open
  /// there was cut by the end of `cut` (`nil`: of the file).
  private mutating func finalizeTip(line: Int, cut: CodeBlock.Container?) {
    let block = open.removeLast()
    if block.kind == .blockQuote || block.kind == .item { levels -= 1 }
    guard block.code >= 0 else { return }
    if block.kind == .fencedCode {
      codeBlocks[block.code].ending = cut.map { .container($0, line: line + 1) } ?? .document
    } else {
      // Blank lines at the end of indented code are not its.
      while let last = codeBlocks[block.code].lines.last, bytes[last.bytes].allSatisfy({ Self.isSpaceOrTab($0) }) {
        codeBlocks[block.code].lines.removeLast()
      }
    }
  }

  private mutating func addCodeLine(to code: Int) {
    var spaces = 0
    var start = offset
    if partiallyConsumedTab {
      start += 1
      spaces = 4 - column % 4
    }
    codeBlocks[code].lines.append(CodeBlock.Line(spaces: spaces, bytes: start..<lineEnd))
  }

  /// A line of an HTML block of kind 6 or 7 that would open a ```tags fence elsewhere.
  private mutating func noticeFenceInHTML(_ html: OpenBlock) {
    guard html.htmlKind >= 6, html.line != lineNumber else { return }
    findNextNonspace()
    guard !indented, let fence = CodeFence(opening: bytes[nextNonspace..<lineEnd], indentation: indent),
      fence.decodedLanguage.elementsEqual("tags".utf8)
    else { return }
    fencesInHTML.append((lineNumber, html.line))
  }
}
