// Adds to each document of generate-cases.py the code blocks commonmark.js finds in it.
//
// Usage: node commonmark-js-codes.mjs COMMONMARK_JS/lib/index.js < cases.json > codes.json
//
// Each code block is [language, content]: the first word of the info string
// (split where cmark's renderer splits it: space, tab, LF, VT, FF, CR), or null
// without one or for indented code, and the literal content.

import { readFileSync } from "fs";
import { pathToFileURL } from "url";

const { Parser } = await import(pathToFileURL(process.argv[2]).href);
const cases = JSON.parse(readFileSync(0, "utf8"));
const parser = new Parser();
for (const entry of cases) {
  const walker = parser.parse(entry.markdown).walker();
  const codes = [];
  let event;
  while ((event = walker.next())) {
    if (event.entering && event.node.type === "code_block") {
      const language = (event.node.info || "").split(/[ \t\n\v\f\r]+/)[0];
      codes.push([language || null, event.node.literal]);
    }
  }
  entry.codes = codes;
}
process.stdout.write(JSON.stringify(cases, null, 0).replaceAll('},{"markdown"', '},\n{"markdown"') + "\n");
