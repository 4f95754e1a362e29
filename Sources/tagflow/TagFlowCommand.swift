// The `tagflow` command: lists the subcommands and turns every error into one line.

import ArgumentParser
import TagFlow

@main
struct TagFlowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tagflow",
    abstract: "Render wrapped tag chips to PNG, SVG and PDF.",
    version: TagFlowVersion.current,
    subcommands: [
      Render.self, Layout.self, Batch.self, Check.self, Diff.self, Themes.self, Example.self, Markdown.self,
    ]
  )

  /// Like ArgumentParser's own `main()`, except that an error is one line on
  /// stderr (`tagflow: error: ...`) with no usage block after it.
  static func main() {
    if let name = CommandLine.arguments.dropFirst().first, measuringCommands.contains(name) {
      // Fontconfig takes milliseconds to load; started now, it overlaps argument parsing.
      TextMeasurer.startLoadingSystemFonts()
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as TagFlowError {
      fail(error.message, code: .failure)
    } catch let code as ExitCode {
      exit(withError: code)  // the command has said what went wrong
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        exit(withError: error)  // --help and --version
      }
      fail(message(for: error), code: code)
    }
  }

  /// The subcommands that measure text, by name: spelled out, because asking each
  /// command for its configuration here would cost more than the names are worth.
  private static let measuringCommands: Set<String> = ["render", "layout", "markdown", "batch", "check", "example"]

  private static func fail(_ message: String, code: ExitCode) -> Never {
    let line = message.split(separator: "\n").first.map(String.init) ?? "failed"
    FileSystem.writeStandardError("tagflow: error: \(line)")
    exit(withError: code)
  }
}
