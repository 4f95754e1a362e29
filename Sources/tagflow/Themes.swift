// `tagflow themes`: lists the built-in themes and palettes, one line each.

import ArgumentParser
import TagFlow

struct Themes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    _superCommandName: TagFlowCommand.name,
    abstract: "List the built-in themes and palettes.",
    discussion: """
      Use a theme with --theme NAME, or write your own as YAML (keys in
      docs/styles.md) and pass --theme FILE. Use a palette with --palette NAME: each
      tag gets a colour by a stable hash of its text, unless the chip beside it on
      its line has that colour: then it takes the palette's next.

      \(ExitStatus.discussion(success: "always, unless an option is not valid"))

      Example:
        tagflow render swift linux pango --theme dark --palette deep -o tags.png
      """
  )

  func run() {
    let width = (Theme.presets.map(\.name) + Palette.presets.map(\.name)).map(\.count).max() ?? 0
    func row(_ name: String, _ summary: String) -> String {
      "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
    }
    var lines = ["Themes (--theme NAME, or --theme FILE.yaml):"]
    lines += Theme.presets.map { row($0.name, $0.summary) }
    lines += ["", "Palettes (--palette NAME):"]
    lines += Palette.presets.map { row($0.name, $0.summary) }
    for line in lines { Terminal.write(line) }
  }
}
