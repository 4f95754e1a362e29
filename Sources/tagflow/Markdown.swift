// `tagflow markdown`: every ```tags block of a Markdown file becomes an image, and the Markdown links it.

import ArgumentParser
import TagFlow
import TagFlowBatch
import TagFlowReaders

struct Markdown: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "markdown",
    _superCommandName: TagFlowCommand.name,
    abstract: "Render the ```tags blocks of a Markdown file as images and write the Markdown that links them.",
    discussion: """
      Every fenced block whose info string starts with 'tags' becomes an image,
      NAME-1.svg, NAME-2.svg, … after the output file's name, and the output
      Markdown has the block replaced by ![tags: a, b, c](NAME-1.svg); every
      other byte is copied as it is. Blocks are found as CommonMark finds fenced
      code: in block quotes and list items too, never inside indented code, an
      HTML block or another fence. A block holds tags one per line or
      separated by commas ('tag:3' gives a weight); a blank line starts a new
      line of chips. Words after 'tags' are options of 'tagflow render' for that
      block, over those given here:

        ```tags --theme dark --width 360
        swift, linux, pango
        cairo
        ```

      With --format png and --dark-theme (here or in a block), a block becomes
      two images, NAME-N.png and NAME-N-dark.png, and a <picture> that GitHub
      shows by the reader's colour scheme, at the canvas width in CSS pixels
      (sharp at --scale 2). An SVG carries both looks in one file.

      Examples:
        tagflow markdown README.template.md -o README.md
        tagflow markdown docs/tags.md -o out/tags.md --images images --format png --scale 2
        tagflow markdown docs/tags.md -o out/tags.md --format png --scale 2 --dark-theme dark
        tagflow markdown README.template.md -o README.md --dry-run   # list, write nothing
      """
  )

  @Argument(
    help: ArgumentHelp("The Markdown file to read ('-' for stdin).", valueName: "markdown-file"),
    completion: .file(extensions: ["md", "markdown"]))
  var source: String

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The Markdown file to write ('-' for stdout); it may be the input file.", valueName: "path"))
  var output: String

  @Option(
    help: ArgumentHelp(
      "Folder for the images, relative to the output file's folder (default: that folder), or in the published "
        + "site (/images: under Hugo's static/, MkDocs' docs/, a Jekyll site's folder …).", valueName: "folder"))
  var images: String?

  @Option(
    name: .customLong("image-url"),
    help: ArgumentHelp(
      "The URL the Markdown links the images' folder by (such as /images/ or https://cdn.example.org/tags/), "
        + "instead of the path from the output file or the site's.", valueName: "url"))
  var imageURL: String?

  @Option(help: "Image format (a Markdown image cannot show a PDF).")
  var format: ImageFormat = .svg

  @Option(help: ArgumentHelp("Pixel scale of PNG images.", valueName: "factor"))
  var scale = 1.0

  @OptionGroup var job: JobOptions

  @OptionGroup(title: "Trust") var outside: OutsidePathsOption

  @OptionGroup(title: "Writing") var writing: WriteOptions

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale: '\(scale)' is not valid; expected a number above 0 and at most 16")
    }
    if FileSystem.namesFolder(output) {
      throw ValidationError("--output: " + FileSystem.folderForFile(output, example: "README.md"))
    }
  }

  /// Words that are not options would be tags; here tags come from the blocks only.
  private func checkNoTags() throws(CommandLineProblem) {
    if let word = job.input.tags.first {
      throw .markdownTagArgument(word)
    }
  }

  func run() throws {
    try PathArguments.check(tags: job.input.tags)
    try checkNoTags()
    let name = source == "-" ? "stdin" : source
    let document = try MarkdownTagsDocument(bytes: try FileSystem.readBytes(source, field: "input"), source: name)
    // The site the output belongs to decides the links its published page can follow.
    let site: Site? =
      switch job.input.sources.site.choice {
      case .none: nil
      case .detect: Site.find(from: output == "-" ? "." : output)
      case .named(let generator): Site.find(from: output == "-" ? "." : output, generator: generator)
      }
    let paths = try MarkdownImagePaths(
      output: output, input: source, images: images, format: format.outputFormat, imageURL: imageURL, site: site)
    for notice in document.notices { warn(notice) }
    if document.blocks.isEmpty { warn("no ```tags blocks in '\(name)'; the Markdown is copied as it is") }
    let cloudTags = try self.cloudTags(for: document, source: name)
    // Every block is made into an image before anything is written: a bad block leaves no files behind.
    var rendered: [BlockImage] = []
    var inputs: [(path: String, block: TagsBlock)] = []
    for block in document.blocks {
      var (options, read) = try options(of: block, source: name)
      inputs += read.map { ($0, block) }
      // The sources were read once, for the cloud blocks only.
      options.job.input.input = nil
      options.job.input.sources.frontMatter = []
      options.job.input.sources.packages = []
      let tags = try Self.located(block, name) { () throws(TagFlowError) in
        guard block.isCloud, let cloudTags else { return block.tags }
        switch cloudTags {
        case .success(let tags): return block.tags + tags
        case .failure(let error):
          if block.tags.isEmpty { throw error }
          return block.tags
        }
      }
      // A job that cannot be made or drawn is blamed on its block.
      rendered.append(
        try Self.located(block, name) { () throws(TagFlowError) in
          let (job, measurer) = try options.job.makeJob(
            tags: tags, pixelsPerPoint: format.outputFormat.isRaster ? scale : 1)
          let renderer = Renderer(measurer: measurer)
          let scene = try ChipScene(job, measurer: measurer)
          // A PNG carries one look: a dark look asked for (--dark-theme) is a second image.
          let dark =
            try format == .png
            ? job.darkVariant.map { dark throws(TagFlowError) in
              try renderer.render(dark, as: .png, scale: scale)
            } : nil
          return BlockImage(
            light: try renderer.render(scene, as: format.outputFormat, scale: scale), dark: dark, width: scene.width,
            drawn: scene.chips.map { $0.isOverflow ? "\($0.text) more" : $0.fullText ?? $0.text })
        })
    }
    for (index, image) in rendered.enumerated() {
      for file in [paths.file(index + 1)] + (image.dark == nil ? [] : [paths.file(index + 1, dark: true)]) {
        if let input = inputs.first(where: { CanonicalPath.same($0.path, file) }) {
          throw CommandLineProblem.imageOverwritesInput(
            file: name, line: input.block.line, image: file, input: input.path)
        }
      }
    }
    let toStdout = output == "-"
    if !writing.dryRun {
      // The images' folder is --images', or the output file's when --images is not given.
      try OptionOutput.named(images == nil ? "--output" : "--images") { () throws(TagFlowError) in
        if !rendered.isEmpty, !paths.folder.isEmpty { try FileSystem.createFolder(paths.folder) }
      }
    }
    for (index, image) in rendered.enumerated() {
      for (bytes, dark) in [(image.light, false)] + (image.dark.map { [($0, true)] } ?? []) {
        if !writing.dryRun {
          try OptionOutput.named(images == nil ? "--output" : "--images") { () throws(TagFlowError) in
            try FileSystem.writeOwnFile(bytes, paths.name(index + 1, dark: dark), in: paths.folder)
          }
        }
        writing.list(paths.file(index + 1, dark: dark), stdoutCarriesOutput: toStdout)
      }
    }
    let links = zip(document.blocks, rendered).enumerated().map { index, pair in
      let (block, image) = pair
      guard image.dark != nil else { return block.imageMarkdown(link: paths.link(index + 1), drawn: image.drawn) }
      return block.pictureHTML(
        light: paths.link(index + 1), dark: paths.link(index + 1, dark: true), width: Int(image.width.rounded()),
        drawn: image.drawn)
    }
    if writing.dryRun { return writing.list(output, stdoutCarriesOutput: toStdout) }
    try OptionOutput.write(document.replacingBlocks(with: links), to: output, option: "--output")
    writing.list(output, stdoutCarriesOutput: toStdout)
  }

  /// The tags of `--input`, `--from-front-matter` and `--from-package`, read once, for the
  /// ```tags cloud blocks; `nil` when none is given. Sources without a cloud block to draw
  /// them, or an empty cloud block without sources, are errors. Sources that hold no tags
  /// are an error only for a cloud block left empty, which the result then carries.
  private func cloudTags(
    for document: MarkdownTagsDocument, source name: String
  ) throws -> Result<[TagItem], TagFlowError>? {
    let input = job.input
    let given =
      [
        input.input.map { _ in "--input" }, input.sources.frontMatter.first.map { _ in "--from-front-matter" },
        input.sources.packages.first.map { _ in "--from-package" },
      ].compactMap { $0 }
    let clouds = document.blocks.filter(\.isCloud)
    guard let option = given.first else {
      if let empty = clouds.first(where: \.tags.isEmpty) {
        throw CommandLineProblem.emptyCloudBlockWithoutSource(file: name, line: empty.line)
      }
      return nil
    }
    guard !clouds.isEmpty else { throw CommandLineProblem.sourcesWithoutCloudBlock(file: name, option: option) }
    var tags: [TagItem] = []
    if let file = input.input {
      tags += try TagItem.load(file, field: "--input", links: LinkPolicy(allowing: input.linkSchemes))
    }
    guard !input.sources.isEmpty else { return .success(tags) }
    do throws(TagFlowError) {
      return .success(tags + (try input.sources.readTags()))
    } catch {
      // Only an empty cloud block needs the sources' tags: their lack is its error. A source
      // that cannot be read (a misspelt folder, a broken file) is an error for every block.
      guard case .noTags = error else { throw error }
      return tags.isEmpty ? .failure(error) : .success(tags)
    }
  }

  /// This command's options with the block's after them: a block's option wins over the same one given here.
  ///
  /// The command line is read again with the block's words added, because ArgumentParser keeps
  /// no record of which words set which option; the root command has no options of its own, so
  /// this command's words are everything after its name.
  ///
  /// A block sets how its image looks, nothing else: where files go is the command line's
  /// choice, and a block's tags are its lines, so a Markdown file from someone else cannot
  /// draw the lines of a file of this machine into an image.
  ///
  /// Files a block names (`--theme`, `--font-file`, …) are found from the Markdown file's folder and
  /// may not lead out of it unless --allow-outside is given, as a manifest's; they are returned too.
  private func options(of block: TagsBlock, source: String) throws(TagFlowError) -> (Markdown, inputs: [String]) {
    var words = Array(Arguments.all.dropFirst(2))
    let position = SourcePosition(source, line: block.line)
    do {
      let (blockWords, inputs) = try block.resolvingFiles(
        markdown: self.source, policy: ManifestPolicy(allowsOutsidePaths: outside.allowOutside))
      words.insert(contentsOf: blockWords, at: words.firstIndex(of: "--") ?? words.endIndex)
      let options = try Markdown.parse(words)
      try options.checkNoTags()
      guard options.output == output, options.images == images, options.format == format, options.scale == scale,
        options.imageURL == imageURL
      else {
        throw CommandLineProblem.blockSetsWholeFileOption
      }
      guard options.job.input.input == job.input.input,
        options.job.input.sources.frontMatter == job.input.sources.frontMatter,
        options.job.input.sources.packages == job.input.sources.packages,
        options.job.input.sources.keys?.names == job.input.sources.keys?.names,
        options.job.input.sources.site == job.input.sources.site
      else {
        throw CommandLineProblem.blockSetsTagInput
      }
      return (options, inputs)
    } catch let error as TagFlowError {
      throw .input(at: position, .tagsBlockOption(error))
    } catch let error as CommandLineProblem {
      throw .input(at: position, .tagsBlockOptions(reason: error.message))
    } catch  where Markdown.exitCode(for: error) == .success {
      // --help or -h asks for a text, not an image: nothing a block can do.
      throw .input(at: position, .tagsBlockOptions(reason: CommandLineProblem.blockAsksForHelp.message))
    } catch {
      // ArgumentParser's message, on one line and in TagFlow's words.
      let message = ParserMessage.inTagFlowStyle(ExitStatus.oneLine(Markdown.message(for: error)))
      throw .input(at: position, .tagsBlockOptions(reason: message))
    }
  }

  /// A block's problem, with the file and the line of its opening fence.
  private static func located<T>(
    _ block: TagsBlock, _ source: String, _ body: () throws(TagFlowError) -> T
  ) throws(TagFlowError) -> T {
    do {
      return try body()
    } catch {
      throw .input(at: SourcePosition(source, line: block.line), .value(error))
    }
  }
}

/// A block's image, and its dark twin when a PNG was asked for with a dark look.
private struct BlockImage {
  var light: [UInt8]
  var dark: [UInt8]?
  /// The canvas width in points: the `<picture>`'s width in CSS pixels.
  var width: Double
  /// The texts of the chips drawn, for the alt text (`+3 more` for the overflow chip).
  var drawn: [String]
}

/// The formats a Markdown image can show.
enum ImageFormat: String, CaseIterable, KeywordArgument {
  case svg, png

  var outputFormat: OutputFormat {
    switch self {
    case .svg: .svg
    case .png: .png
    }
  }
}
