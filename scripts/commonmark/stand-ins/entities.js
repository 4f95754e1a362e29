// A stand-in for the `entities` package's decodeHTMLStrict, enough for generate-cases.py's
// documents: the references they hold are numeric or &Tab;. Copy to
// COMMONMARK_JS/node_modules/entities/index.js (with a package.json of "type": "module").
export function decodeHTMLStrict(reference) {
  const names = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&Tab;": "\t", "&NewLine;": "\n" };
  if (names[reference]) return names[reference];
  let match = /^&#x([0-9a-f]{1,6});$/i.exec(reference);
  if (match) return String.fromCodePoint(parseInt(match[1], 16) || 0xfffd);
  match = /^&#([0-9]{1,7});$/.exec(reference);
  if (match) return String.fromCodePoint(parseInt(match[1], 10) || 0xfffd);
  return reference;
}
