// The keys that set a look, shared by theme files and manifests.

internal import Yams

/// Every key that sets part of a look, by name (the command-line options in
/// camelCase). Theme files are made of these; manifests accept them too.
enum StyleKeys {
  typealias Apply = @Sendable (inout Theme, Node, inout YAMLReader) -> Void

  static let all: [String: Apply] = [
    "font": { theme, node, reader in
      if let value = reader.string(node, "font") { theme.style.font = value }
    },
    "fontSize": { theme, node, reader in
      if let value = reader.number(node, .fontSize) { theme.style.fontSize = value }
    },
    "fontWeight": { theme, node, reader in
      guard let text = reader.string(node, "fontWeight") else { return }
      guard let weight = FontWeight(parsing: text) else {
        return reader.invalid(node, "fontWeight", expected: FontWeight.accepted)
      }
      theme.style.fontWeight = weight
    },
    "fontStyle": { theme, node, reader in
      let names = FontSlant.allCases.map(\.rawValue)
      if let slant = reader.keyword(node, "fontStyle", accepted: names, { FontSlant(rawValue: $0.lowercased()) }) {
        theme.style.fontSlant = slant
      }
    },
    "textColor": { theme, node, reader in
      if let value = reader.color(node, "textColor") { theme.style.preferredTextColor = value }
    },
    "fill": { theme, node, reader in
      if let value = reader.color(node, "fill") { theme.style.fill = value }
    },
    "borderColor": { theme, node, reader in
      if let value = reader.color(node, "borderColor") { theme.style.borderColor = value }
    },
    "borderWidth": { theme, node, reader in
      if let value = reader.number(node, .borderWidth) { theme.style.borderWidth = value }
    },
    "radius": { theme, node, reader in
      if case .scalar(let scalar) = node, scalar.string.lowercased() == "capsule" {
        theme.style.cornerRadius = nil
      } else if case .scalar(let scalar) = node, let value = NumberSetting.radius.value(of: scalar.string) {
        theme.style.cornerRadius = value
      } else {
        reader.invalid(node, "radius", expected: NumberSetting.radius.expected + " or 'capsule'")
      }
    },
    "chipPadding": { theme, node, reader in
      if let (x, y) = reader.pair(node, .chipPadding) { theme.style.chipPadding = Insets(horizontal: x, vertical: y) }
    },
    "padding": { theme, node, reader in
      if let value = reader.number(node, .padding) { theme.style.padding = value }
    },
    "gap": { theme, node, reader in
      if let (x, y) = reader.pair(node, .gap) { theme.gap = Insets(horizontal: x, vertical: y) }
    },
    "background": { theme, node, reader in
      if let value = reader.color(node, "background") { theme.style.background = value }
    },
    "accent": { theme, node, reader in
      if let value = reader.color(node, "accent") { theme.style.accent = value }
    },
    "accentTextColor": { theme, node, reader in
      if let value = reader.color(node, "accentTextColor") { theme.style.accentTextColor = value }
    },
    "palette": { theme, node, reader in
      let names = Palette.presets.map(\.name)
      if let palette = reader.keyword(node, "palette", accepted: names, { try? Palette.named($0) }) {
        theme.style.palette = palette
      }
    },
  ]
}
