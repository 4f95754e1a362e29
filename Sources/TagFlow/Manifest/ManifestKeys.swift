// Every key a manifest's `defaults` and jobs accept, and what each does to the job.

import FlowLayout
internal import Yams

/// The keys of a manifest, by name. Defaults and jobs share `settings` (which
/// include every key of a theme file); only jobs have `jobOnly`. The names
/// follow the command-line options in camelCase.
enum ManifestKeys {
  typealias Apply = @Sendable (inout JobDraft, Node, inout YAMLReader, ManifestFolder) -> Void

  static let settings: [String: Apply] = StyleSetting.named.mapValues(onJob).merging(jobSettings) { $1 }

  /// A look's setting applied to a job's own look.
  private static func onJob(_ setting: StyleSetting) -> Apply {
    { draft, node, reader, _ in
      if let change = setting.read(node, &reader) { change(&draft.job.look) }
    }
  }

  private static let jobSettings: [String: Apply] = [
    "theme": { draft, node, reader, folder in
      guard let name = reader.string(node, "theme") else { return }
      do throws(TagFlowError) {
        let theme: Theme
        if let preset = Theme.named(name) {
          theme = preset
        } else {
          switch folder.resolve(name, policy: folder.policy) {
          case .failure(let error): return reader.report(node, "\(reader.section)theme: \(error.message)")
          case .success(let path):
            draft.inputs.append(path)
            theme = try Theme.load(path)
          }
        }
        theme.apply(to: &draft.job)
      } catch {
        let names = Theme.presets.map(\.name).joined(separator: ", ")
        reader.report(node, "\(reader.section)theme: \(error.message); expected one of \(names) or a theme file")
      }
    },
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
    "fontFiles": { draft, node, reader, folder in
      guard let files = reader.strings(node, "fontFiles") else { return }
      var resolved: [String] = []
      for (path, item) in files {
        switch folder.resolve(path, policy: folder.policy) {
        case .failure(let error): reader.report(item, "\(reader.section)fontFiles: \(error.message)")
        case .success(let file) where !FileSystem.isReadableFile(file):
          reader.report(item, "\(reader.section)fontFiles: cannot read '\(file)'; expected a TTF, OTF or TTC file")
        case .success(let file) where (FileSystem.stamp(file)?.size ?? 0) > Limits.fontBytes:
          reader.report(
            item,
            "\(reader.section)fontFiles: '\(file)' is too large for a font; the limit is "
              + "\(Limits.fontBytes / 1024 / 1024) MB")
        case .success(let file): resolved.append(file)
        }
      }
      draft.job.fonts.files = resolved
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
    "darkTheme": { draft, node, reader, folder in
      guard let name = reader.string(node, "darkTheme") else { return }
      do throws(TagFlowError) {
        let theme: Theme
        if let preset = Theme.named(name) { theme = preset } else { theme = try Theme.load(folder.resolve(name)) }
        draft.job.darkStyle = theme.style
      } catch {
        let names = Theme.presets.map(\.name).joined(separator: ", ")
        reader.report(node, "\(reader.section)darkTheme: \(error.message); expected one of \(names) or a theme file")
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

  static let jobOnly: [String: Apply] = [
    "output": { draft, node, reader, folder in
      draft.outputGiven = true
      guard let path = reader.string(node, "output") else { return }
      // A line break would also break the lines of .tagflow-state and of every report.
      guard !path.isEmpty, !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        return reader.invalid(node, "output", expected: "a file path on one line")
      }
      if case .failure(let error) = folder.resolve(path, policy: folder.policy) {
        return reader.report(node, "\(reader.section)output: \(error.message)")
      }
      draft.output = (path, node)
    },
    "tags": { draft, node, reader, _ in
      // Items are texts or mappings with a weight, colours, a link…; "" forces a line break.
      let list: Node = if case .scalar = node { Node([node]) } else { node }
      guard let tags = Tag.readList(list, &reader) else { return }
      draft.tagsGiven = true
      draft.job.tags += tags
    },
    "tagsFile": { draft, node, reader, folder in
      guard let name = reader.string(node, "tagsFile") else { return }
      draft.tagsGiven = true
      let path: String
      switch folder.resolve(name, policy: folder.policy) {
      case .failure(let error): return reader.report(node, "\(reader.section)tagsFile: \(error.message)")
      case .success(let resolved): path = resolved
      }
      draft.inputs.append(path)
      do throws(TagFlowError) {
        let text = try Limits.readText(path, field: reader.section + "tagsFile")
        let isYAML = [".yaml", ".yml", ".json"].contains { path.lowercased().hasSuffix($0) }
        draft.job.tags +=
          isYAML
          ? try Tag.parseYAMLList(text, source: path, links: folder.policy.links)
          : try Tag.parseList(text, source: path)
      } catch {
        reader.report(node, error.message)
      }
    },
  ]

}
