// Files tagflow names itself inside a folder the user named: never written through a link.

extension FileSystem {
  /// Writes `bytes` as `name` inside `folder`, for files whose names tagflow makes (a report's
  /// page and images, a check's failure images and its record of failures, the images of
  /// `tagflow markdown`): `name` is relative and may hold subfolders, made when missing. The
  /// folder the user named is followed as named; below it nothing is: a symbolic link in place
  /// of a subfolder is refused, and one in place of the file is replaced by the file, so no
  /// write leaves the folder, wherever links checked into it point. The file is replaced
  /// atomically (`OpenFolder.replace`).
  package static func writeOwnFile(_ bytes: [UInt8], _ name: String, in folder: String) throws(TagFlowError) {
    let parts = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard let file = parts.last else { throw .file(FileProblem(.write, folder, .isFolder)) }
    var open = try OpenFolder(folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/")
    for part in parts.dropLast() { open = try open.subfolder(part) }
    try open.replace(file, with: bytes)
  }
}
