// The built-in example: a manifest that `tagflow example` renders with no input at all.

/// The manifest behind `tagflow example`: the images a new user sees first,
/// and a sample of the manifest format (docs/manifest.md documents the schema).
package enum BuiltInExample {
  package static let manifest = """
    # The built-in example of `tagflow example`: every job writes into the chosen folder.
    defaults:
      width: 600
    jobs:
      - output: tags
        format: [png, svg, pdf]
        tags: [swift, linux, pango, cairo, flexbox, layout, png, svg, pdf, unicode, docs, readme, ci,
               snapshot-testing, fonts, harfbuzz, fontconfig, typography, open-source, command-line,
               reproducible, batch, visual-regression, tags]
      - output: tags@2x.png
        scale: 2
        tags: [swift, linux, pango, cairo, flexbox, layout, png, svg, pdf, unicode, docs, readme, ci,
               snapshot-testing, fonts, harfbuzz, fontconfig, typography, open-source, command-line,
               reproducible, batch, visual-regression, tags]
      - output: centred.png
        width: 360
        justify: center
        tags: [swift, linux, pango, cairo, flexbox, layout, png, svg, pdf, unicode, docs, readme]
      - output: dark.png
        background: "#0F172A"
        fill: "#1E293B"
        textColor: "#E2E8F0"
        tags: [swift, linux, pango, cairo, flexbox, layout, png, svg, pdf, unicode, docs, readme, ci,
               snapshot-testing, fonts, harfbuzz, fontconfig, typography, open-source, command-line,
               reproducible, batch, visual-regression, tags]
    """
}
