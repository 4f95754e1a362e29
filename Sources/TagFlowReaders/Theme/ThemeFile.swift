// Theme files: a YAML (or JSON) mapping of the keys a theme sets, over a built-in theme.

import TagFlow

extension Theme {
  /// The keys a theme file accepts, named like the command-line options in camelCase.
  package static let fileKeys: [String] =
    ["name", "description", "extends"] + StyleSetting.all.filter(\.isThemeKey).map(\.key).sorted()

  /// Reads a theme file. Errors name the file, line, column and key; a file that cannot
  /// be read is named by `setting` (`darkTheme` names a theme too).
  public static func load(_ path: String, setting: String = "theme") throws(TagFlowError) -> Theme {
    if DataFormat(path: path) == .json {
      var reader = YAMLReader(file: path)
      let root = reader.composeJSON(try Limits.readJSON(path, field: setting), duplicateKeys: .refused)
      return try read(root, file: path, reader: &reader)
    }
    return try parse(try Limits.readText(path, field: setting), file: path)
  }

  /// Reads theme text; `file` names it in errors. Keys left out keep the values of
  /// the theme named by `extends` (default `light`). A `file` whose name ends in
  /// `.json` is read as JSON, where a key given twice in one object is an error.
  ///
  ///     extends: dark
  ///     fill: "#1E3A8A"
  ///     radius: 6
  public static func parse(_ text: String, file: String) throws(TagFlowError) -> Theme {
    var reader = YAMLReader(file: file)
    let root =
      DataFormat(path: file) == .json
      ? reader.composeJSON(Array(text.utf8), duplicateKeys: .refused) : reader.compose(text)
    return try read(root, file: file, reader: &reader)
  }

  /// The theme a document's root node sets; the first problem is thrown.
  private static func read(_ root: Node?, file: String, reader: inout YAMLReader) throws(TagFlowError) -> Theme {
    guard let root else {
      throw reader.firstError ?? .input(at: SourcePosition(file, line: 1, column: 1), .empty(what: "the theme file"))
    }
    let pairs = reader.mapping(root, "a theme", accepted: fileKeys) ?? []
    var theme = Theme.light
    if let (_, node) = pairs.first(where: { $0.0 == "extends" }) {
      let names = presets.map(\.name)
      if let base = reader.keyword(node, "extends", accepted: names, Theme.named) { theme = base }
    }
    theme.name = file
    theme.summary = "theme file \(file)"
    for (key, node) in StyleSetting.inApplyOrder(pairs, key: \.0) {
      switch key {
      case "name": theme.name = reader.string(node, key) ?? theme.name
      case "description": theme.summary = reader.string(node, key) ?? theme.summary
      case "extends": break
      default:
        if let setting = StyleSetting.named[key], let change = setting.read(node, &reader) { change(&theme) }
      }
    }
    if let error = reader.firstError { throw error }
    return theme
  }
}

extension Theme {
  /// Whether a theme that names nothing was meant as a file (a slash or a theme
  /// file's extension) rather than as a misspelt preset.
  package static func isFileName(_ nameOrPath: String) -> Bool {
    nameOrPath.contains("/") || [".yaml", ".yml", ".json"].contains(where: nameOrPath.lowercased().hasSuffix)
  }

  /// A built-in theme when `nameOrPath` names one, else the theme file at that path.
  /// (A file named like a preset is reached as `./dark`.) Errors name the value as
  /// `setting`: `darkTheme` names a theme too.
  public static func resolve(_ nameOrPath: String, setting: String = "theme") throws(TagFlowError) -> Theme {
    if let preset = named(nameOrPath) { return preset }
    guard FileSystem.kind(of: nameOrPath) != .missing else {
      if isFileName(nameOrPath) {
        throw TagFlowError.file(FileProblem(field: setting, .read, nameOrPath, .noSuchFile))
      }
      let names = presets.map(\.name)
      throw TagFlowError.invalid(
        setting, nameOrPath, expected: "one of \(names.joined(separator: ", ")), or a YAML theme file", among: names)
    }
    return try load(nameOrPath, setting: setting)
  }
}
