#!/usr/bin/env python3
"""Replays Taffy's wrapping flex fixtures: writes Fixtures/Conformance/taffy.json.

Reads every tests/xml/flex/*.xml of a Taffy checkout whose container wraps
(flex-wrap wrap, wrap-reverse or balance), converts the ones that use only
what the engine expresses (one row container of leaf items: sizes in px or
in percentages of the container (width, height, flex-basis, min and max
width), flex factors, min/max width, margins, align-self; the container's size,
min/max height, padding, border, gaps, alignment, directions and
flex-line-count) into
conformance cases, and keeps Taffy's own expectations (Chrome's layout,
rounded to whole pixels as Taffy rounds: "rounding": true), so the tests
compare the engine's frames, rounded the same way, with what Chrome did.
Prints how many fixtures it read, converted and skipped, and why.

Usage: python3 scripts/conformance/replay/convert_taffy.py TAFFY_CHECKOUT [--commit SHA]
"""

import argparse
import collections
import glob
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

JUSTIFY = {"flex-start": "start", "flex-end": "end", "center": "center", "space-between": "space-between",
           "space-around": "space-around", "space-evenly": "space-evenly", "normal": "start"}
ALIGN = {"flex-start": "start", "flex-end": "end", "center": "center", "baseline": "baseline", "stretch": "stretch",
         "normal": "stretch"}
ALIGN_CONTENT = dict(JUSTIFY, stretch="stretch", normal="stretch")
WRAP = {"wrap": ("greedy", False), "wrap-reverse": ("greedy", True), "balance": ("balance", False)}
ROOT_KEYS = {"direction", "box-sizing", "display", "flex-wrap", "flex-direction", "width", "height", "min-height",
             "max-height", "align-content", "align-items", "justify-content", "column-gap", "row-gap", "gap",
             "flex-line-count"}
ITEM_KEYS = {"direction", "box-sizing", "display", "width", "height", "flex-grow", "flex-shrink", "flex-basis",
             "min-width", "max-width", "align-self"}
SIDES = ["top", "right", "bottom", "left"]


class Unsupported(Exception):
    pass


def px(value, what):
    if value is None:
        return None
    if not value.endswith("px"):
        raise Unsupported(f"{what}: {value}")
    number = float(value[:-2])
    return int(number) if number.is_integer() else number


def length(value, what, pct, key):
    """A length in px, or a percentage of the container's content box
    recorded in `pct` under `key` (the engine resolves it): None for a
    percentage, so that the item's own length is its content's (0)."""
    if value is not None and value.endswith("%"):
        number = float(value[:-1])
        pct[key] = int(number) if number.is_integer() else number
        return None
    return px(value, what)


def sides(node, prefix, allow_auto=False):
    out = []
    for side in SIDES:
        value = node.get(f"{prefix}-{side}")
        if value is None:
            out.append(0)
        elif value == "auto" and allow_auto:
            out.append("auto")
        else:
            out.append(px(value, f"{prefix}-{side}"))
    return out


def convert(root):
    for key in root.attrib:
        if key not in ROOT_KEYS and not key.startswith(("padding-", "border-")):
            raise Unsupported(f"container {key}")
    if root.get("display", "flex") != "flex":
        raise Unsupported("container display")
    if root.get("flex-direction", "row") not in ("row", "row-reverse"):
        raise Unsupported("flex-direction " + root.get("flex-direction"))
    wrap, reverse = WRAP[root.get("flex-wrap")]
    padding, border = sides(root, "padding"), sides(root, "border")
    insets = [p + b for p, b in zip(padding, border)]
    border_box = root.get("box-sizing", "border-box") == "border-box"
    width = px(root.get("width"), "width")
    if width is None:
        raise Unsupported("container without a width")
    horizontal = insets[1] + insets[3] if border_box else 0
    vertical = insets[0] + insets[2] if border_box else 0
    case = {
        "width": width - horizontal,
        "gapX": px(root.get("column-gap", root.get("gap", "0px")), "column-gap"),
        "gapY": px(root.get("row-gap", root.get("gap", "0px")), "row-gap"),
        "justify": JUSTIFY.get(root.get("justify-content", "normal")),
        "align": ALIGN.get(root.get("align-items", "normal")),
        "wrap": wrap,
        "direction": root.get("direction", "ltr"),
    }
    if case["justify"] is None or case["align"] is None:
        raise Unsupported("justify-content or align-items " + str(root.attrib))
    if case["width"] <= 0:
        raise Unsupported("no content width")
    if reverse:
        case["wrapReverse"] = True
    if root.get("flex-line-count"):
        case["minLines"] = int(root.get("flex-line-count"))
    if root.get("flex-direction") == "row-reverse":
        case["flexDirection"] = "row-reverse"
    for key, name in [("height", "height"), ("min-height", "minHeight"), ("max-height", "maxHeight")]:
        value = px(root.get(key), key)
        if value is not None:
            case[name] = max(0, value - vertical)
    if {"height", "minHeight", "maxHeight"} & case.keys():
        value = ALIGN_CONTENT.get(root.get("align-content", "normal"))
        if value is None:
            raise Unsupported("align-content " + root.get("align-content"))
        case["alignContent"] = value
    if any(insets):
        case["padding"] = padding
        case["border"] = border
    items = []
    for child in root:
        if len(child):
            raise Unsupported("nested children")
        for key in child.attrib:
            if key not in ITEM_KEYS and not key.startswith("margin-"):
                raise Unsupported(f"item {key}")
        if child.get("display", "flex") != "flex":
            raise Unsupported("item display")
        pct = {}
        item = {"w": length(child.get("width"), "width", pct, "w") or 0,
                "h": length(child.get("height"), "height", pct, "h") or 0,
                "shrink": float(child.get("flex-shrink", "1"))}
        if child.get("flex-grow"):
            item["grow"] = float(child.get("flex-grow"))
        basis = child.get("flex-basis", "auto")
        if basis != "auto":
            value = length(basis, "flex-basis", pct, "basis")
            if value is not None:
                item["basis"] = value
        for key, name in [("min-width", "min"), ("max-width", "max")]:
            if child.get(key):
                value = length(child.get(key), key, pct, name)
                if value is not None:
                    item[name] = value
        if pct:
            item["pct"] = pct
        margin = sides(child, "margin", allow_auto=True)
        if any(side != "auto" and side < 0 for side in margin):
            raise Unsupported("negative margin (the engine keeps frames apart)")
        if any(side != 0 for side in margin):
            item["margin"] = margin
        own = child.get("align-self", "auto")
        if own != "auto":
            if own not in ALIGN:
                raise Unsupported("align-self " + own)
            item["alignSelf"] = ALIGN[own]
        # CSS stretches only items of auto height (a percentage height is
        # auto in a container of auto height; the engine stops stretching an
        # item whose percentage it resolves).
        if child.get("height") is not None and "h" not in pct and item.get("alignSelf", case["align"]) == "stretch":
            item["alignSelf"] = "start"
        items.append(item)
    case["items"] = items
    return case


def expectations(test):
    node = test.find("expectations/node")
    frames = [[float(child.get(k)) for k in ("x", "y", "width", "height")] for child in node]
    return {"width": float(node.get("width")), "height": float(node.get("height")), "frames": frames}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout")
    parser.add_argument("--commit", default="unknown")
    args = parser.parse_args()
    cases, skipped, read = [], collections.Counter(), 0
    for path in sorted(glob.glob(os.path.join(args.checkout, "tests/xml/flex/*.xml"))):
        test = ElementTree.parse(path).getroot()
        root = test.find("input/div")
        if root is None or root.get("flex-wrap") not in WRAP:
            continue
        read += 1
        try:
            case = convert(root)
        except Unsupported as reason:
            skipped[str(reason).split(":")[0].split(" {")[0]] += 1
            continue
        case = dict({"name": "taffy_" + test.get("name")}, **case)
        case["rounding"] = True
        case["expected"] = expectations(test)
        cases.append(case)
    out = os.path.join(ROOT, "Fixtures", "Conformance", "taffy.json")
    with open(out, "w") as f:
        f.write("{\n" + f' "source": "github.com/DioxusLabs/taffy tests/xml/flex at {args.commit} (MIT, see LICENSE-taffy)",\n'
                ' "generator": "scripts/conformance/replay/convert_taffy.py",\n'
                ' "cases": [\n' + ",\n".join(json.dumps(case) for case in cases) + "\n ]\n}\n")
    print(f"{read} wrapping fixtures read, {len(cases)} converted, {read - len(cases)} skipped")
    for reason, count in skipped.most_common():
        print(f"  {count:4d} {reason}")


if __name__ == "__main__":
    main()
