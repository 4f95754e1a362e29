#!/usr/bin/env python3
"""Extracts the examples of the CommonMark spec into Fixtures/CommonMark/examples.json.

Usage: extract-examples.py SPEC.txt COMMIT > Fixtures/CommonMark/examples.json

SPEC.txt is spec.txt of github.com/commonmark/commonmark-spec (CC-BY-SA 4.0),
COMMIT the commit it was read from. An example sits between a line of 32
backticks followed by " example" and a line of 32 backticks; a line holding
only "." separates its Markdown from its HTML; "→" stands for a tab in both.
The section is the last heading ("#", "##", ...) before the example. The
output lists them in order, numbered from 1 as the spec numbers them.
"""

import json
import re
import sys

FENCE = "`" * 32


def examples(text):
    section = ""
    state = "text"  # "text", "markdown" or "html"
    markdown, html = [], []
    start = 0
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if stripped == FENCE + " example":
            state, markdown, html, start = "markdown", [], [], number
        elif state == "html" and stripped == FENCE:
            yield {
                "example": 0,
                "section": section,
                "line": start,
                "markdown": "".join(markdown).replace("→", "\t"),
                "html": "".join(html).replace("→", "\t"),
            }
            state = "text"
        elif state == "markdown" and stripped == ".":
            state = "html"
        elif state == "markdown":
            markdown.append(line + "\n")
        elif state == "html":
            html.append(line + "\n")
        elif re.match(r"#+ ", line):
            section = re.sub(r"^#+ ", "", line).strip()


def main():
    spec, commit = sys.argv[1], sys.argv[2]
    with open(spec, encoding="utf-8", newline="\n") as file:
        found = list(examples(file.read()))
    for number, example in enumerate(found, start=1):
        example["example"] = number
    document = {
        "source": "https://github.com/commonmark/commonmark-spec/blob/%s/spec.txt" % commit,
        "licence": "CC-BY-SA 4.0, Copyright (C) 2014-16 John MacFarlane",
        "examples": found,
    }
    json.dump(document, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
