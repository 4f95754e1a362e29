// A theme: a whole look (style and gaps) under a name, built in or read from a YAML file.

/// A ready-made look: every colour, the border, corners, padding and gaps.
/// `apply(to:)` sets them on a job; options set after it win.
public struct Theme: Sendable, Hashable, Codable {
  /// The name `Theme.named(_:)` and `--theme` know it by.
  public var name: String
  /// One line for `tagflow themes`.
  package var summary: String
  /// Every colour, the border, corners and padding; `apply(to:)` keeps the job's chip flex.
  public var style: Style
  /// Space between chips in a line and between lines.
  public var gap: Insets

  /// A theme named `name` with `style`, and 8-point gaps unless `gap` says otherwise.
  package init(name: String, summary: String, style: Style, gap: Insets = Insets(horizontal: 8, vertical: 8)) {
    self.name = name
    self.summary = summary
    self.style = style
    self.gap = gap
  }

  /// A nameless theme: a look being built or checked rather than one to offer by name.
  package init(look style: Style, gap: Insets = Insets(horizontal: 8, vertical: 8)) {
    self.init(name: "", summary: "", style: style, gap: gap)
  }

  /// Sets the job's style and gaps to this theme's.
  /// (`Job.look` sets them all, chip flex included.) Sizing that is not part of a
  /// look (the chips' flex settings) stays as it was.
  public func apply(to job: inout Job) {
    var look = self
    look.style.chipFlex = job.style.chipFlex
    job.look = look
  }

  /// A built-in theme by name (case-insensitive).
  package static func named(_ name: String) -> Theme? {
    let key = name.trimmingWhitespace().lowercased()
    return presets.first { $0.name == key }
  }
}

extension Job {
  /// The job's style and gaps as one look, which a look's settings change and are checked in.
  package var look: Theme {
    get { Theme(look: style, gap: Insets(horizontal: layout.gapX, vertical: layout.gapY)) }
    set {
      style = newValue.style
      (layout.gapX, layout.gapY) = (newValue.gap.horizontal, newValue.gap.vertical)
    }
  }
}
