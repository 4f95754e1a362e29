// Writing to what is already at an output path: files, symlinks, FIFOs, folders, long names, signals.

import Foundation
import Glibc
import Testing

@testable import TagFlow

@Suite struct OutputTargetTests {
  /// A fresh folder, removed afterwards.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path + "/")
  }

  private func names(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  private func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  @Test func replacesARegularFileKeepingItsMode() throws {
    try withFolder { folder in
      try FileSystem.write(Array("old".utf8), to: folder + "out.svg")
      chmod(folder + "out.svg", 0o640)
      try FileSystem.write(Array("new".utf8), to: folder + "out.svg")
      #expect(try text(folder + "out.svg") == "new")
      var info = stat()
      stat(folder + "out.svg", &info)
      #expect(info.st_mode & 0o777 == 0o640)
      #expect(try names(folder) == ["out.svg"])
    }
  }

  /// Relative, absolute, chained and dangling links all stay links; their targets get the bytes.
  @Test func writesThroughSymlinks() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "sub", withIntermediateDirectories: true)
      try FileSystem.write(Array("old".utf8), to: folder + "sub/real.png")
      symlink("sub/real.png", folder + "relative.png")
      symlink(folder + "relative.png", folder + "chain.png")
      symlink("sub/new.png", folder + "dangling.png")
      for (link, target, bytes) in [
        ("relative.png", "sub/real.png", "one"), ("chain.png", "sub/real.png", "two"),
        ("dangling.png", "sub/new.png", "three"),
      ] {
        try FileSystem.write(Array(bytes.utf8), to: folder + link)
        #expect(isLink(folder + link), "\(link) is no longer a link")
        #expect(try text(folder + target) == bytes)
      }
      #expect(try names(folder + "sub") == ["new.png", "real.png"])
      symlink("loop-b", folder + "loop-a")
      symlink("loop-a", folder + "loop-b")
      #expect(throws: TagFlowError.self) { try FileSystem.write([1], to: folder + "loop-a") }
    }
  }

  /// A FIFO is written into and stays a FIFO (a device would be written the same way).
  @Test func writesStraightIntoAFIFO() throws {
    try withFolder { folder in
      let fifo = folder + "pipe"
      #expect(mkfifo(fifo, 0o600) == 0)
      let bytes = [UInt8](repeating: 7, count: 200_000)
      nonisolated(unsafe) var received = Data()
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        received = readFIFO(fifo)
        done.signal()
      }
      try FileSystem.write(bytes, to: fifo)
      done.wait()
      #expect(received == Data(bytes))
      var info = stat()
      lstat(fifo, &info)
      #expect(info.st_mode & S_IFMT == S_IFIFO)
      #expect(try names(folder) == ["pipe"])
    }
  }

  @Test func aFolderOrAMissingFolderIsAnErrorAndLeavesNothing() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "dir.png", withIntermediateDirectories: true)
      expectMessage("output: cannot write '\(folder)dir.png': it is a folder") {
        try FileSystem.write([1], to: folder + "dir.png")
      }
      #expect(throws: TagFlowError.self) { try FileSystem.write([1], to: folder + "none/out.png") }
      #expect(try names(folder) == ["dir.png"])
    }
  }

  /// The temporary name is short: an output name at the file-name limit still works.
  @Test func namesAtTheLengthLimitWork() throws {
    try withFolder { folder in
      let name = String(repeating: "n", count: Int(NAME_MAX) - 4) + ".svg"
      try FileSystem.write(Array("x".utf8), to: folder + name)
      #expect(try names(folder) == [name])
    }
  }

  /// Left-overs of processes that are gone are removed; a live process's are not.
  @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
    try withFolder { folder in
      let dead = fork()
      if dead == 0 { _exit(0) }
      waitpid(dead, nil, 0)
      let stale = ".tf-\(dead)-AbC123"
      let live = FileSystem.temporaryPrefix + "XyZ789"
      for name in [stale, live, ".out.png.tmp-Qwe456", "keep.png"] {
        #expect(FileManager.default.createFile(atPath: folder + name, contents: Data()))
      }
      FileSystem.removeStaleTemporaries(of: [folder + "out.png"])
      let left = try names(folder)
      #expect(left == [live, "keep.png"].sorted())
    }
  }

  /// SIGTERM (or SIGINT, SIGHUP) while a temporary file exists removes it, then ends the
  /// process by that signal. Runs in a child process, which the signal ends.
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalsRemoveTemporaryFiles(signalNumber: Int32) throws {
    try withFolder { folder in
      let temporary = folder + FileSystem.temporaryPrefix + "Sig001"
      #expect(FileManager.default.createFile(atPath: temporary, contents: Data("partial".utf8)))
      let child = fork()
      if child == 0 {
        if TemporaryFiles.register(temporary) == nil { _exit(1) }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
        TemporaryFiles.removeOnSignals()
        raise(signalNumber)
        _exit(0)  // not reached: the handler ends the process by the signal
      }
      var status: Int32 = 0
      waitpid(child, &status, 0)
      #expect(status & 0x7F == signalNumber, "status \(status)")
      let left = try names(folder)
      #expect(left.isEmpty)
    }
  }

  /// A staged output is a temporary file beside its target until committed; dropped
  /// uncommitted, it is removed and the target keeps its old bytes.
  @Test func stagedOutputsChangeNothingUntilCommitted() throws {
    try withFolder { folder in
      let target = folder + "out.png"
      try Data("old".utf8).write(to: URL(fileURLWithPath: target))
      var dropped: StagedOutput? = try FileSystem.stage(Array("dropped".utf8), for: target)
      #expect(try names(folder).count == 2)
      #expect(dropped != nil)
      dropped = nil
      #expect(try names(folder) == ["out.png"])
      #expect(try text(target) == "old")
      let staged = try FileSystem.stage(Array("new".utf8), for: target)
      #expect(try text(target) == "old")
      try staged.commit()
      #expect(try text(target) == "new")
      #expect(try names(folder) == ["out.png"])
    }
  }

  /// Ending the process by a signal works from a thread that blocks that signal (as
  /// libdispatch's threads block SIGINT and SIGTERM): `raise` alone would leave it pending.
  @Test(arguments: [SIGTERM, SIGINT])
  func endingBySignalWorksWhereTheSignalIsBlocked(signalNumber: Int32) throws {
    try withFolder { folder in
      let temporary = folder + FileSystem.temporaryPrefix + "End001"
      #expect(FileManager.default.createFile(atPath: temporary, contents: Data("partial".utf8)))
      let child = fork()
      if child == 0 {
        if TemporaryFiles.register(temporary) == nil { _exit(1) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signalNumber)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        FileSystem.endProcess(bySignal: signalNumber)
      }
      var status: Int32 = 0
      waitpid(child, &status, 0)
      #expect(status & 0x7F == signalNumber, "status \(status)")
      let left = try names(folder)
      #expect(left.isEmpty)
    }
  }

  /// A forked child that a signal ends removes only the files it registered itself:
  /// its parent's (another test's output being written, fonts given as bytes) stay.
  @Test func aForkedChildLeavesItsParentsFiles() throws {
    try withFolder { folder in
      let parents = folder + FileSystem.temporaryPrefix + "Par001"
      let childs = folder + FileSystem.temporaryPrefix + "Chi001"
      for path in [parents, childs] { #expect(FileManager.default.createFile(atPath: path, contents: Data())) }
      let slot = TemporaryFiles.register(parents)
      defer { TemporaryFiles.unregister(slot) }
      let child = fork()
      if child == 0 {
        if TemporaryFiles.register(childs) == nil { _exit(1) }
        FileSystem.endProcess(bySignal: SIGTERM)
      }
      var status: Int32 = 0
      waitpid(child, &status, 0)
      #expect(status & 0x7F == SIGTERM, "status \(status)")
      let left = try names(folder)
      #expect(left == [FileSystem.temporaryPrefix + "Par001"])
    }
  }
}

/// Everything written into a FIFO, read with a blocking open (Foundation's
/// readers may open it without blocking and see no writer yet).
func readFIFO(_ path: String) -> Data {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { return Data() }
  defer { close(fd) }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = read(fd, &chunk, chunk.count)
    if count <= 0 { return data }
    data.append(contentsOf: chunk[..<count])
  }
}
