// Walking a folder tree in name order (links followed, loops refused) and reading the start of a file.

import Glibc
internal import SystemPackage

// Apart from FileSystem.swift, whose writes other work changes: both are the POSIX layer.
extension FileSystem {
  /// A file or folder's identity, to see the same one reached twice through links.
  private struct Identity: Hashable {
    var device: DeviceID
    var inode: Inode

    init(_ info: Stat) {
      device = info.deviceID
      inode = info.inode
    }
  }

  /// Every regular file under `path` whose name passes `include`, in name order
  /// (byte order of the names, folder by folder), each file once however
  /// many links lead to it. Names starting with `.` are skipped (`.git`, `.cache`).
  /// Links are followed; a link back to a folder that contains it is refused, and
  /// a link to nothing is refused when its name passes `include`. A `path` that is
  /// a file is returned whatever its name. `field` names the option in errors.
  package static func files(
    under path: String, field: String, include: @escaping (String) -> Bool
  ) throws(TagFlowError) -> [String] {
    let info: Stat
    do { info = try Stat(path.platformPath) } catch {
      let code = Errno(thrown: error)
      let reason: FileProblem.Reason = code == .noSuchFileOrDirectory ? .noSuchFileOrFolder : .system(code.rawValue)
      throw .file(FileProblem(field: field, .read, path, reason))
    }
    guard info.type == .directory else { return [path] }
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
        let info: Stat
        do { info = try Stat(path.platformPath) } catch {
          if (try? Stat(path.platformPath, followTargetSymlink: false))?.type == .symbolicLink {
            guard include(name) else { continue }
            throw .file(FileProblem(field: field, .read, path, .linkToNothing))
          }
          throw .file(FileProblem(field: field, .read, path, .system(Errno(thrown: error).rawValue)))
        }
        let identity = Identity(info)
        switch info.type {
        case .directory:
          if let (_, top) = ancestors.first(where: { $0.0 == identity }) {
            throw .file(FileProblem(field: field, .use, path, .linkBack(to: top)))
          }
          guard !seenFolders.contains(identity) else { continue }
          try visit(path, identity: identity, ancestors: ancestors)
        case .regular:
          guard include(name), seenFiles.insert(identity).inserted else { continue }
          files.append(path)
        default: continue  // FIFOs, sockets and devices hold no documents
        }
      }
    }
  }

  /// The names in a folder but `.`-names, in byte order.
  private static func names(in folder: String, field: String) throws(TagFlowError) -> [String] {
    guard let directory = opendir(folder.platformPath) else {
      throw .file(FileProblem(field: field, .readFolder, folder, .system(errno)))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = PathBytes.name(of: entry)
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.map { (name: $0, bytes: PathBytes.encode($0)) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
      .map(\.name)
  }

  /// The first `limit` bytes of a file, or all of it when it is shorter.
  package static func readPrefix(_ path: String, limit: Int, field: String) throws(TagFlowError) -> [UInt8] {
    do {
      let file = try FileDescriptor.open(path.platformPath, .readOnly, options: .closeOnExec)
      defer { try? file.close() }
      return try file.read(upTo: limit)
    } catch {
      throw .file(FileProblem(field: field, .read, path, .system(Errno(thrown: error).rawValue)))
    }
  }
}
