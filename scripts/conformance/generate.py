#!/usr/bin/env python3
"""Lays out every case in Chromium and writes the expectations.

For each cases/<group>.json this writes one HTML page (every case a
`display:flex; flex-wrap:wrap` container; items carry their flex-grow,
flex-shrink, flex-basis, min-width and max-width), loads it in headless Chromium,
reads each item's getBoundingClientRect relative to its container back out
of the DOM, and writes Fixtures/Conformance/<group>.json: the cases with an
"expected" entry each. Python 3 standard library only.

Usage: python3 scripts/conformance/generate.py [--chromium PATH] [--keep-html DIR] [--only GROUP]...
"""

import argparse
import glob
import html
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(ROOT, "Fixtures", "Conformance")

JUSTIFY_CSS = {
    "start": "flex-start",
    "end": "flex-end",
    "center": "center",
    "space-between": "space-between",
    "space-around": "space-around",
    "space-evenly": "space-evenly",
    # Not a justify-content value for flex: every item gets flex-grow: 1.
    "stretch": "flex-start",
}
ALIGN_CSS = {"start": "flex-start", "end": "flex-end", "center": "center", "baseline": "baseline", "stretch": "stretch"}
ALIGN_CONTENT_CSS = dict(JUSTIFY_CSS, stretch="stretch")
WRAP_CSS = {"greedy": "wrap", "balance": "balance"}


def wrap_css(case):
    """The flex-wrap declared for a case, and the value getComputedStyle
    reports for it when the browser supports it."""
    if not case.get("wrapReverse"):
        return WRAP_CSS[case["wrap"]], WRAP_CSS[case["wrap"]]
    if case["wrap"] == "greedy":
        return "wrap-reverse", "wrap-reverse"
    return f"{WRAP_CSS[case['wrap']]} wrap-reverse", f"wrap-reverse {WRAP_CSS[case['wrap']]}"

SCRIPT = """
const results = [];
for (const box of document.querySelectorAll('.flex')) {
  const outer = box.getBoundingClientRect();
  const frames = [];
  for (const child of box.children) {
    const r = child.getBoundingClientRect();
    frames.push([r.x - outer.x, r.y - outer.y, r.width, r.height]);
  }
  results.push({name: box.dataset.name, wrap: getComputedStyle(box).flexWrap,
                lineCount: getComputedStyle(box).flexLineCount,
                width: outer.width, height: outer.height, frames: frames});
}
document.getElementById('results').textContent = JSON.stringify(results);
"""


def px(value):
    return f"{value}px"


def item_html(item, stretch, align):
    # Defaults are the engine's fixed-size item: flex-shrink 0 (an oversized
    # item keeps its width), no basis, min-width 0 (never the automatic
    # minimum), no max-width. `stretch` is flex-grow 1 on items without one.
    # An item aligned by `stretch` has `height: auto` and content `h` tall
    # (CSS stretches only items of auto height); the others have `height: h`,
    # which lays out the same when nothing stretches.
    # `pct` gives some sizes as percentages of the container instead
    # ({"w", "h", "basis", "min", "max"}: numbers, 25 for 25%). An item with a
    # percentage height has content `h` tall: against a container of auto
    # height the percentage behaves as `auto`, and the item is as tall as that
    # content (and may stretch).
    pct = item.get("pct", {})

    def length(key, default):
        if key in pct:
            return f"{pct[key]}%"
        return px(item[key]) if key in item else default

    grow = item.get("grow", 1 if stretch else 0)
    basis = length("basis", "auto")
    max_width = length("max", "none")
    stretched = item.get("alignSelf", align) == "stretch"
    height = f"{pct['h']}%" if "h" in pct else "auto" if stretched else px(item["h"])
    style = (
        f"flex:{grow} {item.get('shrink', 0)} {basis};width:{length('w', None)};"
        f"height:{height};"
        f"min-width:{length('min', '0px')};max-width:{max_width}"
    )
    # Height limits (min-height, max-height) clamp the item's height: its
    # content's, or the `height: h` given.
    if "minH" in item:
        style += f";min-height:{px(item['minH'])}"
    if "maxH" in item:
        style += f";max-height:{px(item['maxH'])}"
    if "alignSelf" in item:
        style += f";align-self:{ALIGN_CSS[item['alignSelf']]}"
    if "margin" in item:
        # [top, right, bottom, left], each a length or "auto".
        style += ";margin:" + " ".join("auto" if side == "auto" else px(side) for side in item["margin"])
    # Padding, border, box-sizing and aspect-ratio (FlowItemBox): the item's
    # lengths measure the box `boxSizing` names (border-box unless said, the
    # engine's convention), so the content an auto height holds is `h` less
    # the vertical padding and border under border-box. Items with a box
    # carry no baseline. A ratio gives an auto width from the height.
    inset_v = 0
    if {"padding", "border", "boxSizing", "aspectRatio"} & item.keys():
        sizing = item.get("boxSizing", "border-box")
        style += f";box-sizing:{sizing}"
        if "padding" in item:
            style += ";padding:" + " ".join(px(v) for v in item["padding"])
        if "border" in item:
            style += ";border-style:solid;border-width:" + " ".join(px(v) for v in item["border"])
        if "aspectRatio" in item:
            style += f";aspect-ratio:{item['aspectRatio']};width:auto"
        if sizing == "border-box":
            inset_v = sum(item.get(key, [0] * 4)[side] for key in ("padding", "border") for side in (0, 2))
    filler = item["h"] - item.get("baseline", 0) - inset_v
    block = f'<div style="height:{px(filler)}"></div>' if stretched or "h" in pct else ""
    if "baseline" not in item:
        # No text: the baseline is synthesized from the bottom edge.
        return f'<div style="{style}">{block}</div>'
    # A zero-size strut (font-size and line-height 0) leaves the one line box
    # to an empty inline-block, whose baseline is its bottom edge: the item's
    # first baseline is then exactly `baseline` below its top. A stretched
    # item's content goes on below it, to `h` in all.
    spacer = f'<span style="display:inline-block;vertical-align:baseline;width:0;height:{px(item["baseline"])}"></span>'
    return f'<div style="{style};font-size:0;line-height:0">{spacer}{block}</div>'


def gap(case, axis, key):
    """A gap in CSS: the case's percentage on `axis`, or its px."""
    pct = case.get("gapPct", {})
    return f"{pct[axis]}%" if axis in pct else px(case[key])


def width_css(value):
    """A container width or limit: px, or an intrinsic keyword."""
    return value if isinstance(value, str) else px(value)


def case_html(case):
    style = ";".join(
        [
            "display:flex",
            f"flex-wrap:{wrap_css(case)[0]}",
            f"flex-direction:{case.get('flexDirection', 'row')}",
            # `widthFrom`: the container sized by its content (intrinsicWidth),
            # within `minWidth` and `maxWidth` (px or keywords).
            f"width:{case.get('widthFrom') or px(case['width'])}",
            # A percentage gap (gapPct) replaces the gap in px.
            f"column-gap:{gap(case, 'x', 'gapX')}",
            f"row-gap:{gap(case, 'y', 'gapY')}",
            f"justify-content:{JUSTIFY_CSS[case['justify']]}",
            f"align-items:{ALIGN_CSS[case['align']]}",
            f"direction:{case['direction']}",
        ]
        # A fixed height places the lines by align-content; without one the
        # container is as tall as its lines, within min-height and max-height.
        + ([f"height:{px(case['height'])}"] if "height" in case else [])
        + ([f"min-height:{px(case['minHeight'])}"] if "minHeight" in case else [])
        + ([f"flex-line-count:{case['minLines']}"] if "minLines" in case else [])
        + ([f"max-height:{px(case['maxHeight'])}"] if "maxHeight" in case else [])
        # The engine's align-content defaults to start; CSS's (normal) stretches.
        + ([f"min-width:{width_css(case['minWidth'])}"] if "minWidth" in case else [])
        + ([f"max-width:{width_css(case['maxWidth'])}"] if "maxWidth" in case else [])
        # `safe` (safeAlignContent) goes before the value.
        + ([f"align-content:{'safe ' if case.get('safe') else ''}{ALIGN_CONTENT_CSS[case.get('alignContent', 'start')]}"]
           if {"height", "minHeight", "maxHeight"} & case.keys() else [])
        # Padding and border: [top, right, bottom, left], around a content box.
        + ([f"padding:{' '.join(px(v) for v in case['padding'])}"] if "padding" in case else [])
        + ([f"border-style:solid;border-width:{' '.join(px(v) for v in case['border'])}"] if "border" in case else [])
    )
    stretch = case["justify"] == "stretch"
    items = "".join(item_html(item, stretch, case["align"]) for item in case["items"])
    name = html.escape(case["name"], quote=True)
    return f'<div class="case"><div class="flex" data-name="{name}" style="{style}">{items}</div></div>'


def page_html(cases):
    body = "\n".join(case_html(case) for case in cases)
    return (
        "<!doctype html><html><head><meta charset='utf-8'><style>"
        "body{margin:0;font-family:sans-serif}.case{margin:0 0 20px 100px}"
        "</style></head><body>\n"
        f"{body}\n<pre id='results'></pre><script>{SCRIPT}</script></body></html>\n"
    )


def run_chromium(chromium, page):
    out = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + page],
        capture_output=True,
        text=True,
        timeout=300,
    )
    match = re.search(r"<pre id=\"results\">(.*?)</pre>", out.stdout, re.S)
    if not match:
        sys.exit(f"no results from {chromium} for {page}:\n{out.stderr[-2000:]}")
    return json.loads(html.unescape(match.group(1)))


def chromium_version(chromium):
    out = subprocess.run([chromium, "--version"], capture_output=True, text=True)
    return out.stdout.strip()


def number(value):
    """Whole numbers as ints, so the fixtures read like the cases."""
    return int(value) if float(value).is_integer() else value


def dump_fixture(browser, cases):
    lines = [json.dumps(case) for case in cases]
    return (
        "{\n"
        f' "browser": {json.dumps(browser)},\n'
        ' "generator": "scripts/conformance/generate.py",\n'
        ' "cases": [\n' + ",\n".join(lines) + "\n ]\n}\n"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--keep-html", help="also write the HTML pages to this folder")
    parser.add_argument("--only", action="append", metavar="GROUP",
                        help="regenerate only this case file (its name without .json); repeatable")
    args = parser.parse_args()
    browser = chromium_version(args.chromium)
    os.makedirs(FIXTURES, exist_ok=True)
    total = 0
    for path in sorted(glob.glob(os.path.join(HERE, "cases", "*.json"))):
        group = os.path.splitext(os.path.basename(path))[0]
        if args.only and group not in args.only:
            continue
        with open(path) as f:
            cases = json.load(f)
        folder = args.keep_html or tempfile.mkdtemp(prefix="flow-conformance-")
        os.makedirs(folder, exist_ok=True)
        page = os.path.join(folder, f"{group}.html")
        with open(page, "w") as f:
            f.write(page_html(cases))
        results = run_chromium(args.chromium, page)
        if len(results) != len(cases):
            sys.exit(f"{group}: {len(cases)} cases but {len(results)} results")
        for case, result in zip(cases, results):
            if result["name"] != case["name"]:
                sys.exit(f"{group}: result {result['name']} for case {case['name']}")
            if result["wrap"] != wrap_css(case)[1]:
                sys.exit(f"{case['name']}: this Chromium does not support flex-wrap: {wrap_css(case)[0]}")
            if "minLines" in case and result["lineCount"] != str(case["minLines"]):
                sys.exit(f"{case['name']}: this Chromium does not support flex-line-count")
            case["expected"] = {
                "width": number(result["width"]),
                "height": number(result["height"]),
                "frames": [[number(v) for v in frame] for frame in result["frames"]],
            }
        out = os.path.join(FIXTURES, f"{group}.json")
        with open(out, "w") as f:
            f.write(dump_fixture(browser, cases))
        total += len(cases)
        print(f"{group}: {len(cases)} cases -> {os.path.relpath(out, ROOT)}")
    print(f"{total} cases from {browser}")


if __name__ == "__main__":
    main()
