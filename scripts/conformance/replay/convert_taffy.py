#!/usr/bin/env python3
"""Replays Taffy's wrapping flex fixtures: writes Fixtures/Conformance/taffy.json.

Reads every tests/xml/flex/*.xml of a Taffy checkout whose container wraps
(flex-wrap wrap, wrap-reverse or balance), converts the ones that use only
what the engine expresses (one row container of leaf items: sizes in px or
in percentages of the container (width, height, flex-basis, min and max
width), flex factors, min/max width and height, margins, align-self,
padding, border, box-sizing and aspect-ratio; the container's size, or its
max-content width in a max-content viewport, min/max height, padding,
border, gaps in px or percent, alignment (`safe` too), directions and
flex-line-count) into
conformance cases, and keeps Taffy's own expectations (Chrome's layout,
rounded to whole pixels as Taffy rounds: "rounding": true), so the tests
compare the engine's frames, rounded the same way, with what Chrome did.
Prints how many fixtures it read (each in its four variants), converted and
skipped, every reason a skipped fixture has (not only the first), whether
that reason is out of the engine's scope (one wrapping row container of
leaf boxes) or a feature it lacks, and the fixtures by their reasons.

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
             "min-width", "max-width", "min-height", "max-height", "align-self", "aspect-ratio"}
LEAF_CONTAINER_KEYS = {"flex-direction", "flex-wrap", "justify-content", "align-items", "align-content", "gap",
                       "row-gap", "column-gap"}
# Reasons that lie outside one wrapping row container of leaf boxes: the
# engine is not meant to express them. Every other reason is a feature the
# engine lacks.
OUT_OF_SCOPE = ("flex-direction column", "item position", "nested children", "text content")
# Writing-mode keywords that the engine's flex-relative Align and
# AlignContent express: `start` is the top (a line's, or the container's),
# which flex-start is unless lines wrap in reverse; there the top is the
# cross end.
PHYSICAL = {"start": ("start", "end"), "end": ("end", "start"), "self-start": ("start", "end"),
            "self-end": ("end", "start")}
SIDES = ["top", "right", "bottom", "left"]


class Unsupported(Exception):
    """Every reason a fixture cannot be converted."""

    def __init__(self, reasons):
        super().__init__("; ".join(reasons))
        self.reasons = reasons


class Needs:
    """Reasons found so far while converting one fixture: conversion goes on
    past the first, so that the replay lists every one."""

    def __init__(self):
        self.reasons = []

    def add(self, reason):
        if reason not in self.reasons:
            self.reasons.append(reason)

    def check(self):
        if self.reasons:
            raise Unsupported(self.reasons)


NEEDS = Needs()


def need(reason):
    NEEDS.add(reason)


def px(value, what):
    if value is None:
        return None
    if not value.endswith("px"):
        need(f"{what} in {'percent' if value.endswith('%') else value}")
        return 0
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


def convert(root, viewport):
    """The case for `root`, or Unsupported with every reason it has."""
    global NEEDS
    NEEDS = Needs()
    case = convert_node(root, viewport)
    NEEDS.check()
    return case


def physical(value, reverse, table):
    """`value` (CSS) in the engine's flex-relative terms, or None."""
    if value in PHYSICAL:
        return PHYSICAL[value][1 if reverse else 0]
    return table.get(value)


def convert_node(root, viewport):
    for key in root.attrib:
        if key not in ROOT_KEYS and key != "max-width" and not key.startswith(("padding-", "border-")):
            need(f"container {key}")
    if root.get("display", "flex") != "flex":
        need("container display")
    if root.get("flex-direction", "row") not in ("row", "row-reverse"):
        need("flex-direction " + root.get("flex-direction").split("-")[0])
    wrap, reverse = WRAP[root.get("flex-wrap")]
    padding, border = sides(root, "padding"), sides(root, "border")
    insets = [p + b for p, b in zip(padding, border)]
    border_box = root.get("box-sizing", "border-box") == "border-box"
    width = px(root.get("width"), "width")
    # A block-level container of auto width fills the viewport, within its
    # max-width; with a viewport of max-content width it takes its own
    # max-content width...
    fills_viewport = width is None and viewport.endswith("px")
    if fills_viewport:
        width = px(viewport, "viewport")
        if root.get("max-width") is not None:
            width = min(width, px(root.get("max-width"), "max-width"))
    horizontal = insets[1] + insets[3] if border_box else 0
    # ...which is the engine's `intrinsicWidth` (within the max-width).
    width_from = None
    if width is None:
        width_from = "max-content"
        width = 1 + horizontal
    vertical = insets[0] + insets[2] if border_box else 0
    gap_pct = {}
    gaps = {}
    for key, axis in [("column-gap", "x"), ("row-gap", "y")]:
        value = root.get(key, root.get("gap", "0px"))
        if value.endswith("%"):
            gap_pct[axis] = float(value[:-1])
            gaps[axis] = 0
        else:
            gaps[axis] = px(value, key)
    case = {
        "width": width - horizontal,
        "gapX": gaps["x"],
        "gapY": gaps["y"],
        "justify": JUSTIFY.get(root.get("justify-content", "normal")),
        "align": physical(root.get("align-items", "normal"), reverse, ALIGN),
        "wrap": wrap,
        "direction": root.get("direction", "ltr"),
    }
    if gap_pct:
        case["gapPct"] = gap_pct
    if width_from:
        case["widthFrom"] = width_from
    if root.get("max-width") is not None and not fills_viewport:
        # A width given, or the max-content one, within the max-width.
        case["maxWidth"] = max(0, px(root.get("max-width"), "max-width") - horizontal)
    if case["justify"] is None:
        need("justify-content " + root.get("justify-content"))
    if case["align"] is None:
        need("align-items " + root.get("align-items"))
    if case["width"] < 0:
        need("no content width")
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
        keyword = root.get("align-content", "normal")
        # CSS Box Alignment's overflow position: `safe` (the engine's
        # safeAlignContent) or `unsafe` (its default) before the value.
        if keyword.startswith("safe "):
            case["safe"] = True
        keyword = keyword.removeprefix("safe ").removeprefix("unsafe ")
        value = physical(keyword, reverse, ALIGN_CONTENT)
        if value is None:
            need("align-content " + keyword)
        case["alignContent"] = value
    if any(insets):
        case["padding"] = padding
        case["border"] = border
    items = []
    for child in root:
        if child.tag == "text":
            need("text content")
            continue
        if len(child):
            need("nested children")
        for key in child.attrib:
            # A leaf's container settings only matter to children it has not.
            if not len(child) and key in LEAF_CONTAINER_KEYS:
                continue
            if key not in ITEM_KEYS and not key.startswith(("margin-", "padding-", "border-")):
                need(f"item {key}")
        if child.get("display", "flex") != "flex":
            need("item display")
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
        for key, name in [("min-height", "minH"), ("max-height", "maxH")]:
            if child.get(key):
                item[name] = px(child.get(key), "item " + key)
        if pct:
            item["pct"] = pct
        # Padding and border (FlowItemBox), around the content box when the
        # item says content-box (the variants without box-sizing on an item
        # keep Taffy's default, border-box); an auto size is the empty
        # content's 0, which the engine raises to the padding and border.
        item_padding, item_border = sides(child, "padding"), sides(child, "border")
        if any(item_padding):
            item["padding"] = item_padding
        if any(item_border):
            item["border"] = item_border
        if child.get("box-sizing") == "content-box":
            item["boxSizing"] = "content-box"
        if child.get("aspect-ratio") is not None:
            # CSS Sizing 4: a ratio gives an auto width from the height.
            if child.get("width") is not None or child.get("height") is None:
                need("item aspect-ratio without a width from a height")
            item["aspectRatio"] = float(child.get("aspect-ratio"))
        margin = sides(child, "margin", allow_auto=True)
        if any(side != 0 for side in margin):
            item["margin"] = margin
        own = child.get("align-self", "auto")
        if own != "auto":
            item["alignSelf"] = physical(own, reverse, ALIGN)
            if item["alignSelf"] is None:
                need("align-self " + own)
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


def report(read, converted, skipped, noun):
    """Prints the counts, every reason with the fixtures it holds back (a
    fixture may have several), and the fixtures that only features the
    engine lacks hold back: the ones in reach of a single row container."""
    print(f"{read} wrapping {noun} read, {converted} converted, {len(skipped)} skipped")
    by_reason = collections.defaultdict(list)
    for name, reasons in skipped.items():
        for reason in reasons:
            by_reason[reason].append(name)
    for scope in ("out of scope (not one wrapping row container of leaf boxes)", "features the engine lacks"):
        out = scope.startswith("out")
        print(f"reasons {scope}:")
        for reason, names in sorted(by_reason.items(), key=lambda pair: (-len(pair[1]), pair[0])):
            if reason.startswith(OUT_OF_SCOPE) == out:
                print(f"  {len(names):4d} {reason}")
    within = {name: reasons for name, reasons in skipped.items() if not any(r.startswith(OUT_OF_SCOPE) for r in reasons)}
    print(f"{len(within)} skipped {noun} use only single-container row features:")
    for name, reasons in sorted(within.items()):
        print(f"  {name}: {'; '.join(reasons)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout")
    parser.add_argument("--commit", default="unknown")
    args = parser.parse_args()
    cases, skipped, read = [], {}, set()
    for path in sorted(glob.glob(os.path.join(args.checkout, "tests/xml/flex/*.xml"))):
        test = ElementTree.parse(path).getroot()
        root = test.find("input/div")
        if root is None or root.get("flex-wrap") not in WRAP:
            continue
        fixture = test.get("name").split("__")[0]
        read.add(fixture)
        try:
            case = convert(root, test.find("viewport").get("width", "max-content"))
        except Unsupported as reason:
            skipped.setdefault(fixture, [])
            skipped[fixture] += [r for r in reason.reasons if r not in skipped[fixture]]
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
    # A fixture converts in all four variants or in none (they differ in
    # box-sizing and direction only).
    print(f"({len(cases)} cases: each converted fixture in its four variants)")
    report(len(read), len(read) - len(skipped), skipped, "fixtures")


if __name__ == "__main__":
    main()
