// swift-tools-version: 6.2
import PackageDescription

// Linux only: TagFlow calls Glibc and finds Pango and Cairo through pkg-config, so the
// package claims no Apple platform.
let package = Package(
  name: "TagFlow",
  products: [
    .library(name: "FlowLayout", targets: ["FlowLayout"]),
    .library(name: "TagFlow", targets: ["TagFlow"]),
    .library(name: "TagFlowComparison", targets: ["TagFlowComparison"]),
    .library(name: "TagFlowReaders", targets: ["TagFlowReaders"]),
    .library(name: "TagFlowBatch", targets: ["TagFlowBatch"]),
    .library(name: "TagFlowTesting", targets: ["TagFlowTesting"]),
    .library(name: "TagFlowSnapshotTesting", targets: ["TagFlowSnapshotTesting"]),
    .executable(name: "tagflow", targets: ["tagflow"]),
  ],
  // SwiftPM does not even resolve a package dependency used only under traits that are off
  // (checked with 6.3.1: scripts/dependency-check.sh), so each trait brings the packages of the
  // products it is for. All are on by default: `swift build`, `swift test` and `swift run
  // tagflow` here, and a user who names no traits, get everything. A user names the traits of
  // the products they use (docs/packages.md); FlowLayout needs none, and `traits: []` resolves
  // no other package.
  traits: [
    .trait(name: "TagFlow", description: "The TagFlow, TagFlowComparison and TagFlowTesting libraries: swift-system."),
    .trait(
      name: "TagFlowReaders",
      description:
        "The TagFlowReaders library (YAML, JSON and TOML; tag files, front matter, package manifests, Markdown tags "
        + "blocks, theme files): no package of its own.",
      enabledTraits: ["TagFlow"]),
    .trait(
      name: "TagFlowBatch",
      description:
        "The TagFlowBatch library (manifests, settings, batch runs and their records): no package of its own.",
      enabledTraits: ["TagFlowReaders"]),
    .trait(
      name: "TagFlowSnapshotTesting", description: "TagFlow's strategies for swift-snapshot-testing.",
      enabledTraits: ["TagFlow"]),
    .trait(
      name: "CLI", description: "The tagflow command: swift-argument-parser.", enabledTraits: ["TagFlowBatch"]),
    .trait(
      name: "WarningsAsErrors",
      description: "Compiler warnings in TagFlow's own targets fail the build (CI: .ci/run). Off by default."),
    .default(enabledTraits: ["TagFlow", "TagFlowReaders", "TagFlowBatch", "TagFlowSnapshotTesting", "CLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // FileDescriptor, Errno and Stat for the file plumbing (imported internally: not in the API).
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // Only TagFlowSnapshotTesting builds it (its SnapshotTesting target alone, not swift-syntax).
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation --target FlowLayout` builds the DocC catalog. No
    // target uses it, so a package depending on TagFlow never resolves it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The flow engine: pure Swift, no text, no package, no C target or library of its own; its
    // one C call is Glibc's madvise (HugePages.swift), a hint for large frame arrays.
    .target(name: "FlowLayout"),
    // The thin C boundary: Pango, Cairo, fontconfig, libdeflate (libpng-dev for CPNGReader;
    // libjpeg-turbo's, libwebp's and libtiff's headers for CImageReaders, which only
    // TagFlowComparison uses and which opens those libraries at run time).
    // Its pkg-config file is the package's own (tagflow-pangocairo.pc, beside the module map):
    // pangocairo's flags without the -pthread that SwiftPM warns about in every build.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: Context.packageDirectory + "/Sources/CPangoCairo/tagflow-pangocairo.pc",
      providers: [
        .apt([
          "libpango1.0-dev", "libcairo2-dev", "libdeflate-dev", "libpng-dev", "libjpeg-dev", "libwebp-dev",
          "libtiff-dev",
        ])
      ]
    ),
    // libyaml's event API: every YAML document (manifests a job at a time, theme files, tag lists,
    // front matter) is composed from its events (YAMLEvents), with no Foundation.
    .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    // libpng's regular reader, whose errors longjmp: a tiny C target so no longjmp crosses Swift;
    // and a libdeflate fast path for 8-bit RGB(A) screenshots.
    .target(name: "CPNGReader", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),
    // JPEG, WebP and TIFF readers (libjpeg longjmps, libtiff reports through varargs handlers).
    // It links none of the three: each is opened with dlopen when the first file of its kind is
    // decoded, so no other process loads them (libtiff alone brings Lerc, libstdc++, zstd, lzma,
    // jbig; about 1.5 ms of every start). libdl: dlopen's home before glibc 2.34 (a stub since).
    .target(name: "CImageReaders", linkerSettings: [.linkedLibrary("dl")]),
    // Rendering: a Job to a Scene to PNG, SVG or PDF; fonts and themes. It encodes PNGs
    // (libdeflate, linked here) but decodes no image: no libpng, JPEG, WebP or TIFF reader.
    // No YAML, no manifests.
    .target(
      name: "TagFlow",
      dependencies: [
        "FlowLayout", "CPangoCairo",
        .product(name: "SystemPackage", package: "swift-system", condition: .when(traits: ["TagFlow"])),
      ],
      linkerSettings: [.linkedLibrary("deflate")]
    ),
    // Image comparison and reference checks: decoding PNG (and JPEG, WebP, TIFF), comparing
    // pixels and SVG text, recording references, diff images (what TagFlowTesting, the
    // reports and `tagflow diff`/`check` need).
    .target(name: "TagFlowComparison", dependencies: ["TagFlow", "CPNGReader", "CImageReaders"]),
    // Files in: the readers of structured text (YAML through libyaml, JSON, TOML) and what is
    // read with them: tag lists, tag sources (front matter, package manifests, site generator
    // rules), Markdown tags blocks, theme files. No image comparison, no manifests.
    .target(name: "TagFlowReaders", dependencies: ["TagFlow", "CLibYAML"]),
    // Results out: HTML, JUnit and GitHub annotation reports, and folder comparison (`check`
    // of a folder against references). Reads no YAML. The command's alone: it has no public
    // API, so no product and no trait (the CLI trait's TagFlow trait builds it).
    .target(name: "TagFlowReports", dependencies: ["TagFlow", "TagFlowComparison"]),
    // Many jobs: manifests and their keys, the settings declared once (JobSetting), batch runs,
    // their fingerprints, render state and run records; a manifest sets comparison tolerances and
    // ignored regions (TagFlowComparison).
    .target(name: "TagFlowBatch", dependencies: ["TagFlow", "TagFlowComparison", "TagFlowReaders", "FlowLayout"]),
    // assertSnapshot for users' XCTest and Swift Testing suites.
    .target(name: "TagFlowTesting", dependencies: ["TagFlow", "TagFlowComparison"]),
    // A strategy for pointfreeco/swift-snapshot-testing, apart so only its users build that package.
    .target(
      name: "TagFlowSnapshotTesting",
      dependencies: [
        "TagFlow", "TagFlowComparison",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing",
          condition: .when(traits: ["TagFlowSnapshotTesting"])),
      ]
    ),
    .executableTarget(
      name: "tagflow",
      dependencies: [
        "TagFlow", "TagFlowComparison", "TagFlowReaders", "TagFlowReports", "TagFlowBatch", "FlowLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
      ]
    ),
    // PNG encoding vs Cairo's writer, image comparison throughput: swift run -c release ImageBench.
    .executableTarget(
      name: "ImageBench", dependencies: ["TagFlow", "TagFlowComparison", "CPangoCairo"], path: "Benchmarks/ImageBench"),
    // SHA-256 of the batch fingerprints vs coreutils' sha256sum: swift run -c release HashBench.
    .executableTarget(name: "HashBench", dependencies: ["TagFlowBatch"], path: "Benchmarks/HashBench"),
    // Flow engine throughput (ns per box, µs per 1,000 chips): swift run -c release FlowBench.
    .executableTarget(name: "FlowBench", dependencies: ["FlowLayout"], path: "Benchmarks/FlowBench"),
    .testTarget(name: "FlowLayoutTests", dependencies: ["FlowLayout"]),
    .testTarget(
      name: "TagFlowTests",
      dependencies: [
        "TagFlow", "TagFlowComparison", "TagFlowReaders", "TagFlowReports", "TagFlowBatch", "TagFlowTesting",
        "FlowLayout", "CPangoCairo",
      ]
    ),
    .testTarget(
      name: "TagFlowTestingTests",
      dependencies: [
        "TagFlow", "TagFlowComparison", "TagFlowTesting", "TagFlowSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // Runs the built binary as a user would; depending on it makes `swift test` build it.
    .testTarget(
      name: "TagFlowCLITests",
      dependencies: ["tagflow", "TagFlow", "TagFlowComparison", "TagFlowReaders", "TagFlowBatch"]
    ),
  ]
)

// Warnings are errors in this package's own targets when the trait `WarningsAsErrors` is on, as
// .ci/run turns it on (`--traits`). A trait, not the environment: a package depending on TagFlow
// never enables it, so its builds neither rebuild TagFlow when `CI` is set nor break on a newer
// compiler's warnings; dependencies never get it (SwiftPM applies it to no remote package).
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error, .when(traits: ["WarningsAsErrors"]))]
}
