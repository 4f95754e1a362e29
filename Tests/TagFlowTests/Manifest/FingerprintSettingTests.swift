// Each setting of a job, changed alone, changes its fingerprint: generated from the lists of settings.

import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct FingerprintSettingTests {
  /// A value other than the default for every setting, as a manifest writes it; a setting
  /// added to `StyleSetting.all` or `AnyJobSetting.all` without one fails `everySettingHasASample`.
  static let samples: [String: String] = [
    // A look's settings
    "palette": "vivid", "paletteColors": "hash", "font": "'DejaVu Sans Bold 15px'", "fontSize": "17",
    "fontWeight": "bold", "fontStyle": "italic", "textColor": "'#7C2D12'", "fill": "'#FDE68A'",
    "background": "'#0F172A'",
    "borderColor": "'#DC2626'", "borderWidth": "2.5", "accent": "'#16A34A'", "accentTextColor": "'#FEF9C3'",
    "chipPadding": "[20, 3]", "padding": "30", "radius": "2", "gap": "[14, 2]", "minChipWidth": "90",
    "maxChipWidth": "70", "chipBasis": "60", "chipGrow": "1", "chipShrink": "1",
    // A job's other settings
    "width": "301", "height": "200", "alignContent": "space-between", "fitBox": "true", "justify": "space-between",
    "lastLine": "end", "align": "baseline", "wrap": "balanced", "direction": "rtl", "minLines": "2",
    "maxLines": "3", "overflowText": "'and {n} more'", "fit": "true", "distribution": "swiftui",
    "chipHeight": "text",
    "title": "Tags", "systemFonts": "false", "minSize": "9", "maxSize": "30", "scaleBy": "log",
    "ramp": "['#DBEAFE', '#1E3A8A']", "sort": "weight", "top": "1", "snap": "false", "svgText": "text",
    "format": "svg", "scale": "2", "pngCompression": "small",
  ]

  /// Settings a manifest accepts only beside another, which both jobs compared then have.
  static let companions = ["alignContent": ", height: 200", "fitBox": ", height: 200"]

  /// Settings a manifest accepts only with files on disk, changed on the job read instead.
  static let changedOnTheJob: [String: @Sendable (inout Job) -> Void] = [
    // `systemFonts: false` needs `fontFiles` that exist.
    "systemFonts": { $0.fonts.includesSystemFonts = false }
  ]

  static let keys = Set(StyleSetting.all.map(\.key) + AnyJobSetting.all.map(\.key)).sorted()

  /// The fingerprint of a job of two tags with `settings` (`, key: value` pairs).
  func fingerprint(_ settings: String = "") throws -> String {
    Fingerprint.of(try #require(manifestJob(settings))) { _ in "" }.description
  }

  func manifestJob(_ settings: String = "") -> ManifestJob? {
    let manifest = Manifest.parse(
      "jobs:\n  - {output: a.png, tags: [swift, linux]\(settings)}\n", file: "m.yaml", folder: "site")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    return manifest.jobs.first
  }

  @Test func everySettingHasASample() {
    for key in Self.keys {
      #expect(Self.samples[key] != nil, "\(key) has no sample value in FingerprintSettingTests")
    }
  }

  @Test(arguments: keys)
  func settingAloneChangesTheFingerprint(key: String) throws {
    let value = try #require(Self.samples[key])
    if let change = Self.changedOnTheJob[key] {
      var job = try #require(manifestJob())
      let before = Fingerprint.of(job) { _ in "" }.description
      change(&job.job)
      #expect(Fingerprint.of(job) { _ in "" }.description != before, "\(key)")
      return
    }
    let companion = Self.companions[key] ?? ""
    #expect(try fingerprint(companion + ", \(key): \(value)") != fingerprint(companion), "\(key): \(value)")
  }

  /// A worker's fingerprinter reuses the encoding of settings the last job shared: whatever
  /// came before, each job's digest is the one a fresh fingerprinter gives.
  @Test func reuseNeverLeaksIntoTheNextJob() throws {
    var jobs: [ManifestJob] = []
    for key in Self.keys {
      let manifest = Manifest.parse(
        "jobs:\n  - {output: a.png, tags: [swift, linux]\(Self.companions[key] ?? ""), \(key): \(Self.samples[key]!)}\n"
          + "  - {output: b.png, tags: [swift, {text: linux, weight: 2}]}\n",
        file: "m.yaml", folder: "site")
      jobs += manifest.jobs
    }
    var zero = jobs[0]
    zero.job.style.borderWidth = -0.0
    jobs.append(zero)
    var fingerprinter = JobFingerprinter()
    for job in jobs + jobs.reversed() {
      let reused = fingerprinter.fingerprint(of: job) { _ in "" }.description
      #expect(reused == Fingerprint.of(job) { _ in "" }.description, "job \(job.index)")
    }
  }
}
