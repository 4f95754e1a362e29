// The errors TagFlow reports: a kind a program can switch on, and one line for people.

import FlowLayout

/// An error worth one clear line on stderr: what was wrong, the bad value and
/// what is accepted. Its case says the same for programs.
public enum TagFlowError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A setting, key or input value is not accepted. `field` is the name the
  /// value was given under (a manifest key such as `maxChipWidth`, a tag, a
  /// file position); `accepted` says what would do.
  case invalidValue(field: String, value: String, accepted: String)
  /// A file or folder could not be read, written, made or run.
  case file(FileProblem)
  /// Settings that are each valid but do not go together.
  case conflict(JobConflict)
  /// The contents of an input file are wrong at `at`.
  case input(at: SourcePosition, InputProblem)
  /// Cairo could not draw: its status, as Cairo words it.
  case drawing(status: String)
  /// The flow engine refused its input.
  case layout(FlowLayoutError)
  /// A path that leads out of the folder of the manifest (or Markdown file) that names it.
  case outside(OutsidePath)
  /// A job with no tags to draw.
  case noTags(NoTags)
  /// An input or an image larger than a documented limit.
  case tooLarge(ResourceLimit)
  /// The work was stopped on request (a signal, for the command line).
  case cancelled
  /// A program TagFlow runs is missing or failed.
  case tool(ToolProblem)
  /// Bytes that should be a PNG could not be decoded; `source` says whose (`rsvg-convert output`)
  /// when the error does not (it names the file it read).
  case pngDecoding(source: String?, PNGDecodingError)
  /// A drawing could not be stored as a PNG.
  case pngEncoding(PNGEncodingError)
  /// fontconfig, which finds fonts, could not start.
  case fontconfigUnavailable
  /// Characters no font could draw, when missing glyphs are errors.
  case missingGlyphs(MissingGlyphs)

  /// A problem of `kind` in an input file at `position`.
  package static func input(at position: SourcePosition, _ kind: InputProblem.Kind) -> TagFlowError {
    .input(at: position, InputProblem(kind))
  }

  /// An input or an image past the limit `kind`.
  package static func tooLarge(_ kind: ResourceLimit.Kind) -> TagFlowError {
    .tooLarge(ResourceLimit(kind))
  }

  /// Settings that do not go together, as `kind` says.
  package static func conflict(_ kind: JobConflict.Kind) -> TagFlowError {
    .conflict(JobConflict(kind))
  }

  /// A job with no tags, for the reason `kind`.
  package static func noTags(_ kind: NoTags.Kind) -> TagFlowError {
    .noTags(NoTags(kind))
  }

  /// A bad value for a named setting: `field: 'value' is not valid; expected ...`.
  package static func invalid(_ field: String, _ value: String, expected: String) -> TagFlowError {
    .invalidValue(field: field, value: value, accepted: expected)
  }

  /// A bad value for a setting that takes one of `names`; the one `value` was most
  /// likely meant to be, if any, is suggested after what is accepted.
  package static func invalid(
    _ field: String, _ value: String, expected: String, among names: some Sequence<String>
  ) -> TagFlowError {
    let hint = Suggestion.closest(to: value, in: names).map { "; did you mean '\($0)'?" } ?? ""
    return .invalidValue(field: field, value: value, accepted: expected + hint)
  }

  /// The one line people read, naming settings by their keys.
  public var message: String { message(naming: .keys) }

  /// The one line people read, naming settings as `naming` says: the command
  /// line passes one that says `--max-chip-width` for `maxChipWidth`.
  package func message(naming: SettingNaming) -> String {
    switch self {
    case .invalidValue(let field, let value, let accepted):
      "\(naming.name(field)): '\(Terminal.oneLine(value))' is not valid; expected \(accepted)"
    case .file(let problem):
      problem.message(naming: naming)
    case .conflict(let conflict):
      conflict.message(naming: naming)
    case .input(let position, let problem):
      "\(position): \(problem.message(naming: naming))"
    case .drawing(let status):
      "cairo: \(status)"
    case .layout(let error):
      "layout: \(error)"
    case .outside(let outside):
      outside.message(naming: naming)
    case .noTags(let problem):
      problem.message(naming: naming)
    case .tooLarge(let limit):
      limit.message(naming: naming)
    case .cancelled:
      "cancelled"
    case .tool(let problem):
      problem.message
    case .pngDecoding(let source?, let error):
      "\(source): \(error)"
    case .pngDecoding(nil, let error):
      error.description
    case .pngEncoding(let error):
      "png: \(error)"
    case .fontconfigUnavailable:
      "fontconfig could not be initialised"
    case .missingGlyphs(let missing):
      // Thrown only where missing glyphs stop the image (strict).
      missing.message(naming: naming, drawn: false)
    }
  }

  /// The same as `message`.
  public var description: String { message }
}
