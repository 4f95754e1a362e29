// Every key a manifest's `defaults` and jobs accept, and what each does to the job.

import TagFlow
import TagFlowComparison
import TagFlowReaders

/// The keys of a manifest, by name. Defaults and jobs share `settings` (which
/// include every key of a theme file, `StyleSetting.all`, and every setting of
/// `AnyJobSetting.all`); only jobs have `jobOnly`. The names follow the
/// command-line options in camelCase.
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

  /// A job's settings beyond its look, from their declarations, and the keys only a manifest has.
  private static let jobSettings: [String: Apply] = Dictionary(
    uniqueKeysWithValues: AnyJobSetting.all.map { ($0.key, $0.apply) }
  ).merging(manifestOnly) { $1 }

  /// Keys with no option of `render`.
  private static let manifestOnly: [String: Apply] = [
    // Regions `tagflow check` skips: there is no reference to compare with when rendering.
    "ignore": { draft, node, reader, _ in
      // A job's own list replaces the defaults' rectangles and tags alike.
      if let ignored = IgnoreRegion.read(node, &reader) {
        draft.ignoredRegions = ignored.regions
        draft.ignoredTags = ignored.tags
      }
    },
    // A job's own --tolerance and --threshold for `tagflow check` (Playwright's maxDiffPixels,
    // maxDiffPixelRatio and threshold per assertion); rendering compares nothing.
    "tolerance": { draft, node, reader, _ in
      guard case .scalar(let scalar) = node, let tolerance = ImageComparison.Tolerance(parsing: scalar.string) else {
        return reader.invalid(node, "tolerance", expected: ImageComparison.Tolerance.accepted)
      }
      draft.tolerance = tolerance
    },
    "threshold": { draft, node, reader, _ in
      if let threshold = reader.number(node, ManifestJob.threshold) { draft.threshold = threshold }
    },
  ]

  static let jobOnly: [String: Apply] = applied(jobOnlyFiles).merging(jobOnlySettings) { $1 }

  /// Every key a job accepts, merged once rather than for each of a catalogue's jobs.
  static let jobKeys: [String: Apply] = settings.merging(jobOnly) { $1 }

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
      guard let tags = TagItem.readList(node, &reader) else { return }
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
        if let problem = FileSystem.unreadableFile(file.path, field: "fontFiles") {
          reader.report(file.node, reader.section + problem.message)
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
        draft.job.tags += try TagItem.load(file.path, field: reader.section + "tagsFile", links: reader.links)
      } catch {
        reader.report(file.node, error.message)
      }
    },
  ]

  /// A theme: a preset's name, or a theme file.
  private static func themeKey(_ key: String, _ use: @escaping @Sendable (Theme, inout JobDraft) -> Void) -> FileKey {
    let isPreset: @Sendable (String) -> Bool = { Theme.named($0) != nil }
    return FileKey(role: .input, builtIn: isPreset, expected: "a theme's name or one file path") {
      draft, files, reader in
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
        use(try Theme.load(file.path, setting: reader.section + key), &draft)
      } catch {
        // A file that cannot be read is named by this key already; a problem inside it
        // by its own position, after this key.
        guard case .file = error else { return reader.report(file.node, "\(reader.section)\(key): \(error.message)") }
        reader.report(file.node, error.message)
      }
    }
  }
}
