#!/usr/bin/env python3
"""Writes random Markdown documents made of the lines that decide where code blocks are.

Usage: generate-cases.py SEED COUNT > cases.json

Each document is 1 to 12 lines, each line up to three container or indentation
prefixes (block quote markers, list markers, spaces, tabs) before a body: fences
with and without the language `tags` (and with escapes or references in it), HTML
block starts and ends of all seven kinds, link reference definitions, setext
underlines, thematic breaks, headings, text. Lines end in LF, CRLF or CR; the
document ends in LF or CRLF. The output is a JSON list of {"markdown": ...};
commonmark-js-codes.mjs adds the code blocks commonmark.js finds.
"""

import json
import random
import sys

PREFIXES = [
    ">", "> ", "- ", "* ", "+ ", "1. ", "10. ", "2) ", "1)", " ", "  ", "   ", "    ", "     ", "\t", "-\t",
    ">\t", " > ", "-    ", "1.     ",
]
BODIES = [
    "```", "```tags", "``` tags x", "~~~", "~~~tags", "````", "`````tags", "``` `x`", "~~~ `x`", "```t&#97;gs",
    "```t\\ags", "~~~ tags&Tab;x", "<div>", "<details>", "</div>", "<DIV class=x>", "<!--", "-->", "<!-- x -->",
    "<pre>", "</pre>", "<script>", "<span>", "<a href='x'>", "<a b=c d='e' f=\"g\" />", "</a >", "<x-y z>",
    "<![CDATA[", "]]>", "<!DOCTYPE html>", "<?php", "?>", "<textarea>", "</textarea>", "text", "", "", "", "",
    "---", "===", "--", "-", "= =", "# h", "#", "###### x", "####### x", "* * *", "___", "a, b", "  code", "```js",
    "[a]: /u", "[a]: /u 'title'", "[a]:\n/u", "[b]: <x y>", "[c]: /u \"t\" x", "[ ]: /u", "[a\\]]: /u",
    "[x]: (y)", "'title'", "\"t", "- ", "1.", "-", "tags", "x\\", "\u00e9", "a  ",
]


def document(rng):
    lines = []
    for _ in range(rng.randint(1, 12)):
        prefix = "".join(rng.choice(PREFIXES) for _ in range(rng.choice([0, 0, 0, 1, 1, 2, 3])))
        lines.append(prefix + rng.choice(BODIES))
    ending = rng.choice(["\n", "\n", "\r\n", "\r"])
    return ending.join(lines) + ("\r\n" if ending == "\r\n" else "\n")


def main():
    rng = random.Random(int(sys.argv[1]))
    cases = [{"markdown": document(rng)} for _ in range(int(sys.argv[2]))]
    json.dump(cases, sys.stdout, ensure_ascii=False, indent=0)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
