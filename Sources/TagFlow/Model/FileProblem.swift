// A file or folder that could not be read, written, made or run, and why.

/// What went wrong with a file: the setting that named it (if any), what was
/// being done, the path and the reason (the system's `errno`, or what was found).
public struct FileProblem: Sendable, Equatable {
  /// What named the file (`theme`, `output`, `--input`), shown as it is; `nil` when nothing did.
  public var field: String?
  /// What was being done to the file.
  package var action: Action
  /// The file, as it was named.
  public var path: String
  /// Why it could not be done.
  package var reason: Reason

  /// The problem of doing `action` to `path`, named by `field`, for `reason`.
  package init(field: String? = nil, _ action: Action, _ path: String, _ reason: Reason) {
    (self.field, self.action, self.path, self.reason) = (field, action, path, reason)
  }

  /// What was being done to the file.
  package enum Action: Sendable, Equatable {
    /// Reading a file; reading or opening a folder; writing a file or standard output; making a
    /// folder or a temporary folder; running a program.
    case read, readFolder, openFolder, write, writeStandardOutput, createFolder, createTemporaryFolder, run
    /// Nothing yet: the file itself is not what was asked for (not text, a link back up).
    case use
  }

  /// Why it could not be done.
  package enum Reason: Sendable, Equatable {
    /// The system's `errno`.
    case system(Int32)
    /// Nothing at the path: no file, no folder, or neither where either would do.
    case noSuchFile, noSuchFolder, noSuchFileOrFolder
    /// Something else at the path: a folder where a file was wanted, a file where a folder
    /// was, a file where a folder must be made, or a link that leads nowhere.
    case isFolder, isFile, fileInTheWay, linkToNothing
    /// Bytes that are not UTF-8 text; the binary format when it is a known one (`png`).
    case notText(format: String?)
    /// A link to a folder that contains it (`top`): following it would never end.
    case linkBack(to: String)
    /// A symbolic link where tagflow makes a folder of its own files: never written through.
    case isLink
    /// The system answered `errno` (`ENOENT`: no such file) for a new file or folder in a
    /// `folder` that exists: a virtual file system such as /proc takes no new entries.
    case takesNoNewEntries(folder: String, errno: Int32)
  }

  /// One line: `theme: cannot read 'x.yaml': no such file`.
  var message: String { message(naming: .keys) }

  /// One line, the setting that named the file spelt as `naming` says (`--theme`).
  func message(naming: SettingNaming) -> String {
    let field = self.field.map { "\(naming.name($0)): " } ?? ""
    let doing =
      switch action {
      case .read: "cannot read '\(path)': "
      case .readFolder: "cannot read folder '\(path)': "
      case .openFolder: "cannot open folder '\(path)': "
      case .write: "cannot write '\(path)': "
      case .writeStandardOutput: "cannot write to stdout: "
      case .createFolder: "cannot create folder '\(path)': "
      case .createTemporaryFolder: "cannot create a temporary folder in \(path): "
      case .run: "cannot run \(path): "
      case .use: "'\(path)' "
      }
    let why =
      switch reason {
      case .system(let code): FileSystem.systemError(code)
      case .noSuchFile: "no such file"
      case .noSuchFolder: "no such folder"
      case .noSuchFileOrFolder: "no such file or folder"
      case .isFolder: "it is a folder"
      case .isFile: "it is a file"
      case .fileInTheWay: "a file is in the way"
      case .linkToNothing: "it is a link to nothing"
      case .notText(let format?): "is \(format), not text"
      case .notText(nil): "is not UTF-8 text"
      case .isLink: "it is a symbolic link, and tagflow writes its own files only into real folders"
      case .takesNoNewEntries(let folder, let code):
        "the folder '\(folder)' exists but takes no new files (the system says: \(FileSystem.systemError(code)); "
          + "a virtual file system such as /proc or /sys); write somewhere else"
      case .linkBack(let top):
        "is a link back to '\(top)', which contains it; remove the link or name a folder inside it"
      }
    return field + doing + why
  }
}
