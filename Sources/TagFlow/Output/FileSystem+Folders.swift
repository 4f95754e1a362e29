// Walking a folder tree in name order (links followed, loops refused) and reading the start of a file.

import Glibc

// Apart from FileSystem.swift, whose writes other work changes: both are the POSIX layer.
extension FileSystem {
  /// A file or folder's identity, to see the same one reached twice through links.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// Every regular file under `path` whose name passes `include`, in name order
  /// (byte order of the UTF-8 names, folder by folder), each file once however
  /// many links lead to it. Names starting with `.` are skipped (`.git`, `.cache`).
  /// Links are followed; a link back to a folder that contains it is refused, and
  /// a link to nothing is refused when its name passes `include`. A `path` that is
  /// a file is returned whatever its name. `field` names the option in errors.
  package static func files(
    under path: String, field: String, include: @escaping (String) -> Bool
  ) throws(TagFlowError) -> [String] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw TagFlowError(
        "\(field): cannot read '\(path)': \(errno == ENOENT ? "no such file or folder" : systemErrorText(errno))")
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return [path] }
    var walk = FolderWalk(field: field, include: include)
    try walk.visit(path, identity: Identity(info), ancestors: [])
    return walk.files
  }

  private struct FolderWalk {
    let field: String
    let include: (String) -> Bool
    var files: [String] = []
    var seenFolders: Set<Identity> = []
    var seenFiles: Set<Identity> = []

    init(field: String, include: @escaping (String) -> Bool) {
      self.field = field
      self.include = include
    }

    mutating func visit(
      _ folder: String, identity: Identity, ancestors: [(Identity, String)]
    ) throws(TagFlowError) {
      seenFolders.insert(identity)
      let ancestors = ancestors + [(identity, folder)]
      for name in try FileSystem.names(in: folder, field: field) {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var info = stat()
        guard stat(path, &info) == 0 else {
          let reason = errno
          var link = stat()
          if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
            guard include(name) else { continue }
            throw TagFlowError("\(field): cannot read '\(path)': it is a link to nothing")
          }
          throw TagFlowError("\(field): cannot read '\(path)': \(systemErrorText(reason))")
        }
        let identity = Identity(info)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          if let (_, top) = ancestors.first(where: { $0.0 == identity }) {
            throw TagFlowError(
              "\(field): '\(path)' is a link back to '\(top)', which contains it; "
                + "remove the link or name a folder inside it")
          }
          guard !seenFolders.contains(identity) else { continue }
          try visit(path, identity: identity, ancestors: ancestors)
        case S_IFREG:
          guard include(name), seenFiles.insert(identity).inserted else { continue }
          files.append(path)
        default: continue  // FIFOs, sockets and devices hold no documents
        }
      }
    }
  }

  /// The names in a folder but `.`-names, in byte order.
  private static func names(in folder: String, field: String) throws(TagFlowError) -> [String] {
    guard let directory = opendir(folder) else {
      throw TagFlowError("\(field): cannot read folder '\(folder)': \(systemErrorText(errno))")
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The first `limit` bytes of a file, or all of it when it is shorter.
  package static func readPrefix(_ path: String, limit: Int, field: String) throws(TagFlowError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw TagFlowError("\(field): cannot read '\(path)': \(systemErrorText(errno))") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
      if got < 0 {
        if errno == EINTR { continue }
        throw TagFlowError("\(field): cannot read '\(path)': \(systemErrorText(errno))")
      }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    return bytes
  }
}

/// The system's words for an errno value.
private func systemErrorText(_ code: Int32) -> String {
  String(cString: strerror(code))
}
