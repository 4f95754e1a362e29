// `--gap 4 8`: two numbers meant for one option, of which the second becomes a tag.

import TagFlow

/// The options that take two numbers as `X,Y` take one token; a bare number
/// after it is a tag to ArgumentParser, and a chip "8" is never what was meant.
enum PairValueWarning {
  /// A warning for each pair option in `arguments` (as typed, after the subcommand)
  /// given one number and followed by another: `--gap 4 8`, `--chip-padding=3 5`.
  static func warnings(_ arguments: [String]) -> [String] {
    let options = Set(StyleSetting.all.filter(\.isPair).map { "--" + $0.option })
    var warnings: [String] = []
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      // Empty parts are kept, so '' and '=' have an option part (empty) like any argument.
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let option = parts[0]
      guard options.contains(option) else {
        index += 1
        continue
      }
      // `--gap=4` holds its value; `--gap 4` has it in the next argument.
      let valueIndex = parts.count == 2 ? index : index + 1
      let value = parts.count == 2 ? parts[1] : arguments[safe: valueIndex]
      if let value, Double(value) != nil, let next = arguments[safe: valueIndex + 1], Double(next) != nil {
        warnings.append(
          "'\(next)' after \(option) \(value) is drawn as a tag; for two values write \(option) \(value),\(next)")
      }
      index = valueIndex + 1
    }
    return warnings
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
