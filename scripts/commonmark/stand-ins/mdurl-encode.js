// A stand-in for `mdurl/encode.js`: link destinations do not matter to code blocks. Copy to
// COMMONMARK_JS/node_modules/mdurl/encode.js (with a package.json of "type": "module").
export default function encode(url) {
  return url;
}
