// The `tagflow` command: lists the subcommands and turns every error into one line and one exit status.

import ArgumentParser
import TagFlow

@main
struct TagFlowCommand: ParsableCommand {
  /// The tool's name, which every subcommand also gives as its super-command (see `parseCommand`).
  static let name = "tagflow"

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Render wrapped tag chips to PNG, SVG and PDF.",
    discussion: ExitStatus.summary,
    version: TagFlowVersion.current,
    subcommands: [
      Render.self, Layout.self, Batch.self, Check.self, Diff.self, Report.self, Themes.self, Example.self,
      Markdown.self,
      Tags.self,
    ]
  )

  /// Like ArgumentParser's own `main()`, except that an error is one line on stderr
  /// (`tagflow: error: ...`) with no usage block after it, and exit statuses follow
  /// `ExitStatus`: a usage error is 2 here, not ArgumentParser's 64.
  static func main() {
    if Arguments.all.dropFirst().elementsEqual(["--version"]) {
      // The version alone, as ArgumentParser prints it: its reflection over every command
      // would cost more than the rest of the start put together.
      Terminal.write(TagFlowVersion.current)
      return
    }
    if let help = ShortHelp.requested(Array(Arguments.all.dropFirst())) {
      // `render -h`: the most used options on one screen; `--help` lists them all.
      for line in help.split(separator: "\n", omittingEmptySubsequences: false) { Terminal.write(String(line)) }
      return
    }
    TerminationSignals.unblock()
    if let name = Arguments.all.dropFirst().first, measuringCommands.contains(name) {
      // Fontconfig takes milliseconds to load; started now, it overlaps argument parsing.
      TextMeasurer.startLoadingSystemFonts()
    }
    FileSystem.removeTemporaryFilesOnSignals()
    var command: any ParsableCommand
    do {
      command = try parseCommand()
    } catch {
      if exitCode(for: error) == .success { exit(withError: error) }  // --help and --version
      if let unknown = unknownSubcommand() { fail(unknown, code: ExitStatus.cannot, isOneLine: true) }
      fail(message(for: error), code: ExitStatus.cannot)
    }
    do {
      try command.run()
    } catch let error as TagFlowError {
      // One line already: a line break in it is a path's or a value's, shown escaped, not cut.
      fail(error.message(naming: .commandLine), code: ExitStatus.cannot, isOneLine: true)
    } catch let error as CommandLineProblem {
      fail(error.message, code: ExitStatus.cannot, isOneLine: true)
    } catch let code as ExitCode {
      exit(withError: code)  // the command has said what went wrong
    } catch {
      if exitCode(for: error) == .success { exit(withError: error) }
      // A ValidationError from run() is a usage error too; anything else could not be done.
      fail(message(for: error), code: ExitStatus.cannot)
    }
  }

  /// The command the arguments name, parsed. When the first argument names a subcommand that
  /// has none of its own, that subcommand parses the rest by itself: parsing from the root
  /// costs a second pass of ArgumentParser's reflection over every option group of the
  /// subcommand (to see whether it takes all remaining input), about a fifth of what
  /// `tagflow render a` spends in all, by callgrind. Anything but a parsed command (help,
  /// `--version`, a completion request, any mistake) is parsed again from the root, so every
  /// message, help text and exit status stays ArgumentParser's own; parsing and `validate()`
  /// therefore do nothing but parse and check.
  ///
  /// Every subcommand names `tagflow` as its super-command (ArgumentParser's
  /// `_superCommandName`), which is what it is; ArgumentParser then leaves out, when the
  /// subcommand parses by itself, its look for `--generate-completion-script` (1.3 M of `render
  /// a`'s 78 M instructions). A completion request is no parsed command, so it falls back to the
  /// root parse, which makes that look. Help is only ever made from the root, where the
  /// super-command's name is not used.
  private static func parseCommand() throws -> any ParsableCommand {
    let arguments = Array(Arguments.all.dropFirst())
    if let name = arguments.first,
      let subcommand = configuration.subcommands.first(where: { $0._commandName == name }),
      subcommand.configuration.subcommands.isEmpty,
      let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      type(of: command) == subcommand  // not the help that `-h` asks for
    {
      return command
    }
    return try parseAsRoot(arguments)
  }

  /// The subcommands that measure text, by name: spelled out, because asking each
  /// command for its configuration here would cost more than the names are worth.
  private static let measuringCommands: Set<String> = ["render", "layout", "markdown", "batch", "check", "example"]

  /// The message for a first word that names no subcommand (`tagflow rendr a -o a.png`), which
  /// ArgumentParser would report as the first option it cannot place; `nil` for any other mistake.
  private static func unknownSubcommand() -> String? {
    guard let word = Arguments.all.dropFirst().first, !word.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(word) else { return nil }
    let hint = Suggestion.closest(to: word, in: names).map { "did you mean '\($0)'? " } ?? ""
    return "unknown command '\(word)'; \(hint)the commands are "
      + names.dropLast().joined(separator: ", ") + " (tagflow --help)"
  }

  private static func fail(_ message: String, code: ExitCode, isOneLine: Bool = false) -> Never {
    let line =
      isOneLine ? message : ParserMessage.inTagFlowStyle(ExitStatus.oneLine(message, arguments: Arguments.all))
    Terminal.write("tagflow: error: \(line)", to: .error)
    exit(withError: code)
  }
}
