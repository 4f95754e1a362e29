// Two folders of images compared by relative path, as reg-cli does for any screenshots.

import Glibc

/// Compares every image under an expected folder with the image at the same relative path
/// under an actual folder: PNG as pixels, SVG as normalised text (and as pictures when it
/// differs), PDF as pages. Images in one folder only are new or deleted.
package enum FolderComparison {
  /// What happened to one relative path.
  package enum Change: String, Sendable, CaseIterable {
    case changed, new, deleted, passed
    /// One of the two files cannot be read or decoded.
    case unreadable

    /// The upper-case word a line and the report show.
    package var label: String { rawValue.uppercased() }
  }

  /// One image path and its verdict; `result` carries the images and counts for a report.
  package struct Entry: Sendable {
    package var path: String
    package var change: Change
    package var result: CheckResult
  }

  /// The extensions compared, lower-case; other files are not images and are left alone.
  package static let extensions = OutputFormat.allCases.map(\.rawValue)

  /// Every image under either folder, sorted by path. `checker` decides thresholds,
  /// tolerance and whether images are kept; its record mode is ignored (nothing is written).
  package static func compare(
    expected: String, actual: String, checker: ReferenceChecker
  ) throws(TagFlowError) -> [Entry] {
    var checker = checker
    checker.record = .never
    checker.artifactsFolder = nil
    let before = Set(try imagePaths(under: expected))
    let after = Set(try imagePaths(under: actual))
    return before.union(after).sorted().map { path in
      let expectedFile = join(expected, path)
      let actualFile = join(actual, path)
      let format = OutputFormat(path: path) ?? .png
      guard after.contains(path) else {
        var result = CheckResult(
          name: path, format: format, reference: expectedFile, status: .failed,
          message: "deleted: only in \(expected)")
        result.expectedImage = checker.preview(bytesOrEmpty(expectedFile), format)
        result.verdict = Change.deleted.label
        return Entry(path: path, change: .deleted, result: result)
      }
      let bytes: [UInt8]
      do throws(TagFlowError) {
        bytes = try FileSystem.readBytes(actualFile, field: "image")
      } catch {
        var result = CheckResult(
          name: path, format: format, reference: expectedFile, status: .error, message: error.message)
        result.verdict = Change.unreadable.label
        return Entry(path: path, change: .unreadable, result: result)
      }
      var result = checker.check(CheckItem(name: path, actual: bytes, format: format, reference: expectedFile))
      let change: Change
      switch result.status {
      case .passed, .recorded: change = .passed
      case .missing:
        change = .new
        result.message = "new: only in \(actual)"
      case .failed, .sizeMismatch: change = .changed
      case .unreadableReference, .error: change = .unreadable
      }
      result.verdict = change.label
      return Entry(path: path, change: change, result: result)
    }
  }

  /// True when `path` is a folder (or a link to one).
  package static func isFolder(_ path: String) -> Bool {
    FileSystem.kind(of: path) == .folder
  }

  /// Relative paths of the image files under `folder`, at any depth. Links to files count;
  /// links to folders are not followed, so a loop of links cannot make the walk endless.
  static func imagePaths(under folder: String) throws(TagFlowError) -> [String] {
    guard FileSystem.kind(of: folder) == .folder else {
      throw TagFlowError(
        "cannot read folder '\(folder)': \(FileSystem.kind(of: folder) == .missing ? "no such folder" : "it is a file")"
      )
    }
    var paths: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : join(folder, relative)
      guard let directory = opendir(path) else {
        throw TagFlowError("cannot read folder '\(path)': \(String(cString: strerror(errno)))")
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var info = stat()
        guard lstat(join(folder, child), &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG, S_IFLNK:
          let isImage = OutputFormat(path: name).map { extensions.contains($0.rawValue) } ?? false
          if isImage && FileSystem.kind(of: join(folder, child)) == .file { paths.append(child) }
        default: continue
        }
      }
    }
    return paths.sorted()
  }

  private static func join(_ folder: String, _ path: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  private static func bytesOrEmpty(_ path: String) -> [UInt8] {
    (try? FileSystem.readBytes(path, field: "image")) ?? []
  }
}
