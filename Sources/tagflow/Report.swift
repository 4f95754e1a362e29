// `tagflow report`: prints where a check's or a diff's HTML report is and opens it, as Playwright's show-report.

import ArgumentParser
import FoundationEssentials
import TagFlow

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    _superCommandName: TagFlowCommand.name,
    abstract: "Print the path of an HTML report written by check or diff, and open it in a browser.",
    discussion: """
      The report is FOLDER/index.html, as `tagflow check --report FOLDER` and
      `tagflow diff --report FOLDER` write it. It is opened with xdg-open when
      there is a display (DISPLAY or WAYLAND_DISPLAY is set); with none (CI,
      ssh) the path is printed with how to open it, and that is not an error.
      TAGFLOW_OPEN=PROGRAM opens it with PROGRAM instead (given the page's
      path), display or not.

      \(ExitStatus.discussion(
        success: "when the report is there (opened, or no display to open it on)",
        negative: "when the program that opens it fails"))

      Examples:
        tagflow check site/tags.yaml --report check-report; tagflow report check-report
        TAGFLOW_OPEN=firefox tagflow report diff-report
      """
  )

  @Argument(
    help: ArgumentHelp("The report's folder (the --report FOLDER of check or diff).", valueName: "folder"),
    completion: .directory)
  var folder: String

  func run() throws {
    let page = (folder.hasSuffix("/") ? folder : folder + "/") + "index.html"
    guard FileSystem.kind(of: page) == .file else {
      throw CommandLineProblem.noReport(folder: folder)
    }
    Terminal.write("report: \(page)")
    guard let opener = ReportOpener.chosen(environment: ProcessInfo.processInfo.environment) else {
      return Terminal.write(ReportOpener.noDisplay(page))
    }
    if let failure = opener.open(page) {
      FileSystem.writeStandardError("tagflow: \(failure); open \(page) in a browser")
      throw ExitStatus.negative
    }
    Terminal.write("opened with \(opener.program)")
  }
}
