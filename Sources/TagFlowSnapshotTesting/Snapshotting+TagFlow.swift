// Strategies for pointfreeco/swift-snapshot-testing: TagFlow jobs as PNG (compared as pixels) and SVG.

import Foundation
import SnapshotTesting
import TagFlow

extension Diffing where Value == Data {
  /// PNG data compared as pixels with TagFlow's `ImageComparison` (pixelmatch's YIQ metric), so
  /// it works on Linux, where swift-snapshot-testing has no image strategy. A failure writes
  /// the diff image (red: differs) into `artifactsDirectory`, else `SNAPSHOT_ARTIFACTS`, else
  /// the temporary folder, and names it in the message.
  public static func tagflowPNG(
    comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance,
    artifactsDirectory: String? = nil
  ) -> Diffing<Data> {
    .diff(
      toData: { $0 }, fromData: { $0 },
      diffV2: { reference, actual in
        guard reference != actual else { return nil }
        let expectedImage: Bitmap
        let actualImage: Bitmap
        do {
          expectedImage = try PNGDecoder.decode(Array(reference))
        } catch {
          return ("The reference is not a readable PNG: \(error)", [])
        }
        do {
          actualImage = try PNGDecoder.decode(Array(actual))
        } catch {
          return ("The snapshot is not a readable PNG: \(error)", [])
        }
        let result = comparison.compare(expectedImage, actualImage, diffImage: true)
        guard let difference = result.difference else { return ("\(result)", []) }
        if difference.matches(tolerance) { return nil }
        var message = "\(difference); tolerance \(tolerance)"
        guard let diff = difference.diffImage, let png = try? diff.pngBytes() else { return (message, []) }
        if let path = writeDiffImage(png, into: artifactsDirectory) {
          message += "\ndiff image (red: differs): \(path)"
        }
        return (message, [.data(Data(png), name: "diff.png")])
      })
  }

  /// Writes the diff image where swift-snapshot-testing writes failures, named by its content
  /// so parallel tests never share a file.
  private static func writeDiffImage(_ png: [UInt8], into artifactsDirectory: String?) -> String? {
    let folder =
      artifactsDirectory ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.temporaryDirectory.path
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let path = URL(fileURLWithPath: folder).appendingPathComponent("tagflow-diff-\(String(hash, radix: 16)).png").path
    do {
      try FileSystem.createFolder(folder)
      try FileSystem.write(png, to: path)
      return path
    } catch {
      return nil
    }
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// Any PNG data, compared as pixels: `assertSnapshot(of: pngData, as: .tagflowPNG)`.
  public static var tagflowPNG: Snapshotting<Data, Data> {
    SimplySnapshotting(pathExtension: "png", diffing: .tagflowPNG())
  }
}

extension Snapshotting where Value == Job, Format == Data {
  /// A job rendered to PNG with the fonts it names, compared as pixels:
  /// `assertSnapshot(of: job, as: .tagflowPNG)`.
  public static var tagflowPNG: Snapshotting<Job, Data> { .tagflowPNG() }

  /// The same with a pixel scale, comparison, tolerance and folder for diff images of your own.
  public static func tagflowPNG(
    scale: Double = 1, comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, artifactsDirectory: String? = nil
  ) -> Snapshotting<Job, Data> {
    SimplySnapshotting(
      pathExtension: "png",
      diffing: .tagflowPNG(comparison: comparison, tolerance: tolerance, artifactsDirectory: artifactsDirectory)
    )
    .pullback { job in Data(renderOrExplain(job, as: .png, scale: scale)) }
  }
}

extension Snapshotting where Value == Job, Format == String {
  /// A job rendered to SVG, compared line by line as text (swift-snapshot-testing's `.lines`).
  public static var tagflowSVG: Snapshotting<Job, String> {
    var lines = SimplySnapshotting<String>.lines
    lines.pathExtension = "svg"
    return lines.pullback { job in String(decoding: renderOrExplain(job, as: .svg, scale: 1), as: UTF8.self) }
  }
}

/// Strategies cannot throw: a job that fails to render becomes text that fails the
/// comparison with a message saying why, instead of a crash.
private func renderOrExplain(_ job: Job, as format: OutputFormat, scale: Double) -> [UInt8] {
  do {
    return try job.render(as: format, scale: scale)
  } catch {
    return Array("tagflow could not render the job: \(error)".utf8)
  }
}
