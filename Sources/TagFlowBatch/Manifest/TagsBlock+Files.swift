// The files a ```tags block's options name: resolved from the Markdown file, under the manifest's folder policy.

import TagFlow
import TagFlowReaders

extension TagsBlock {
  /// The block's options with every file they name resolved as a manifest's
  /// are: from the Markdown file's folder, refused when the policy keeps
  /// paths inside that folder and one leads out. The options that name files
  /// are those of the manifest's file keys (`--theme`, `--dark-theme`,
  /// `--font-file`), so a Markdown file from someone else reaches no further
  /// than a manifest could.
  ///
  /// - Parameters:
  ///   - markdown: the Markdown file's path, `-` for stdin (whose folder is the current one).
  /// - Returns: the options, and the files they read, which no image may overwrite.
  package func resolvingFiles(markdown: String, policy: ManifestPolicy) throws(TagFlowError) -> (
    options: [String], inputs: [String]
  ) {
    var folder = ManifestFolder(manifestPath: markdown == "-" ? "" : markdown)
    folder.policy = policy
    folder.owner = "Markdown file"
    var words = options
    var inputs: [String] = []
    var index = words.startIndex
    while index < words.endIndex {
      defer { index += 1 }
      let word = words[index]
      guard word.hasPrefix("--"), let (key, file) = Self.fileOption(word.dropFirst(2).prefix { $0 != "=" }) else {
        continue
      }
      // `--theme=x` or `--theme x`; a missing value is ArgumentParser's to report.
      let valueIndex: Int
      let prefix: String
      if let equals = word.firstIndex(of: "=") {
        (valueIndex, prefix) = (index, String(word[...equals]))
        words[index] = String(word[word.index(after: equals)...])
      } else {
        guard index + 1 < words.endIndex else { continue }
        (valueIndex, prefix) = (index + 1, "")
        index += 1
      }
      let value = words[valueIndex]
      if file.builtIn(value) {
        words[valueIndex] = prefix + value
        continue
      }
      switch folder.resolve(value, policy: policy) {
      case .failure(.outside(var outside)):
        outside.field = key
        throw .outside(outside)
      case .failure(let error): throw error
      case .success(let path):
        inputs.append(path)
        words[valueIndex] = prefix + path
      }
    }
    return (words, inputs)
  }

  /// The file key an option (without its dashes) sets, if it names a file that defaults may set.
  private static func fileOption(_ option: Substring) -> (String, FileKey)? {
    ManifestKeys.files.first { key, file in
      ManifestKeys.settings[key] != nil && optionName(key) == option && file.role == .input
    }
  }

  private static func optionName(_ key: String) -> String {
    SettingNames.option(forKey: key) ?? key
  }
}
