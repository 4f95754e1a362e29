// JobSetting: one setting of a job beyond its look (layout, cloud, drawing, output), declared once for manifests and the command line.

import FlowLayout
import TagFlow
import TagFlowReaders

/// One setting of a job that is not part of a look: its key (and so its
/// option), its help, what it accepts and where a value goes. Manifests read
/// their keys from `AnyJobSetting.all`; the command line takes each option's
/// name and help from here (`name: .setting(.justify), help: .setting(.justify)`)
/// and sets the value it parsed through `path`. A look's settings are `StyleSetting`s.
///
/// Keyword values keep their own parsing (`Justify(css:)`, and `ExpressibleByArgument`
/// on the command line); the setting says which words a manifest accepts.
package struct JobSetting<Value: Sendable>: Sendable {
  package typealias Path = WritableKeyPath<Job, Value> & Sendable

  /// The key in manifests (`alignContent`); the option is its kebab-case spelling.
  package let key: String
  /// One line of help for the option.
  package let help: String
  /// What the option's value is called in help; `nil` leaves it to ArgumentParser (flags, keywords).
  package let valueName: String?
  /// The range of a number, for settings that are numbers.
  package let range: NumberSetting?
  /// What a manifest accepts, in words, for the reference of settings: `true or false`.
  package let accepted: String
  /// Where a value goes in a job; `nil` for output settings, which a manifest job holds beside its job.
  package let path: Path?
  /// The value at a manifest's node; what is wrong with it is reported to the reader.
  let read: @Sendable (Node, inout YAMLReader) -> Value?
  /// Puts a value read from a manifest into the job being built.
  let store: @Sendable (inout JobDraft, Value) -> Void

  init(
    key: String, help: String, valueName: String? = nil, range: NumberSetting? = nil, accepted: String, path: Path?,
    read: @escaping @Sendable (Node, inout YAMLReader) -> Value?,
    store: (@Sendable (inout JobDraft, Value) -> Void)? = nil
  ) {
    self.key = key
    self.help = help
    self.valueName = valueName
    self.range = range
    self.accepted = accepted
    self.path = path
    self.read = read
    self.store = store ?? { draft, value in draft.job[keyPath: path!] = value }
  }

  /// The command-line option, without dashes: `align-content`.
  package var option: String { SettingNames.kebabCase(key) }

  /// Sets `value` on `job`; only for settings a job holds (`path` is not `nil`).
  package func set(_ value: Value, on job: inout Job) {
    guard let path else { preconditionFailure("\(key) is not held by a job") }
    job[keyPath: path] = value
  }

  /// The setting as the manifest reader and the lists of settings see it, whatever its value.
  package var any: AnyJobSetting {
    AnyJobSetting(key: key, help: help, valueName: valueName, accepted: accepted) { draft, node, reader, _ in
      if let value = read(node, &reader) { store(&draft, value) }
    }
  }
}

extension Job {
  /// The value of `setting`, which a job holds: `job[.justify] = .center`.
  package subscript<Value>(setting: JobSetting<Value>) -> Value {
    get {
      guard let path = setting.path else { preconditionFailure("\(setting.key) is not held by a job") }
      return self[keyPath: path]
    }
    set { setting.set(newValue, on: &self) }
  }
}

/// A `JobSetting` of any value: what manifests and the lists of settings need.
package struct AnyJobSetting: Sendable {
  package let key: String
  package let help: String
  package let valueName: String?
  /// What a manifest accepts, in words.
  package let accepted: String
  let apply: ManifestKeys.Apply

  /// The command-line option, without dashes.
  package var option: String { SettingNames.kebabCase(key) }
}

// The kinds of value a job's setting takes.
extension JobSetting {
  /// A number in `range`, whose key it is.
  static func number(_ range: NumberSetting, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == Double {
    JobSetting(
      key: range.key, help: help, valueName: valueName, range: range, accepted: range.expected, path: path,
      read: { node, reader in reader.number(node, range) })
  }

  /// A number in `range`, unset by default.
  static func number(_ range: NumberSetting, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == Double? {
    JobSetting(
      key: range.key, help: help, valueName: valueName, range: range, accepted: range.expected, path: path,
      read: { node, reader in reader.number(node, range).map { $0 } })
  }

  /// A whole number in `range`, unset by default.
  static func count(_ range: NumberSetting, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == Int? {
    JobSetting(
      key: range.key, help: help, valueName: valueName, range: range, accepted: range.expected, path: path,
      read: { node, reader in reader.integer(node, range).map { $0 } })
  }

  /// A whole number in `range`, with a default of its own.
  static func count(_ range: NumberSetting, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == Int {
    JobSetting(
      key: range.key, help: help, valueName: valueName, range: range, accepted: range.expected, path: path,
      read: { node, reader in reader.integer(node, range) })
  }

  /// A switch: `true` or `false`.
  static func flag(_ key: String, help: String, _ path: Path) -> JobSetting where Value == Bool {
    JobSetting(
      key: key, help: help, accepted: "true or false", path: path, read: { node, reader in reader.bool(node, key) })
  }

  /// A switch that is unset by default (its default depends on other settings).
  static func flag(_ key: String, help: String, _ path: Path) -> JobSetting where Value == Bool? {
    JobSetting(
      key: key, help: help, accepted: "true or false", path: path,
      read: { node, reader in reader.bool(node, key).map { $0 } })
  }

  /// Text taken as written.
  static func text(_ key: String, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == String {
    JobSetting(
      key: key, help: help, valueName: valueName, accepted: "text", path: path,
      read: { node, reader in reader.string(node, key) })
  }

  /// Text taken as written, unset by default.
  static func text(_ key: String, help: String, valueName: String, _ path: Path) -> JobSetting
  where Value == String? {
    JobSetting(
      key: key, help: help, valueName: valueName, accepted: "text", path: path,
      read: { node, reader in reader.string(node, key).map { $0 } })
  }

  /// One of the words `names`, read by `parse`.
  static func keyword(
    _ key: String, names: [String], parse: @escaping @Sendable (String) -> Value?, help: String,
    valueName: String? = nil, _ path: Path
  ) -> JobSetting {
    JobSetting(
      key: key, help: help, valueName: valueName, accepted: oneOf(names), path: path,
      read: { node, reader in reader.keyword(node, key, accepted: names, parse) })
  }

  /// One of the words `names`, read by `parse`, for a setting that is unset by default.
  static func keyword<Word: Sendable>(
    _ key: String, names: [String], parse: @escaping @Sendable (String) -> Word?, help: String,
    valueName: String? = nil, _ path: Path
  ) -> JobSetting where Value == Word? {
    JobSetting(
      key: key, help: help, valueName: valueName, accepted: oneOf(names), path: path,
      read: { node, reader in reader.keyword(node, key, accepted: names, parse).map { $0 } })
  }
}

/// `one of a, b, c`: the words a keyword setting accepts.
private func oneOf(_ names: [String]) -> String {
  "one of " + names.joined(separator: ", ")
}

/// The names of a keyword type's cases, as its raw values spell them.
private func names<Word: CaseIterable & RawRepresentable<String>>(_: Word.Type) -> [String] {
  Word.allCases.map(\.rawValue)
}

// Every setting of a job that is not part of a look, in the order of the
// command line's option groups: a setting added to `Job` is declared here once,
// for manifests, the command line and its help.
extension AnyJobSetting {
  /// Every setting; a manifest's defaults and jobs take them all.
  package static let all: [AnyJobSetting] = [
    // Layout
    JobSetting.width.any, JobSetting.height.any, JobSetting.alignContent.any, JobSetting.fitBox.any,
    JobSetting.justify.any, JobSetting.lastLine.any, JobSetting.align.any, JobSetting.wrap.any,
    JobSetting.direction.any, JobSetting.minLines.any, JobSetting.maxLines.any, JobSetting.overflowText.any,
    JobSetting.fit.any,
    JobSetting.distribution.any, JobSetting.chipHeight.any,
    // Tags, style and fonts
    JobSetting.title.any, JobSetting.textColor.any, JobSetting.systemFonts.any,
    // Tag cloud
    JobSetting.minSize.any, JobSetting.maxSize.any, JobSetting.scaleBy.any, JobSetting.ramp.any, JobSetting.sort.any,
    JobSetting.top.any,
    // Drawing and output
    JobSetting.snap.any, JobSetting.svgText.any, JobSetting.format.any, JobSetting.scale.any,
    JobSetting.pngCompression.any,
  ]
}

// Layout
extension JobSetting where Value == Double {
  package static var width: JobSetting {
    .number(
      .width,
      help: "Canvas width, 1 to 32767 points; chips wrap at the width minus the padding. On the command line "
        + "also in pixels of the image (1200px: 600 points at a scale of 2). Left out: 600, and on the command "
        + "line the canvas is then as narrow as its widest line, as with fit.", valueName: "points",
      \.width)
  }
}

extension JobSetting where Value == Double? {
  package static var height: JobSetting {
    .number(
      .height, help: "Canvas height, 1 to 32767 (default: as tall as the lines); tags that do not fit are an error.",
      valueName: "points", \.height)
  }
}

extension JobSetting where Value == AlignContent {
  package static var alignContent: JobSetting {
    .keyword(
      "alignContent", names: AlignContent.cssNames, parse: AlignContent.init(css:),
      help: "Where the lines sit in a canvas of fixed --height, as CSS align-content.", valueName: "value",
      \.layout.alignContent)
  }
}

extension JobSetting where Value == Bool {
  package static var fitBox: JobSetting {
    .flag(
      "fitBox",
      help:
        "Zoom the chips (text sizes, chip padding, gaps) to the largest size at which every tag fits --width × --height.",
      \.zoomsToFit)
  }

  package static var fit: JobSetting {
    .flag("fit", help: "Make the canvas as narrow as its widest line.", \.layout.fit)
  }

  package static var systemFonts: JobSetting {
    .flag(
      "systemFonts",
      help:
        "Use the fonts installed on this machine besides --font-file ones (--no-system-fonts for reproducible output).",
      \.fonts.includesSystemFonts)
  }
}

extension JobSetting where Value == Justify {
  package static var justify: JobSetting {
    .keyword(
      "justify", names: Justify.cssNames, parse: Justify.init(css:), help: "How each line shares its free space.",
      \.layout.justify)
  }
}

extension JobSetting where Value == Justify? {
  package static var lastLine: JobSetting {
    .keyword(
      "lastLine", names: Justify.cssNames, parse: Justify.init(css:),
      help: "Justify the last line differently (default: as --justify).", valueName: "justify",
      \.layout.lastLineJustify)
  }
}

extension JobSetting where Value == Align {
  package static var align: JobSetting {
    .keyword(
      "align", names: Align.cssNames, parse: Align.init(css:), help: "How chips of different heights sit in a line.",
      \.layout.align)
  }
}

extension JobSetting where Value == WrapMode {
  package static var wrap: JobSetting {
    .keyword(
      "wrap", names: names(WrapMode.self), parse: WrapMode.init(css:),
      help:
        "Where lines break: greedy fills each line; balanced evens them out; optimal avoids ragged lines and lone chips.",
      \.layout.wrap)
  }
}

extension JobSetting where Value == Direction {
  package static var direction: JobSetting {
    .keyword(
      "direction", names: names(Direction.self), parse: Direction.init(rawValue:),
      help: "Fill lines from the left (ltr) or from the right (rtl).", \.layout.direction)
  }
}

extension JobSetting where Value == Int {
  package static var minLines: JobSetting {
    .count(
      .minLines,
      help:
        "Make at least this many lines (CSS flex-line-count) when wrapping is balanced, breaking them as if the width were narrower; greedy and optimal wrapping ignore it.",
      valueName: "n", \.layout.minLines)
  }
}

extension JobSetting where Value == Int? {
  package static var maxLines: JobSetting {
    .count(
      .maxLines, help: "Keep at most this many lines; hidden tags are counted in a '+N' chip.", valueName: "n",
      \.layout.maxLines)
  }

  package static var top: JobSetting {
    .count(.top, help: "Keep only the N heaviest tags.", valueName: "n", \.top)
  }
}

extension JobSetting where Value == String {
  package static var overflowText: JobSetting {
    .text(
      "overflowText", help: "Text of the chip that counts hidden tags; {n} is the count.", valueName: "template",
      \.overflowTemplate)
  }
}

extension JobSetting where Value == FlexDistribution {
  package static var distribution: JobSetting {
    .keyword(
      "distribution", names: names(FlexDistribution.self), parse: FlexDistribution.init(rawValue:),
      help:
        "How flexible chips share a line: css grows them by their grow factors; swiftui offers each an equal share, least flexible first.",
      \.layout.distribution)
  }
}

extension JobSetting where Value == ChipHeight {
  package static var chipHeight: JobSetting {
    .keyword(
      "chipHeight", names: names(ChipHeight.self), parse: ChipHeight.init(rawValue:),
      help:
        "line (default): chips on a line share one height and one text baseline, whatever their script "
        + "(a cloud's sizes each their own); text: each chip as tall as its own text.",
      \.chipHeight)
  }
}

// Tags, style and fonts
extension JobSetting where Value == String? {
  package static var title: JobSetting {
    .text(
      "title", help: "Title of the image: SVG <title> and aria-label, PDF title (default: the tags, comma-separated).",
      valueName: "text", \.title)
  }
}

extension JobSetting where Value == RGBAColor? {
  /// A job's text colour is used even where it is hard to read, unlike a
  /// theme's: the look's setting of the same key (`StyleSetting.textColor`,
  /// which declares the option) sets the colour a theme prefers.
  package static var textColor: JobSetting {
    let key = StyleSetting.textColor.key
    return JobSetting(
      key: key, help: StyleSetting.textColor.help, valueName: StyleSetting.textColor.valueName,
      accepted: StyleSetting.textColor.accepted, path: \Job.style.textColor,
      read: { node, reader in reader.color(node, key).map { $0 } })
  }
}

// Tag cloud
extension JobSetting where Value == Double? {
  package static var minSize: JobSetting {
    .number(
      .minSize, help: "Font size of the lightest tag, 1 to 1000 px (default: the font's size).", valueName: "px",
      \.cloud.minSize)
  }

  package static var maxSize: JobSetting {
    .number(
      .maxSize, help: "Font size of the heaviest tag, 1 to 1000 px (default: twice --min-size).", valueName: "px",
      \.cloud.maxSize)
  }
}

extension JobSetting where Value == WeightScale {
  package static var scaleBy: JobSetting {
    .keyword(
      "scaleBy", names: names(WeightScale.self), parse: WeightScale.init(rawValue:),
      help: "How weights map onto sizes: linear, sqrt or log (log(1 + weight)).", \.cloud.scale)
  }
}

extension JobSetting where Value == ColorRamp? {
  /// Two colours: `FROM,TO` on the command line, a list `[from, to]` in a manifest.
  package static var ramp: JobSetting {
    JobSetting(
      key: "ramp",
      help: "Fill chips from the first colour (lightest) to the second (heaviest), e.g. '#DBEAFE,#1E3A8A'.",
      valueName: "from,to", accepted: "a list of two colours [from, to]", path: \Job.cloud.ramp,
      read: { node, reader in
        guard case .sequence(let ends) = node, ends.count == 2 else {
          reader.invalid(node, "ramp", expected: "a list of two colours [from, to]")
          return nil
        }
        guard let from = reader.color(ends[0], "ramp"), let to = reader.color(ends[1], "ramp") else { return nil }
        return ColorRamp(from: from, to: to)
      })
  }
}

extension JobSetting where Value == TagOrder {
  package static var sort: JobSetting {
    .keyword(
      "sort", names: names(TagOrder.self), parse: TagOrder.init(rawValue:),
      help: "Chip order: as given, alphabetical, or heaviest first.", \.order)
  }
}

// Drawing and output
extension JobSetting where Value == Bool? {
  package static var snap: JobSetting {
    .flag(
      "snap",
      help: "Round chip edges to device pixels so they are crisp (default: on for PNG and SVG, off for PDF).",
      \.rendering.snap)
  }
}

extension JobSetting where Value == SVGTextMode? {
  package static var svgText: JobSetting {
    .keyword(
      "svgText", names: names(SVGTextMode.self), parse: SVGTextMode.init(rawValue:),
      help:
        "SVG text as real <text> (small, selectable, the reader's fonts) or glyph outlines (needs no fonts; "
        + "default: outlines, text with --dark-theme).",
      valueName: "text|outlines", \.rendering.svgText)
  }
}

extension JobSetting where Value == [OutputFormat]? {
  /// One format on the command line; a manifest job may list several.
  package static var format: JobSetting {
    JobSetting(
      key: "format", help: "Image format (default: from the output file's extension; png for stdout).",
      accepted: oneOf(names(OutputFormat.self)) + ", or a list of them", path: nil,
      read: { node, reader in
        guard let items = reader.strings(node, "format") else { return nil }
        var formats: [OutputFormat] = []
        for (_, item) in items {
          if let format = reader.keyword(
            item, "format", accepted: names(OutputFormat.self), OutputFormat.init(rawValue:))
          {
            if !formats.contains(format) { formats.append(format) }
          }
        }
        return formats
      },
      store: { draft, formats in draft.formats = formats })
  }
}

extension JobSetting where Value == Double {
  package static var scale: JobSetting {
    JobSetting(
      key: NumberSetting.scale.key,
      help: "Pixel scale of PNG output, 0.1 to 16: 2 draws the same layout with twice the pixels.",
      valueName: "factor", range: .scale, accepted: NumberSetting.scale.expected, path: nil,
      read: { node, reader in reader.number(node, .scale) },
      store: { draft, scale in draft.scale = scale })
  }
}

extension JobSetting where Value == PNGCompression {
  package static var pngCompression: JobSetting {
    .keyword(
      "pngCompression", names: names(PNGCompression.self), parse: PNGCompression.init(rawValue:),
      help: "PNG compression: fast, or small (within 5% of optipng -o2, ~10× slower), or smallest.",
      \.rendering.pngCompression)
  }
}
