// What opens a report in a browser: TAGFLOW_OPEN when set, xdg-open when there is a display.

import Glibc
import TagFlow

/// The program `tagflow report` hands a report's page to, chosen from the environment, so
/// a machine without a display (CI, ssh, a test) is told where the page is instead of
/// failing, and a test can stand its own program in for the browser.
struct ReportOpener: Equatable {
  /// The program, found on PATH, given the page's path as its only argument.
  var program: String
  /// Where it came from, for the line that says it was used.
  var source: String

  /// `TAGFLOW_OPEN` when set and not empty; otherwise `xdg-open` when `DISPLAY` or
  /// `WAYLAND_DISPLAY` is set; nil when neither, since xdg-open with no display falls back
  /// to a text browser that would take over the terminal.
  static func chosen(environment: [String: String]) -> ReportOpener? {
    if let program = environment["TAGFLOW_OPEN"], !program.isEmpty {
      return ReportOpener(program: program, source: "TAGFLOW_OPEN")
    }
    let display = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    return display ? ReportOpener(program: "xdg-open", source: "the display") : nil
  }

  /// Why nothing was opened, and how to open it by hand.
  static func noDisplay(_ page: String) -> String {
    "no display to open it on (DISPLAY and WAYLAND_DISPLAY are not set): open \(page) in a browser, "
      + "or copy its folder to a machine with one (set TAGFLOW_OPEN to choose a program)"
  }

  /// Runs the program on `page`, with this process's standard streams, and waits for it:
  /// xdg-open returns once the browser has the page. Nil when it succeeded, else why not.
  func open(_ page: String) -> String? {
    let arguments: [String] = [program, page]
    let argv = arguments.map { strdup($0.platformPath) }
    defer {
      for argument in argv { free(argument) }
    }
    var pid = pid_t()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { argv in
      posix_spawnp(&pid, program, nil, nil, UnsafeMutablePointer(mutating: argv.baseAddress!), environ)
    }
    guard spawned == 0 else {
      let reason = spawned == ENOENT ? "not found on PATH" : String(cString: strerror(spawned))
      return "'\(program)' (from \(source)) could not be run: \(reason)"
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are C macros: the low 7 bits are the signal, the next 8 the code.
    let (signal, code) = (status & 0x7F, (status >> 8) & 0xFF)
    if signal != 0 { return "'\(program)' (from \(source)) was ended by signal \(signal)" }
    return code == 0 ? nil : "'\(program)' (from \(source)) exited with status \(code)"
  }
}
