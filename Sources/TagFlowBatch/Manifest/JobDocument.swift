// One job from a JSON or YAML document with the keys of a manifest job, read by the manifest's own reader.

import TagFlow
import TagFlowReaders

/// A job read from a JSON or YAML document whose keys are those of one job of a manifest
/// (`docs/manifest.md`; every setting's key, range and accepted words are in `docs/settings.md`):
/// `tags` or `tagsFile`, the look's keys, `theme`, `fontFiles`, the layout's, and `output`,
/// `format` and `scale`, which say where and how big the image goes. `output` may be left
/// out here: a job is not a file.
///
/// The document is read by the manifest reader itself, so it takes the same values with the
/// same checks and the same messages, at the same line and column. (A document is one job,
/// not a list of them: where a manifest says `jobs[0]`, its messages say `job`.)
///
/// ```swift
/// let yaml = """
///   tags: [swift, linux, pango, cairo]
///   width: 300
///   theme: dark
///   output: images/tags.png
///   scale: 2
///   """
/// let document = try JobDocument(yaml, file: "job.yaml", folder: "site")
/// // document.outputs == [JobDocument.Output(path: "site/images/tags.png", format: .png)]
/// try document.job.write(to: document.outputs[0].path, scale: document.scale)
/// ```
public struct JobDocument: Sendable, Hashable {
  /// The job: tags, look, layout and fonts, checked as `Job.validate()` checks them.
  public var job: Job
  /// PNG pixels per point (the `scale` key); 1 when not given.
  public var scale: Double
  /// The files `output` names, one per format (`format: [png, svg]` gives two), paths from the
  /// current folder (`folder` joined to what the document writes); empty without `output`.
  public var outputs: [Output]

  /// One file a job document names, and the format it is written in.
  public struct Output: Sendable, Hashable {
    /// The path from the current folder.
    public var path: String
    /// The format: the path's extension, or the document's `format`.
    public var format: OutputFormat

    /// The file at `path`, written in `format`.
    public init(path: String, format: OutputFormat) {
      (self.path, self.format) = (path, format)
    }
  }

  /// Reads a job from `text`: JSON (RFC 8259, a key given twice is an error) when `file` ends
  /// in `.json`, YAML otherwise. `file` names the document in messages; relative paths in it
  /// (`tagsFile`, `fontFiles`, theme files, `output`) start at `folder`, `""` being the current
  /// folder. As a manifest's, its paths must stay inside that folder (after `..` and symbolic
  /// links) unless `allowsOutsidePaths`, and its tags may link only by `links`.
  ///
  /// Throws the document's first problem, in file order, as `TagFlowError.input` at its file,
  /// line and column, worded as a manifest words it (`job.yaml:2:1: job: unknown key 'widht';
  /// did you mean 'width'?`).
  public init(
    _ text: String, file: String, folder: String = "", allowsOutsidePaths: Bool = false,
    links: LinkPolicy = .standard
  ) throws(TagFlowError) {
    var manifestFolder = ManifestFolder(prefix: folder)
    manifestFolder.policy = ManifestPolicy(allowsOutsidePaths: allowsOutsidePaths, links: links)
    var reader = YAMLReader(file: file)
    reader.links = links
    // As a manifest names a job's keys `jobs[0].width`, a document names them `job.width`.
    reader.section = "job."
    let root =
      DataFormat(path: file) == .json
      ? reader.composeJSON(Array(text.utf8), duplicateKeys: .refused) : reader.compose(text)
    var read: ManifestParser.ReadJob?
    if let root {
      read = ManifestParser.readJob(
        root, index: 0, defaults: (JobDraft(), nil), validates: true, &reader, manifestFolder, field: "job",
        requiresOutput: false)
    }
    if let first = reader.problems.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
      throw .input(at: SourcePosition(first.file, line: first.line, column: first.column), .reported(first.message))
    }
    guard let job = read?.manifestJob else {
      throw .input(at: SourcePosition(file, line: 1, column: 1), .empty(what: "the job document"))
    }
    self.job = job.job
    scale = job.scale
    outputs = job.outputs.map { Output(path: $0.path, format: $0.format) }
  }
}
