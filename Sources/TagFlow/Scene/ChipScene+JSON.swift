// The ChipScene as JSON, as `tagflow layout` prints it: everything drawing needs, streamed into bytes.

/// A ChipScene's JSON is complete: read back with `ChipScene(json:)`, it draws the
/// same bytes, so a ChipScene-JSON snapshot tells a layout change from a drawing change.
extension ChipScene {
  /// Pretty, key-sorted JSON, the one spelling of a ChipScene (`tagflow layout`
  /// prints it, `ChipScene(json:)` reads it): the same bytes for the same ChipScene,
  /// spelt as `JSONEncoder` spells JSON with `[.prettyPrinted, .sortedKeys,
  /// .withoutEscapingSlashes]`, invisible characters escaped as `JSONText` says.
  /// Written straight into bytes, with no `Encoder` in between: `tagflow
  /// layout` prints thousands of chips.
  public func json() -> [UInt8] {
    // About 400 bytes a chip.
    var json = PrettyJSON(expectedSize: 1024 + 400 * chips.count)
    // Keys in sorted order, as JSONEncoder's `.sortedKeys` writes them.
    json.object { json in
      json.key("background")
      json.color(background)
      json.key("chips")
      json.array { json in
        for chip in chips {
          json.element()
          chip.write(to: &json)
        }
      }
      if let dark {
        json.key("dark")
        json.object { json in
          json.key("background")
          json.color(dark.background)
          json.key("chips")
          json.array { json in
            for colors in dark.chips {
              json.element()
              json.object { json in
                json.key("borderColor")
                json.color(colors.borderColor)
                json.key("borderWidth")
                json.number(colors.borderWidth)
                json.key("fill")
                json.color(colors.fill)
                json.key("textColor")
                json.color(colors.textColor)
              }
            }
          }
        }
      }
      json.key("fonts")
      json.object { json in
        json.key("files")
        json.array { json in
          for file in fonts.files {
            json.element()
            json.string(file)
          }
        }
        json.key("includesSystemFonts")
        json.bool(fonts.includesSystemFonts)
      }
      json.key("height")
      json.number(height)
      json.key("rendering")
      json.object { json in
        json.key("pngCompression")
        json.string(rendering.pngCompression.rawValue)
        if let snap = rendering.snap {
          json.key("snap")
          json.bool(snap)
        }
        if let svgText = rendering.svgText {
          json.key("svgText")
          json.string(svgText.rawValue)
        }
      }
      json.key("title")
      json.string(title)
      json.key("width")
      json.number(width)
    }
    return json.finishedDocument()
  }
}

extension ChipScene.Chip {
  /// The chip flat, keys in sorted order: text, font, frame (`x`, `y`, `width`,
  /// `height`), baseline, line, colours, `radius`, `textX`/`textY`, and the
  /// border, link, selection and overflow only when they are set; the keys
  /// of its shape (`ChipShape.jsonMembers()`) among them where they sort.
  fileprivate func write(to json: inout PrettyJSON) {
    json.object(merging: shape.jsonMembers()) { json in
      json.key("baseline")
      json.number(baseline)
      if borderWidth > 0 {
        json.key("borderColor")
        json.color(borderColor)
        json.key("borderWidth")
        json.number(borderWidth)
      }
      json.key("fill")
      json.color(fill)
      json.key("font")
      json.string(font)
      if let fullText {
        json.key("fullText")
        json.string(fullText)
      }
      json.key("height")
      json.number(frame.height)
      json.key("line")
      json.integer(line)
      if let link {
        json.key("link")
        json.string(link)
      }
      if isOverflow {
        json.key("overflow")
        json.bool(true)
      }
      json.key("radius")
      json.number(cornerRadius)
      if isSelected {
        json.key("selected")
        json.bool(true)
      }
      json.key("text")
      json.string(text)
      json.key("textColor")
      json.color(textColor)
      json.key("textX")
      json.number(textOrigin.x)
      json.key("textY")
      json.number(textOrigin.y)
      json.key("width")
      json.number(frame.width)
      json.key("x")
      json.number(frame.x)
      json.key("y")
      json.number(frame.y)
    }
  }
}
