// Two folders of images compared by relative path, as reg-cli does for any screenshots.

import Glibc
import TagFlow
import TagFlowComparison

/// Compares every image under an expected folder with the image at the same relative path
/// under an actual folder: PNG, JPEG, WebP and TIFF as pixels (each told by its first bytes,
/// so a PNG may be compared with a JPEG saved under the same name), SVG as normalised text
/// (and as pictures when it differs), PDF as pages. Images pair by their whole relative path,
/// extension included, as reg-cli pairs them: `a.png` in one folder and `a.jpg` in the other
/// are a deleted and a new image, each naming its namesake. Every other file is listed as
/// skipped with its reason, so nothing passes unseen; `include` globs choose the files to
/// look at.
package enum FolderComparison {
  /// What happened to one relative path, in the words every command uses: FAILED (changed),
  /// NEW, DELETED, PASSED, ERROR (one of the two cannot be read or decoded), SKIPPED (not an
  /// image that can be compared: another format, a link to a folder, a FIFO…).
  package typealias Change = StatusWord

  /// One path and its verdict; `result` carries the images and counts for a report.
  package struct Entry: Sendable {
    package var path: String
    package var change: Change
    package var result: CheckResult
  }

  /// Every path of both folders that `include` selects, and what the comparison comes to.
  package struct Outcome: Sendable {
    /// Images and skipped files, sorted by path.
    package var entries: [Entry]
    /// Paths (in either folder or both) that no `include` glob matches: not listed.
    package var excluded: Int
    /// Whether `include` globs were given.
    package var included: Bool

    /// The entries that are images (every change but skipped).
    package var images: [Entry] { entries.filter { $0.change != .skipped } }

    /// Why the run fails although no image needs to: nothing was compared, or a skipped file
    /// has a twin in the other folder (so a change to it would pass unseen). Nil otherwise.
    package var skipFailure: String? {
      let selected = included ? " that --include selects" : ""
      if images.isEmpty {
        return "nothing was compared: no \(FolderComparison.formatNames) file\(selected) in either folder"
      }
      let twins = entries.filter { $0.change == .skipped && $0.result.status.isFailure }.count
      guard twins > 0 else { return nil }
      return "\(twins == 1 ? "1 file" : "\(twins) files")\(selected) in both folders could not be compared "
        + "(listed above as SKIPPED); only \(FolderComparison.formatList) are compared: choose the files to compare "
        + "with --include GLOB"
    }

    /// `5 images: 2 failed, 1 new, 1 deleted, 1 passed; 1 file skipped; 3 files not matching --include`:
    /// the images' words as every summary counts them (`StatusWord.summary`), then the files
    /// that are not images.
    package var summary: String {
      var counts: [Change: Int] = [:]
      for entry in entries { counts[entry.change, default: 0] += 1 }
      let skipped = counts.removeValue(forKey: .skipped)
      var line = StatusWord.summary(counts)
      if let skipped { line += "; \(count(skipped, "file")) skipped" }
      if excluded > 0 { line += "; \(count(excluded, "file")) not matching --include" }
      return line
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
  }

  /// The extensions compared, lower-case: TagFlow's output formats and the raster formats
  /// `ImageDecoder` reads (`jpg`, `jpeg`, `webp`, `tif`, `tiff`).
  package static let extensions =
    OutputFormat.allCases.map(\.rawValue)
    + ImageFileFormat.allCases.flatMap(\.extensions).filter { OutputFormat(rawValue: $0) == nil }

  /// `PNG, JPEG, WebP, TIFF, SVG or PDF`, as messages name the formats compared.
  static let formatNames = "PNG, JPEG, WebP, TIFF, SVG or PDF"
  /// `PNG, JPEG, WebP, TIFF, SVG and PDF`.
  static let formatList = "PNG, JPEG, WebP, TIFF, SVG and PDF"

  /// Every file under either folder that `include` selects (all when it is empty), sorted by
  /// path. `checker` decides thresholds, tolerance and whether images are kept; its record
  /// mode is ignored (nothing is written).
  package static func compare(
    expected: String, actual: String, checker: ReferenceChecker, include: [String] = [],
    ignoring regions: [IgnoreRegion] = []
  ) throws(TagFlowError) -> Outcome {
    var checker = checker
    checker.record = .never
    checker.artifactsFolder = nil
    let selects = { (path: String) in include.isEmpty || include.contains { fnmatch($0, path, 0) == 0 } }
    let allBefore = try files(under: expected)
    let allAfter = try files(under: actual)
    let all = Set(allBefore.keys).union(allAfter.keys)
    let before = allBefore.filter { selects($0.key) }
    let after = allAfter.filter { selects($0.key) }
    let paths = Set(before.keys).union(after.keys)
    var entries = paths.sorted().map { path in
      entry(
        path, before[path], after[path], expected: expected, actual: actual, checker: checker, regions: regions,
        listings: (allBefore, allAfter))
    }
    // With no image at all, every skipped file is why nothing was compared.
    if !entries.contains(where: { $0.change != .skipped }) {
      for index in entries.indices { entries[index].result.status = .error }
    }
    return Outcome(entries: entries, excluded: all.count - paths.count, included: !include.isEmpty)
  }

  /// One relative path, in one folder or both.
  private static func entry(
    _ path: String, _ before: FileKind?, _ after: FileKind?, expected: String, actual: String,
    checker: ReferenceChecker, regions: [IgnoreRegion], listings: ([String: FileKind], [String: FileKind])
  ) -> Entry {
    let expectedFile = join(expected, path)
    let actualFile = join(actual, path)
    // JPEG, WebP and TIFF are compared as pixels, as PNG is: by their first bytes.
    let format = OutputFormat(path: path) ?? .png
    if before?.isSkipped == true || after?.isSkipped == true {
      return skippedEntry(path, before, after, expected: expected, actual: actual)
    }
    if after == nil {
      var result = CheckResult(
        name: path, format: format, reference: expectedFile, status: .failed,
        message: "only in \(expected)" + namesake(of: path, in: listings.1, actual))
      result.expectedImage = checker.preview(bytesOrEmpty(expectedFile), format)
      result.verdict = .deleted
      return Entry(path: path, change: .deleted, result: result)
    }
    let bytes: [UInt8]
    do throws(TagFlowError) {
      bytes = try FileSystem.readBytes(actualFile, field: "image")
    } catch {
      var result = CheckResult(
        name: path, format: format, reference: expectedFile, status: .error, message: error.message)
      result.verdict = .error
      return Entry(path: path, change: .error, result: result)
    }
    var result = checker.check(
      CheckItem(name: path, actual: bytes, format: format, reference: expectedFile, ignoredRegions: regions))
    let change: Change
    switch result.status {
    case .passed, .recorded: change = .passed
    case .missing:
      change = .new
      result.message = "only in \(actual)" + namesake(of: path, in: listings.0, expected)
    case .failed, .sizeMismatch: change = .failed
    case .unreadableReference, .error, .skipped: change = .error
    }
    result.verdict = change
    return Entry(path: path, change: change, result: result)
  }

  /// A path that is not an image on at least one side: why, and where. One in both folders
  /// fails the run (its status is a failure): a change to it would pass unseen.
  private static func skippedEntry(
    _ path: String, _ before: FileKind?, _ after: FileKind?, expected: String, actual: String
  ) -> Entry {
    let message: String
    switch (before, after) {
    case (.skipped(let reason), nil): message = "\(reason), only in \(expected)"
    case (nil, .skipped(let reason)): message = "\(reason), only in \(actual)"
    case (.skipped(let first), .skipped(let second)) where first == second:
      message = "\(first), in both folders: cannot be compared"
    case (.skipped(let reason), _): message = "\(reason) in \(expected), an image in \(actual): cannot be compared"
    case (.image, .skipped(let reason)):
      message = "\(reason) in \(actual), an image in \(expected): cannot be compared"
    default: message = "cannot be compared"
    }
    let twin = before != nil && after != nil
    var result = CheckResult(
      name: path, format: OutputFormat(path: path) ?? .png, reference: join(expected, path),
      status: twin ? .error : .skipped, message: message)
    result.verdict = .skipped
    return Entry(path: path, change: .skipped, result: result)
  }

  /// True when `path` is a folder (or a link to one).
  package static func isFolder(_ path: String) -> Bool {
    FileSystem.kind(of: path) == .folder
  }

  /// What a path under a folder is: an image to compare, or a file skipped for a reason.
  enum FileKind: Equatable {
    case image
    case skipped(String)

    var isSkipped: Bool { self != .image }
  }

  /// Every file under `folder` by relative path, at any depth: regular files (and links to
  /// them) with a PNG, SVG or PDF extension are images; everything else but folders is
  /// skipped, saying why. Links to folders are not followed, so a loop of links cannot make
  /// the walk endless.
  static func files(under folder: String) throws(TagFlowError) -> [String: FileKind] {
    guard FileSystem.kind(of: folder) == .folder else {
      throw .file(FileProblem(.readFolder, folder, FileSystem.kind(of: folder) == .missing ? .noSuchFolder : .isFile))
    }
    var files: [String: FileKind] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : join(folder, relative)
      guard let directory = opendir(path.platformPath) else {
        throw .file(FileProblem(.readFolder, path, .system(errno)))
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = PathBytes.name(of: entry)
        if name == "." || name == ".." { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var info = stat()
        guard lstat(join(folder, child).platformPath, &info) == 0 else {
          files[child] = .skipped("cannot be examined (\(String(cString: strerror(errno))))")
          continue
        }
        if info.st_mode & S_IFMT == S_IFDIR {
          pending.append(child)
          continue
        }
        files[child] = kind(of: join(folder, child), named: name, link: info.st_mode & S_IFMT == S_IFLNK)
      }
    }
    return files
  }

  /// A file that is not a folder: an image when it is a regular file (a link's target
  /// included) with an image extension.
  private static func kind(of path: String, named name: String, link: Bool) -> FileKind {
    var info = stat()
    guard stat(path.platformPath, &info) == 0 else { return .skipped("a link that leads nowhere") }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      let isImage = fileExtension(of: name).map { extensions.contains($0) } ?? false
      return isImage ? .image : .skipped("not a \(formatNames) image")
    case S_IFDIR: return .skipped("a link to a folder (not followed)")
    default: return .skipped(link ? "a link to something that is not a regular file" : "not a regular file")
    }
  }

  /// The lower-case extension of a file name, without the dot; nil when it has none.
  static func fileExtension(of name: String) -> String? {
    guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
    return name[name.index(after: dot)...].lowercased()
  }

  /// `; the other folder has a.jpg`, when an image of the same name but another extension is
  /// in the other folder's listing: images pair by their whole path, so a screenshot saved
  /// as JPEG beside last run's PNG is new and deleted, and each line says where its namesake is.
  private static func namesake(of path: String, in others: [String: FileKind], _ folder: String) -> String {
    let stem = fileExtension(of: path).map { String(path.dropLast($0.count + 1)) } ?? path
    let names = extensions.map { "\(stem).\($0)" }.filter { $0 != path && others[$0] == .image }
    guard !names.isEmpty else { return "" }
    return "; \(folder) has \(names.joined(separator: " and ")) (images pair by their whole name)"
  }

  private static func join(_ folder: String, _ path: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  private static func bytesOrEmpty(_ path: String) -> [UInt8] {
    (try? FileSystem.readBytes(path, field: "image")) ?? []
  }
}
