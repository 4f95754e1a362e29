// The command line as its bytes say: an argument that is not UTF-8 keeps its bytes.

import TagFlow

/// The process's arguments, the tool's name first, decoded by `PathBytes` from `argv`
/// itself. `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so
/// `-o "$(printf 'd\205')/o.png"` would write into another folder; here each such byte is
/// kept, goes back to the system as it came, and is shown as `\x85`.
enum Arguments {
  static let all: [String] = (0..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { PathBytes.decode(cString: $0) } ?? ""
  }
}
