// Failure artifacts: the actual and diff images beside each other in one git-ignored folder.

import Glibc
import TagFlow

extension ReferenceChecker {
  /// The artifact path of `name` without extension: each part of the name made safe for a
  /// file name (no `..`, no leading `/`), the format's extension dropped, so the item
  /// `out/tags.png` leaves `ARTIFACTS/out/tags.actual.png` and `ARTIFACTS/out/tags.diff.png`
  /// (`out/tags.svg`: `tags.actual.svg` and `tags.svg.diff.png`).
  package static func artifactStem(for name: String, format: OutputFormat, in folder: String) -> String {
    var parts = name.split(separator: "/").filter { $0 != "." }.map { part in
      part == ".." ? "_" : String(part.map { $0.isLetter || $0.isNumber || "._-+@=,".contains($0) ? $0 : "_" })
    }
    if parts.isEmpty { parts = ["_"] }
    let ext = "." + format.rawValue
    if let last = parts.last, last.lowercased().hasSuffix(ext), last.count > ext.count {
      parts[parts.count - 1] = String(last.dropLast(ext.count))
    }
    return (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + parts.joined(separator: "/")
  }

  /// On a failure, writes the rendered bytes (unless `keepsActualArtifact` is off) and the diff
  /// image, and lists them in `result.artifacts`; otherwise removes those left by an earlier
  /// failure, so the folder only ever shows what fails now.
  func writeArtifacts(_ item: CheckItem, _ result: inout CheckResult) {
    guard let artifactsFolder else { return }
    let stem = Self.artifactStem(for: item.name, format: item.format, in: artifactsFolder)
    let actual = "\(stem).actual.\(item.format.rawValue)"
    // A PNG's diff is a PNG of the same name; an SVG's or a PDF's keeps its format in the
    // name, so `vec.svg` and `vec.pdf` of one job leave two diffs, not one for both.
    let diff = item.format == .png ? "\(stem).diff.png" : "\(stem).\(item.format.rawValue).diff.png"
    guard result.status.isFailure else {
      unlink(actual.platformPath)
      unlink(diff.platformPath)
      return
    }
    var files = keepsActualArtifact ? [(actual, item.actual)] : []
    if let image = result.diffImage { files.append((diff, image.bytes)) } else { unlink(diff.platformPath) }
    do {
      // Named from the manifest's outputs, inside the artifacts folder: never through a link.
      let folder = artifactsFolder.hasSuffix("/") ? artifactsFolder : artifactsFolder + "/"
      try FileSystem.createFolder(folder)
      for (path, bytes) in files {
        try FileSystem.writeOwnFile(bytes, String(path.dropFirst(folder.count)), in: folder)
        result.artifacts.append(path)
      }
    } catch {
      result.message += "; cannot write the failure's images: \(error.message)"
    }
  }
}
