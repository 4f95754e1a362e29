// Every key a manifest's `defaults` and jobs accept, and what each does to the job.

import FlowLayout
internal import Yams

/// The keys of a manifest, by name. Defaults and jobs share `settings` (which
/// include every key of a theme file); only jobs have `jobOnly`. The names
/// follow the command-line options in camelCase.
enum ManifestKeys {
  typealias Apply = @Sendable (inout JobDraft, Node, inout YAMLReader, ManifestFolder) -> Void

  static let settings: [String: Apply] = StyleSetting.named.mapValues(onJob).merging(jobSettings) { $1 }
    .merging(applied(fileSettings)) { $1 }

  /// Every key whose value names a file, for defaults and jobs alike or for jobs only.
  static let files = fileSettings.merging(jobOnlyFiles) { $1 }

  private static func applied(_ keys: [String: FileKey]) -> [String: Apply] {
    Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.value.apply($0.key)) })
  }

  /// A look's setting applied to a job's own look.
  private static func onJob(_ setting: StyleSetting) -> Apply {
    { draft, node, reader, _ in
      if let change = setting.read(node, &reader) { change(&draft.job.look) }
    }
  }

  private static let jobSettings: [String: Apply] = [
    // Unlike a theme's, a job's text colour is used even where it is hard to read.
    "textColor": { draft, node, reader, _ in
      if let value = reader.color(node, "textColor") { draft.job.style.textColor = value }
    },
    "title": { draft, node, reader, _ in
      if let value = reader.string(node, "title") { draft.job.title = value }
    },
    "minSize": { draft, node, reader, _ in
      if let value = reader.number(node, .minSize) { draft.job.cloud.minSize = value }
    },
    "maxSize": { draft, node, reader, _ in
      if let value = reader.number(node, .maxSize) { draft.job.cloud.maxSize = value }
    },
    "scaleBy": { draft, node, reader, _ in
      let names = WeightScale.allCases.map(\.rawValue)
      if let value = reader.keyword(node, "scaleBy", accepted: names, WeightScale.init(rawValue:)) {
        draft.job.cloud.scale = value
      }
    },
    "ramp": { draft, node, reader, _ in
      guard case .sequence(let ends) = node, ends.count == 2 else {
        return reader.invalid(node, "ramp", expected: "a list of two colours [from, to]")
      }
      if let from = reader.color(ends[0], "ramp"), let to = reader.color(ends[1], "ramp") {
        draft.job.cloud.ramp = ColorRamp(from: from, to: to)
      }
    },
    "sort": { draft, node, reader, _ in
      if let value = reader.keyword(node, "sort", accepted: TagOrder.allCases.map(\.rawValue), TagOrder.init(rawValue:))
      {
        draft.job.order = value
      }
    },
    "top": { draft, node, reader, _ in
      if let value = reader.integer(node, .top) { draft.job.top = value }
    },
    "width": { draft, node, reader, _ in
      if let value = reader.number(node, .width) { draft.job.width = value }
    },
    "height": { draft, node, reader, _ in
      if let value = reader.number(node, .height) { draft.job.height = value }
    },
    "alignContent": { draft, node, reader, _ in
      if let value = reader.keyword(node, "alignContent", accepted: AlignContent.cssNames, AlignContent.init(css:)) {
        draft.job.layout.alignContent = value
      }
    },
    "fitBox": { draft, node, reader, _ in
      if let value = reader.bool(node, "fitBox") { draft.job.fitsBox = value }
    },
    "justify": { draft, node, reader, _ in
      if let value = reader.keyword(node, "justify", accepted: Justify.cssNames, Justify.init(css:)) {
        draft.job.layout.justify = value
      }
    },
    "lastLine": { draft, node, reader, _ in
      if let value = reader.keyword(node, "lastLine", accepted: Justify.cssNames, Justify.init(css:)) {
        draft.job.layout.lastLineJustify = value
      }
    },
    "align": { draft, node, reader, _ in
      if let value = reader.keyword(node, "align", accepted: Align.cssNames, Align.init(css:)) {
        draft.job.layout.align = value
      }
    },
    "wrap": { draft, node, reader, _ in
      if let value = reader.keyword(node, "wrap", accepted: WrapMode.allCases.map(\.rawValue), WrapMode.init(css:)) {
        draft.job.layout.wrap = value
      }
    },
    "direction": { draft, node, reader, _ in
      let names = Direction.allCases.map(\.rawValue)
      if let value = reader.keyword(node, "direction", accepted: names, Direction.init(rawValue:)) {
        draft.job.layout.direction = value
      }
    },
    "maxLines": { draft, node, reader, _ in
      if let value = reader.integer(node, .maxLines) { draft.job.layout.maxLines = value }
    },
    "overflowText": { draft, node, reader, _ in
      if let value = reader.string(node, "overflowText") { draft.job.overflowTemplate = value }
    },
    "fit": { draft, node, reader, _ in
      if let value = reader.bool(node, "fit") { draft.job.layout.fit = value }
    },
    "systemFonts": { draft, node, reader, _ in
      if let value = reader.bool(node, "systemFonts") { draft.job.fonts.includesSystemFonts = value }
    },
    "distribution": { draft, node, reader, _ in
      let names = FlexDistribution.allCases.map(\.rawValue)
      if let value = reader.keyword(node, "distribution", accepted: names, FlexDistribution.init(rawValue:)) {
        draft.job.layout.distribution = value
      }
    },
    "format": { draft, node, reader, _ in
      let names = OutputFormat.allCases.map(\.rawValue)
      guard let items = reader.strings(node, "format") else { return }
      var formats: [OutputFormat] = []
      for (_, item) in items {
        if let format = reader.keyword(item, "format", accepted: names, OutputFormat.init(rawValue:)) {
          if !formats.contains(format) { formats.append(format) }
        }
      }
      draft.formats = formats
    },
    "snap": { draft, node, reader, _ in
      if let value = reader.bool(node, "snap") { draft.job.rendering.snap = value }
    },
    "svgText": { draft, node, reader, _ in
      let names = SVGTextMode.allCases.map(\.rawValue)
      if let value = reader.keyword(node, "svgText", accepted: names, SVGTextMode.init(rawValue:)) {
        draft.job.rendering.svgText = value
      }
    },
    "ignore": { draft, node, reader, _ in
      if let regions = IgnoreRegion.read(node, &reader) { draft.ignoredRegions = regions }
    },
    "scale": { draft, node, reader, _ in
      if let value = reader.number(node, .scale) { draft.scale = value }
    },
    "pngCompression": { draft, node, reader, _ in
      let names = PNGCompression.allCases.map(\.rawValue)
      if let value = reader.keyword(node, "pngCompression", accepted: names, PNGCompression.init(rawValue:)) {
        draft.job.rendering.pngCompression = value
      }
    },
  ]

  static let jobOnly: [String: Apply] = applied(jobOnlyFiles).merging(jobOnlySettings) { $1 }

  private static let jobOnlySettings: [String: Apply] = [
    "tags": { draft, node, reader, _ in
      // Items are texts or mappings with a weight, colours, a link…; "" forces a line break.
      if case .scalar(let scalar) = node {
        // `tags: swift, linux` is one text in YAML: one chip 'swift, linux', never what was meant.
        draft.tagsGiven = true
        let items = scalar.string.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        return reader.report(
          node,
          "\(reader.section)tags: \(YAMLReader.show(node)) is one text, not a list; write a list: "
            + "tags: [\(items.map { YAMLReader.oneLine($0) }.joined(separator: ", "))]")
      }
      guard let tags = Tag.readList(node, &reader) else { return }
      draft.tagsGiven = true
      draft.job.tags += tags
    }
  ]

  private static let fileSettings: [String: FileKey] = [
    "theme": themeKey("theme") { theme, draft in theme.apply(to: &draft.job) },
    "darkTheme": themeKey("darkTheme") { theme, draft in draft.job.darkStyle = theme.style },
    "fontFiles": FileKey(role: .input, isList: true) { draft, files, reader in
      var fonts: [String] = []
      for file in files {
        if !FileSystem.isReadableFile(file.path) {
          reader.report(
            file.node, "\(reader.section)fontFiles: cannot read '\(file.path)'; expected a TTF, OTF or TTC file")
        } else if (FileSystem.stamp(file.path)?.size ?? 0) > Limits.fontBytes {
          reader.report(
            file.node,
            "\(reader.section)fontFiles: '\(file.path)' is too large for a font; the limit is "
              + "\(Limits.fontBytes / 1024 / 1024) MB")
        } else {
          fonts.append(file.path)
        }
      }
      draft.job.fonts.files = fonts
    },
  ]

  private static let jobOnlyFiles: [String: FileKey] = [
    "output": FileKey(role: .output) { draft, files, _ in
      draft.outputGiven = true
      if let file = files.first { draft.output = (file.written, file.node) }
    },
    "tagsFile": FileKey(role: .input) { draft, files, reader in
      draft.tagsGiven = true
      guard let file = files.first else { return }
      do throws(TagFlowError) {
        draft.job.tags += try Tag.load(file.path, field: reader.section + "tagsFile", links: reader.links)
      } catch {
        reader.report(file.node, error.message)
      }
    },
  ]

  /// A theme: a preset's name, or a theme file.
  private static func themeKey(_ key: String, _ use: @escaping @Sendable (Theme, inout JobDraft) -> Void) -> FileKey {
    let isPreset: @Sendable (String) -> Bool = { Theme.named($0) != nil }
    return FileKey(role: .input, builtIn: isPreset) { draft, files, reader in
      guard let file = files.first else { return }
      do throws(TagFlowError) {
        // A preset came as written (see builtIn); anything else is the resolved file.
        if let preset = Theme.named(file.written) { return use(preset, &draft) }
        if !Theme.isFileName(file.written), FileSystem.isMissing(file.path) {
          // `drak`: a misspelt preset more likely than a file with no extension.
          let names = Theme.presets.map(\.name)
          let error = TagFlowError.invalid(
            reader.section + key, file.written, expected: "one of \(names.joined(separator: ", ")) or a theme file",
            among: names)
          return reader.report(file.node, error.message)
        }
        use(try Theme.load(file.path), &draft)
      } catch {
        let names = Theme.presets.map(\.name).joined(separator: ", ")
        reader.report(file.node, "\(reader.section)\(key): \(error.message); expected one of \(names) or a theme file")
      }
    }
  }
}
