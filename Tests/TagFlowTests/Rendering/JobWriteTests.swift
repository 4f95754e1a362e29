// Job.write(to:as:scale:): the bytes of render(as:scale:) in a file, written as the command line's -o writes.

import Foundation
import Glibc
import TagFlow
import Testing

@Suite struct JobWriteTests {
  /// A fresh folder, removed afterwards.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path + "/")
  }

  /// Every name under `folder`, dot files too (a temporary file left behind is one), sorted.
  private func names(_ folder: String) -> [String] {
    let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return all.sorted()
  }

  private func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

  private func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  private let job = Fixtures.job(["swift", "linux", "pango", "cairo"], width: 300)

  /// The extension picks the format, in any case; missing folders are made, as `-o out/tags.png` makes `out/`.
  @Test(arguments: OutputFormat.allCases)
  func writesTheRenderedBytes(_ format: OutputFormat) throws {
    try withFolder { folder in
      let path = folder + "out/images/tags." + format.rawValue.uppercased()
      try job.write(to: path, scale: 2)
      #expect(undated(try bytes(path)) == undated(try job.render(as: format, scale: 2)))
      // A name without an extension takes the format given.
      try job.write(to: folder + "out/plain", as: format)
      #expect(undated(try bytes(folder + "out/plain")) == undated(try job.render(as: format)))
      #expect(names(folder) == ["out", "out/images", "out/images/tags." + format.rawValue.uppercased(), "out/plain"])
    }
  }

  /// The format given wins over the extension.
  @Test func theFormatGivenWins() throws {
    try withFolder { folder in
      try job.write(to: folder + "tags.png", as: .svg)
      #expect(try bytes(folder + "tags.png") == job.render(as: .svg))
    }
  }

  @Test func anUnknownExtensionIsRefusedBeforeAnythingIsDrawnOrMade() throws {
    try withFolder { folder in
      let path = folder + "new/tags.gif"
      let error = #expect(throws: TagFlowError.self) { try job.write(to: path) }
      #expect(
        error
          == .invalidValue(
            field: "output", value: path, accepted: "a name ending in .png, .svg or .pdf, or a format given"))
      #expect(
        error?.description
          == "output: '\(path)' is not valid; expected a name ending in .png, .svg or .pdf, or a format given")
      #expect(names(folder) == [])
    }
  }

  /// A job that cannot be drawn writes nothing and makes no folder: the folders are made once it is drawn.
  @Test func aJobThatCannotBeDrawnLeavesNothing() throws {
    try withFolder { folder in
      var bad = job
      bad.width = -5
      #expect(throws: TagFlowError.self) { try bad.write(to: folder + "new/tags.png") }
      #expect(names(folder) == [])
    }
  }

  @Test func aFileWhereAFolderMustBeMadeIsRefused() throws {
    try withFolder { folder in
      try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder + "file"))
      let error = #expect(throws: TagFlowError.self) { try job.write(to: folder + "file/tags.png") }
      guard case .file(let problem) = error else { return }
      #expect(problem.path == folder + "file")
      #expect(error?.description == "cannot create folder '\(folder)file': a file is in the way")
      #expect(names(folder) == ["file"])
    }
  }

  @Test func aFolderAtThePathIsRefused() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "tags.png", withIntermediateDirectories: false)
      let error = #expect(throws: TagFlowError.self) { try job.write(to: folder + "tags.png") }
      #expect(error?.description == "output: cannot write '\(folder)tags.png': it is a folder")
      #expect(names(folder) == ["tags.png"])
    }
  }

  /// What the system refuses is reported with its errno, and no temporary file is left.
  @Test func aSystemErrorCarriesItsErrno() throws {
    try withFolder { folder in
      symlink("loop-b.png", folder + "loop-a.png")
      symlink("loop-a.png", folder + "loop-b.png")
      let error = #expect(throws: TagFlowError.self) { try job.write(to: folder + "loop-a.png") }
      guard case .file(let problem) = error else { return }
      #expect(problem == FileProblem(field: "output", .write, folder + "loop-a.png", .system(ELOOP)))
      #expect(error?.description == "output: cannot write '\(folder)loop-a.png': \(FileSystem.systemError(ELOOP))")
      let long = folder + String(repeating: "n", count: Int(NAME_MAX) + 1) + ".png"
      let tooLong = #expect(throws: TagFlowError.self) { try job.write(to: long) }
      #expect(tooLong?.description == "output: cannot write '\(long)': \(FileSystem.systemError(ENAMETOOLONG))")
      #expect(names(folder) == ["loop-a.png", "loop-b.png"])
    }
  }

  /// A folder that is there but answers "no such file" for a new entry, as /proc answers,
  /// is named as what it is; every other answer keeps its errno, and a folder that is not
  /// there is no such folder.
  @Test func aFolderThatTakesNoNewFilesIsNamedSo() throws {
    try withFolder { folder in
      for code in [ENOENT, EACCES, EROFS, EPERM, ENOSPC] {
        #expect((FileSystem.refusal(code, in: folder) != nil) == (code == ENOENT))
        #expect((FileSystem.refusal(code, in: String(folder.dropLast())) != nil) == (code == ENOENT))
      }
      #expect(FileSystem.refusal(ENOENT, in: folder + "missing/") == nil)
      let reason = try #require(FileSystem.refusal(ENOENT, in: folder))
      let error = TagFlowError.file(FileProblem(field: "output", .write, folder + "tags.png", reason))
      #expect(
        error.message
          == "output: cannot write '\(folder)tags.png': the folder '\(String(folder.dropLast()))' exists but takes no "
          + "new files (the system says: \(FileSystem.systemError(ENOENT)); a virtual file system such as /proc or "
          + "/sys); write somewhere else")
    }
  }

  /// As `-o` does (docs/cli.md, Output targets): a link is written through, its target
  /// replaced in its own folder, and the link stays a link; a dangling link gets its target.
  @Test func aLinkIsWrittenThrough() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "real", withIntermediateDirectories: false)
      try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "real/tags.png"))
      symlink("real/tags.png", folder + "link.png")
      symlink("real/new.svg", folder + "dangling.svg")
      try job.write(to: folder + "link.png")
      try job.write(to: folder + "dangling.svg")
      #expect(isLink(folder + "link.png") && isLink(folder + "dangling.svg"))
      #expect(try bytes(folder + "real/tags.png") == job.render(as: .png))
      #expect(try bytes(folder + "real/new.svg") == job.render(as: .svg))
      #expect(names(folder) == ["dangling.svg", "link.png", "real", "real/new.svg", "real/tags.png"])
    }
  }
}
