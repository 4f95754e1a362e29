// --dry-run and --verbose: the files a command writes, listed instead of written or as they are written.

import ArgumentParser
import TagFlow

/// `--dry-run` does everything but write (the input is read, checked and, for render and
/// markdown, drawn in memory, so a problem is the same error a real run gives) and lists
/// each file that would be written; `--verbose` lists each file as it is written. Lines go to
/// stdout, or to stderr when stdout carries an image or a document (`-o -`).
struct WriteOptions: ParsableArguments {
  @Flag(help: "List the files that would be written, and write nothing (the input is still read and checked).")
  var dryRun = false

  @Flag(help: "List each file written.")
  var verbose = false

  /// `would write PATH` in a dry run, `wrote PATH` with --verbose after it was written;
  /// nothing otherwise. `-` is `stdout`.
  func list(_ path: String, stdoutCarriesOutput: Bool = false) {
    guard dryRun || verbose else { return }
    let line = "\(dryRun ? "would write" : "wrote") \(path == "-" ? "stdout" : path)"
    Terminal.write(line, to: stdoutCarriesOutput ? .error : .output)
  }
}
