// What the shells' completion offers for values: the names a setting accepts, themes, files.

import ArgumentParser
import FoundationEssentials
import TagFlow
import TagFlowReaders

extension CompletionKind {
  /// The names a look's setting accepts where they are a closed set: palettes, CSS colour names.
  static func setting(_ setting: StyleSetting) -> CompletionKind {
    .list(setting.form == .color ? colorNames : setting.names)
  }

  /// Sorted once: ArgumentParser builds each colour option's completion every time it builds
  /// the command, whether or not a shell asked for one.
  private static let colorNames = RGBAColor.cssNames.keys.sorted() + ["transparent"]

  /// The built-in themes, and the theme files and folders beside the word being completed.
  static let themes = CompletionKind.custom { _, _, prefix in
    Theme.presets.map(\.name).filter { $0.hasPrefix(prefix) }
      + Completions.files(startingWith: prefix, extensions: ["yaml", "yml", "json"])
  }

  /// Manifests: YAML, JSON and JSON Lines files.
  static let manifests = CompletionKind.file(extensions: ["yaml", "yml", "json", "jsonl"])

  /// The formats TagFlow writes, by the extension that picks them.
  static let outputs = CompletionKind.file(extensions: OutputFormat.allCases.map(\.rawValue))

  /// Images `diff` compares, and folders of them.
  static let images = CompletionKind.file(extensions: ["png", "jpg", "jpeg", "webp", "tif", "tiff", "svg", "pdf"])
}

enum Completions {
  /// Folders (with a trailing `/`, to go on into them) and files with one of `extensions` whose
  /// path starts with `prefix`, as a shell completes a path.
  static func files(startingWith prefix: String, extensions: [String]) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let typed = prefix.dropFirst(folder.count)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.sorted().compactMap { name in
      // Hidden files only when asked for, as shells do.
      guard name.hasPrefix(typed), !name.hasPrefix(".") || typed.hasPrefix(".") else { return nil }
      let path = folder + name
      if FileSystem.kind(of: path) == .folder { return path + "/" }
      let lowered = name.lowercased()
      return extensions.contains { lowered.hasSuffix("." + $0) } ? path : nil
    }
  }
}
