// What is wrong inside an input file (a tag list, front matter, a package manifest, Markdown, JSON), and where.

/// Where in an input a problem is: the file (or a name such as `-` for stdin) and,
/// when known, the line and column, both from 1.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
  /// The file, as the reader named it.
  public var file: String
  /// The line, from 1; `nil` when the problem is with the file as a whole.
  public var line: Int?
  /// The column, from 1, in characters; `nil` when not known.
  public var column: Int?

  /// A position in `file`, at `line` and `column` when they are known.
  package init(_ file: String, line: Int? = nil, column: Int? = nil) {
    (self.file, self.line, self.column) = (file, line, column)
  }

  /// `tags.txt:3:7`, `tags.txt:3` or `tags.txt`.
  public var description: String {
    [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
  }
}

/// A problem with the contents of an input at one position; `description` says what it is.
public struct InputProblem: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, as this package's readers report it and its tests check it.
  package var kind: Kind

  /// The problem `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// The problem in one line, without the position, naming settings by their keys.
  public var description: String { kind.message(naming: .keys) }

  /// The problem in one line, without the position.
  func message(naming: SettingNaming) -> String { kind.message(naming: naming) }
}

extension InputProblem {
  /// The problems an input can have: package-level, since most are the readers' of
  /// TagFlowReaders and TagFlowBatch (tag sources, Markdown, manifests), so none of them is
  /// TagFlow's API.
  package indirect enum Kind: Sendable, Equatable {
    /// A value there was not accepted (a tag, a weight, a field): the error says which.
    case value(TagFlowError)
    /// Not valid in its `format` (`TOML`, `JSON`); `part` is the part of the file that is
    /// not (`front matter`), `reason` the parser's own words.
    case notValid(format: String, part: String?, reason: String)
    /// Bytes that are not UTF-8; `part` as for `notValid`.
    case notUTF8(part: String?)
    /// A tag longer than `limit` characters.
    case tagTooLong(limit: Int)
    /// Text after a tag's tab that is no weight; `accepted` says what would do.
    case notAWeight(String, accepted: String)
    /// A tab with no tag before it.
    case noTagBeforeTab
    /// A field of front matter or a manifest that holds a `kind` (`table`, `number`) where
    /// text, or a list of it, was expected; `inList` when the bad value is an item of a list.
    case notText(field: String, kind: String, inList: Bool)
    /// Front matter opened with `marker` that is not closed by a `closer` line (within
    /// `byteLimit` bytes, when given: the most that are read). YAML's and TOML's close with
    /// their opening marker, JSON's `{` with `}`.
    case unclosedFrontMatter(marker: String, closer: String, byteLimit: Int?)
    /// A package field `key` inherited from a workspace that this file is not.
    case inheritedFromWorkspace(key: String)
    /// JSON with a required `key` missing (a path such as `boxes[2].width`).
    case missingKey(String)
    /// JSON whose `key` holds the wrong type (or null); `expected` says which would do.
    case wrongType(key: String, expected: String, isNull: Bool)
    /// A file with nothing in it; `what` it was to be (`the theme file`).
    case empty(what: String)
    /// A problem a reader words where it finds it: the manifest, theme and tag-list reader
    /// (`YAMLReader.report`) and the boxes reader (`BoxesError`); their many checks are not cases yet.
    case reported(String)
    /// Bytes that a decoder could not read as `what` (`Scene's JSON`); `reason` is the decoder's own words.
    case notDecodable(what: String, reason: String)

    // Markdown with ```tags blocks (`MarkdownTagsDocument`), at a block's opening line.

    /// Block quotes and lists nested deeper than `limit`.
    case nestedTooDeep(limit: Int)
    /// A fence whose language is `tags` only once its escapes are decoded.
    case escapedTagsLanguage
    /// A ```tags block with no closing `fence` before the file ends.
    case unclosedTagsBlock(fence: String)
    /// A ```tags block whose `container` (`block quote`, `list item`) ends before line `line`,
    /// without the closing `fence`.
    case tagsBlockLeavesContainer(container: String, line: Int, fence: String)
    /// A ```tags block without tags.
    case emptyTagsBlock
    /// Options of a ```tags block that could not be read; `reason` is the words of what read them
    /// (the option splitter, the command line's parser).
    case tagsBlockOptions(reason: String)
    /// An option of a ```tags block with a value that was not accepted.
    case tagsBlockOption(TagFlowError)

    /// The problem in one line, without the position.
    func message(naming: SettingNaming) -> String {
      switch self {
      case .value(let error): error.message(naming: naming)
      case .notValid(let format, let part, let reason):
        "\(part.map { "\($0) is " } ?? "")not valid \(format): \(reason)"
      case .notUTF8(let part): "\(part.map { "\($0) is " } ?? "")not UTF-8 text"
      case .tagTooLong(let limit): "the tag is too long; the limit is \(limit) characters per tag"
      case .notAWeight(let text, let accepted): "weight '\(text)' is not valid; expected \(accepted) after the tab"
      case .noTagBeforeTab: "no tag before the tab; expected 'tag<TAB>weight'"
      case .notText(let field, let kind, true):
        "\(field): a \(kind) is not valid; expected text in each item of the list"
      case .notText(let field, let kind, false):
        "\(field): a \(kind) is not valid; expected text or a list of text, as in \(field) = [\"swift\", \"linux\"]"
      case .unclosedFrontMatter(let marker, let closer, let byteLimit?):
        "front matter opened with '\(marker)' does not close within the first \(byteLimit) bytes "
          + "(the most read); add its closing '\(closer)' line"
      case .unclosedFrontMatter(let marker, let closer, nil):
        "front matter opened with '\(marker)' is never closed; add a '\(closer)' line after it"
      case .inheritedFromWorkspace(let key):
        "package.\(key) comes from the workspace ('workspace = true'), and this file has no "
          + "[workspace.package] \(key); give the workspace's Cargo.toml with \(naming.name("fromPackage"))"
      case .missingKey(let key): "\(key): missing; it is required"
      case .wrongType(let key, let expected, let isNull): "\(key): expected \(expected)\(isNull ? ", found null" : "")"
      case .empty(let what): "\(what) is empty"
      case .reported(let message): message
      case .notDecodable(let what, let reason): "not a \(what): \(reason)"
      case .nestedTooDeep(let limit):
        "block quotes and lists nest more than \(limit) deep here; at most \(limit) are read"
      case .escapedTagsLanguage:
        "the fence spells its language 'tags' with escapes or character references; write tags as it is"
      case .unclosedTagsBlock(let fence):
        "the ```tags block opened here is never closed; end it with a \(fence) line"
      case .tagsBlockLeavesContainer(let container, let line, let fence):
        "the ```tags block opened here is never closed: its \(container) ends before line \(line); "
          + "end the block with a \(fence) line inside the \(container)"
      case .emptyTagsBlock:
        "the ```tags block has no tags; write one tag per line, or several separated by commas, or open it with "
          + "```tags cloud to draw the tags of \(naming.name("fromFrontMatter")), \(naming.name("fromPackage")) "
          + "or \(naming.name("tagsFile"))"
      case .tagsBlockOptions(let reason): "options of the ```tags block: \(reason)"
      case .tagsBlockOption(let error): "options of the ```tags block: \(error.message(naming: naming))"
      }
    }
  }
}
