// Files read, appended to and replaced by name in a folder: never through a link, never a FIFO opened.

import Foundation
import Glibc
import Testing

@testable import TagFlow

@Suite struct OpenFolderTests {
  /// What can stand at a name, made in `folder` (links lead to `outside`, another folder).
  enum Thing: String, CaseIterable, CustomTestStringConvertible {
    case linkToAFile, danglingLink, linkToAFolder, linkToAFIFO, loopingLink, fifo, folder, socket

    var testDescription: String { rawValue }

    func make(_ name: String, in folder: String, outside: String) throws -> OpenFolder.Entry {
      let path = folder + name
      switch self {
      case .linkToAFile:
        try Data("outside\n".utf8).write(to: URL(fileURLWithPath: outside + "file"))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside + "file")
        return .link
      case .danglingLink:
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside + "made")
        return .link
      case .linkToAFolder:
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside)
        return .link
      case .linkToAFIFO:
        #expect(mkfifo(outside + "pipe", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside + "pipe")
        return .link
      case .loopingLink:
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: name)
        return .link
      case .fifo:
        #expect(mkfifo(path, 0o600) == 0)
        return .special("a FIFO")
      case .folder:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return .folder
      case .socket:
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
          for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
          }
        }
        #expect(bound == 0)
        return .special("a socket")
      }
    }
  }

  private func withFolders(_ body: (_ folder: String, _ outside: String) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tf-open-\(UUID().uuidString.prefix(8))")
    let folder = root.appendingPathComponent("in").path + "/"
    let outside = root.appendingPathComponent("out").path + "/"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try body(folder, outside)
  }

  /// Everything outside, with each file's bytes: what no read or write in the folder may change.
  private func snapshot(_ outside: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: outside) {
      result[name] = FileManager.default.contents(atPath: outside + name) ?? Data()
    }
    return result
  }

  /// Whatever stands at the name, reading it never follows a link, never opens a FIFO
  /// (no hang), and says what is there; appending refuses it; replacing it puts a
  /// regular file in its place, except over a folder. Nothing outside changes.
  @Test(arguments: Thing.allCases)
  func nothingAtTheNameIsFollowed(thing: Thing) throws {
    try withFolders { folder, outside in
      let kind = try thing.make("state", in: folder, outside: outside)
      let before = try snapshot(outside)
      let open = try OpenFolder(folder)
      #expect(open.entry("state") == kind)
      guard case .notAFile(let found) = open.read("state", limit: 1 << 20) else {
        Issue.record("read through \(thing)")
        return
      }
      #expect(found == kind)
      guard case .failure(let failure) = open.openForAppending("state") else {
        Issue.record("opened \(thing) for appending")
        return
      }
      #expect(failure.entry == kind)
      if thing == .folder {
        #expect(throws: TagFlowError.self) { try open.replace("state", with: Array("new\n".utf8)) }
      } else {
        try open.replace("state", with: Array("new\n".utf8))
        #expect(open.entry("state") == .file)
        #expect(FileManager.default.contents(atPath: folder + "state") == Data("new\n".utf8))
      }
      #expect(try snapshot(outside) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".tf-") }.isEmpty)
    }
  }

  @Test func appendsStartOnANewLineAndSeeAReplacement() throws {
    try withFolders { folder, _ in
      let open = try OpenFolder(folder)
      try Data("cut sho".utf8).write(to: URL(fileURLWithPath: folder + "log"))
      guard case .success(let file) = open.openForAppending("log") else {
        Issue.record("cannot append")
        return
      }
      try file.appendLines(Array("one\n".utf8))
      try file.appendLines(Array("two\n".utf8))
      #expect(try String(contentsOfFile: folder + "log", encoding: .utf8) == "cut sho\none\ntwo\n")
      #expect(open.holds(file, as: "log"))
      try open.replace("log", with: [])
      #expect(!open.holds(file, as: "log"))
    }
  }

  @Test func readsRegularFilesUpToTheLimit() throws {
    try withFolders { folder, _ in
      let open = try OpenFolder(folder)
      guard case .missing = open.read("none", limit: 10) else { throw Failure("a missing file was read") }
      try Data("0123456789".utf8).write(to: URL(fileURLWithPath: folder + "ten"))
      guard case .bytes(let bytes) = open.read("ten", limit: 10), bytes.count == 10 else {
        throw Failure("ten bytes within a limit of ten")
      }
      guard case .tooLarge = open.read("ten", limit: 9) else { throw Failure("ten bytes past a limit of nine") }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
