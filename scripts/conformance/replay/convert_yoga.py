#!/usr/bin/env python3
"""Replays Yoga's wrapping fixtures: writes Fixtures/Conformance/yoga.json.

Yoga's gentest lays out each fixture of gentest/fixtures/*.html in Chrome and
writes a test per fixture (javascript/tests/generated/*.test.ts) that builds
the same tree through Yoga's API and expects Chrome's frames, rounded to
whole pixels, in LTR and in RTL. This reads those tests: every one whose root
wraps (Wrap.Wrap or Wrap.WrapReverse) is converted when the engine can
express it (a row container of leaf items; sizes in px or percentages of
the container; flex factors and basis, min/max width and height, margins,
align-self, padding, border and box-sizing; the container's size, or its
min-content or max-content width within its min/max width, min/max height,
padding, border, gaps in px or percent, and alignment), with Yoga's defaults (which are gentest's
base style: flex-shrink 0, align-items stretch, align-content flex-start,
box-sizing border-box), as two cases, LTR and RTL, each keeping Chrome's
expectations. Prints how many tests it read, converted and skipped, and
every reason a skipped test has, as convert_taffy.py does (a test disabled
in Yoga is converted all the same: its expectations are Chrome's).

Usage: python3 scripts/conformance/replay/convert_yoga.py YOGA_CHECKOUT [--commit SHA]
"""

import argparse
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

JUSTIFY = {"FlexStart": "start", "FlexEnd": "end", "Center": "center", "SpaceBetween": "space-between",
           "SpaceAround": "space-around", "SpaceEvenly": "space-evenly"}
ALIGN = {"FlexStart": "start", "FlexEnd": "end", "Center": "center", "Baseline": "baseline", "Stretch": "stretch"}
ALIGN_CONTENT = dict(JUSTIFY, Stretch="stretch")
SIDES = ["Top", "Right", "Bottom", "Left"]
# Setters of a leaf that only matter to its own children (it has none).
LEAF_CONTAINER = {"setFlexDirection", "setJustifyContent", "setAlignItems", "setAlignContent", "setFlexWrap", "setGap"}

TEST = re.compile(r"^test(\.skip)?\('([^']+)', \(\) => \{\n(.*?)^\}\);", re.S | re.M)
CALL = re.compile(r"^  (root(?:_child\d+)*)\.(set[A-Za-z]+)\((.*)\);$", re.M)
EXPECT = re.compile(r"expect\((root(?:_child\d+)*)\.getComputed(Left|Top|Width|Height)\(\)\)\.toBe\((-?[\d.]+)\);")


from convert_taffy import Needs, Unsupported, report  # noqa: E402

NEEDS = Needs()


def need(reason):
    NEEDS.add(reason)


def number(text, what):
    text = text.strip()
    if text.startswith(("'", '"')):
        need(f"{what} {text.strip(chr(34) + chr(39))}".replace("%", " percent"))
        return 0
    value = float(text)
    return int(value) if value.is_integer() else value


def length(text, what, pct, key):
    """An item's length: a number, or a percentage of the container's
    content box recorded in `pct` under `key` for the engine to resolve
    (None then, so that the item's own length is its content's: 0)."""
    if text is None:
        return None
    stripped = text.strip().strip("'\"")
    if stripped.endswith("%"):
        value = float(stripped[:-1])
        pct[key] = int(value) if value.is_integer() else value
        return None
    return number(text, what)


def edges(calls, setter, direction, allow_auto=False):
    """[top, right, bottom, left] from setPadding/setBorder/setMargin calls."""
    out = [0, 0, 0, 0]
    for name, args in calls:
        if name != setter:
            continue
        edge, value = [part.strip() for part in args.split(",", 1)]
        edge = edge.replace("Edge.", "")
        if allow_auto and value.strip("'\"") == "auto":
            value = "auto"
        else:
            value = number(value, setter[3:].lower())
        start, end = (3, 1) if direction == "ltr" else (1, 3)
        indices = {"Top": [0], "Right": [1], "Bottom": [2], "Left": [3], "All": [0, 1, 2, 3],
                   "Horizontal": [1, 3], "Vertical": [0, 2], "Start": [start], "End": [end]}.get(edge)
        if indices is None:
            need(f"edge {edge}")
            continue
        for index in indices:
            out[index] = value
    return out


def single(calls, setter):
    values = [args for name, args in calls if name == setter]
    return values[-1] if values else None


def enum(calls, setter, table, what):
    value = single(calls, setter)
    if value is None:
        return None
    key = value.split(".")[-1]
    if key not in table:
        need(f"{what} {key}")
        return None
    return table[key]


def convert(nodes, direction):
    """The case for the tree `nodes`, or Unsupported with every reason."""
    global NEEDS
    NEEDS = Needs()
    if any(node.count("_child") > 1 for node in nodes):
        need("nested children")
    case = convert_tree(nodes, direction)
    NEEDS.check()
    return case


def convert_tree(nodes, direction):
    root = nodes["root"]
    # The root is absolutely positioned, not a flex item: its flex-basis
    # does nothing.
    known = {"setPositionType", "setWidth", "setHeight", "setFlexDirection", "setFlexWrap", "setAlignItems",
             "setAlignContent", "setJustifyContent", "setPadding", "setBorder", "setGap", "setMinHeight",
             "setMaxHeight", "setBoxSizing", "setMargin", "setFlexBasis", "setMinWidth", "setMaxWidth"}
    for name, args in root:
        if name not in known:
            need(f"container {name[3:]}")
    if single(root, "setPositionType") not in (None, "PositionType.Absolute"):
        need("container position")
    flex_direction = single(root, "setFlexDirection") or "FlexDirection.Column"
    if flex_direction not in ("FlexDirection.Row", "FlexDirection.RowReverse"):
        need("flex-direction column")
    wrap = single(root, "setFlexWrap")
    border_box = single(root, "setBoxSizing") != "BoxSizing.ContentBox"
    padding, border = edges(root, "setPadding", direction), edges(root, "setBorder", direction)
    insets = [p + b for p, b in zip(padding, border)]
    horizontal = insets[1] + insets[3] if border_box else 0
    # gentest's roots sit in an absolutely positioned #container that has no
    # in-flow content, so it is 0 wide: a root of auto width shrinks to fit
    # 0, its min-content width. `max-content` widths and limits are the
    # engine's `intrinsicWidth` too.
    width_from = None
    width = single(root, "setWidth")
    if width is None:
        width_from = "min-content"
    elif width.strip("'\"") in ("max-content", "min-content"):
        width_from = width.strip("'\"")
    limits = {}
    for setter, key in [("setMinWidth", "minWidth"), ("setMaxWidth", "maxWidth")]:
        value = single(root, setter)
        if value is None:
            continue
        if value.strip("'\"") in ("max-content", "min-content"):
            limits[key] = value.strip("'\"")
        else:
            limits[key] = max(0, number(value, setter[3:].lower()) - horizontal)
    vertical = insets[0] + insets[2] if border_box else 0
    gaps = {"Column": 0, "Row": 0}
    gap_pct = {}
    for name, args in root:
        if name == "setGap":
            gutter, value = [part.strip() for part in args.split(",", 1)]
            gutter = gutter.replace("Gutter.", "")
            for key in (["Column", "Row"] if gutter == "All" else [gutter]):
                axis = "x" if key == "Column" else "y"
                gap_pct.pop(axis, None)
                gaps[key] = length(value, "gap", gap_pct, axis) or 0
    case = {
        "width": 1 if width_from else number(width, "width") - horizontal,
        "gapX": gaps["Column"],
        "gapY": gaps["Row"],
        "justify": enum(root, "setJustifyContent", JUSTIFY, "justify-content") or "start",
        "align": enum(root, "setAlignItems", ALIGN, "align-items") or "stretch",
        "wrap": "greedy",
        "direction": direction,
    }
    if gap_pct:
        case["gapPct"] = gap_pct
    if width_from:
        case["widthFrom"] = width_from
    case.update(limits)
    if case["width"] < 0:
        need("no content width")
    if wrap == "Wrap.WrapReverse":
        case["wrapReverse"] = True
    if flex_direction == "FlexDirection.RowReverse":
        case["flexDirection"] = "row-reverse"
    for setter, key in [("setHeight", "height"), ("setMinHeight", "minHeight"), ("setMaxHeight", "maxHeight")]:
        value = single(root, setter)
        if value is not None:
            case[key] = max(0, number(value, setter[3:].lower()) - vertical)
    # Yoga's default align-content is flex-start, as the engine's.
    case["alignContent"] = enum(root, "setAlignContent", ALIGN_CONTENT, "align-content") or "start"
    if any(insets):
        case["padding"] = padding
        case["border"] = border
    items = []
    children = sorted((name for name in nodes if name.count("_child") == 1), key=lambda n: int(n.split("child")[1]))
    for child in children:
        calls = nodes[child]
        leaf = {"setWidth", "setHeight", "setMargin", "setFlexGrow", "setFlexShrink", "setFlexBasis", "setMinWidth",
                "setMaxWidth", "setMinHeight", "setMaxHeight", "setAlignSelf", "setPadding", "setBorder",
                "setBoxSizing"} | LEAF_CONTAINER
        for name, args in calls:
            if name not in leaf:
                need("item position" if name == "setPositionType" else f"item {name[3:]}")
        width, height = single(calls, "setWidth"), single(calls, "setHeight")
        pct = {}
        item = {"w": length(width, "width", pct, "w") or 0, "h": length(height, "height", pct, "h") or 0}
        # Padding and border (FlowItemBox): lengths measure the border box
        # unless the item says content-box; an auto size is the empty
        # content's 0, which the engine raises to the padding and border.
        item_padding, item_border = edges(calls, "setPadding", direction), edges(calls, "setBorder", direction)
        if any(item_padding):
            item["padding"] = item_padding
        if any(item_border):
            item["border"] = item_border
        if single(calls, "setBoxSizing") == "BoxSizing.ContentBox":
            item["boxSizing"] = "content-box"
        for setter, key in [("setFlexGrow", "grow"), ("setFlexShrink", "shrink")]:
            value = single(calls, setter)
            if value is not None:
                item[key] = float(value)
        for setter, key in [("setFlexBasis", "basis"), ("setMinWidth", "min"), ("setMaxWidth", "max")]:
            value = single(calls, setter)
            value = length(value, setter[3:].lower(), pct, key)
            if value is not None:
                item[key] = value
        for setter, key in [("setMinHeight", "minH"), ("setMaxHeight", "maxH")]:
            value = single(calls, setter)
            if value is not None:
                item[key] = number(value, "item " + setter[3:])
        if pct:
            item["pct"] = pct
        margin = edges(calls, "setMargin", direction, allow_auto=True)
        if any(side != 0 for side in margin):
            item["margin"] = margin
        own = enum(calls, "setAlignSelf", ALIGN, "align-self")
        if own:
            item["alignSelf"] = own
        # CSS stretches only items of auto height (the engine stops
        # stretching an item whose percentage height it resolves).
        if height is not None and "h" not in pct and item.get("alignSelf", case["align"]) == "stretch":
            item["alignSelf"] = "start"
        items.append(item)
    case["items"] = items
    return case


def expectations(body, children):
    """Chrome's frames after each calculateLayout: (LTR, RTL)."""
    out = []
    for part in re.split(r"calculateLayout\(", body)[1:]:
        values = collections.defaultdict(dict)
        for node, field, value in EXPECT.findall(part):
            values[node][field] = float(value)
        root = values["root"]
        out.append({"width": root["Width"], "height": root["Height"],
                    "frames": [[values[c][k] for k in ("Left", "Top", "Width", "Height")] for c in children]})
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout")
    parser.add_argument("--commit", default="unknown")
    args = parser.parse_args()
    cases, skipped, read = [], {}, 0
    for path in sorted(glob.glob(os.path.join(args.checkout, "javascript/tests/generated/*.test.ts"))):
        with open(path) as f:
            text = f.read()
        for disabled, name, body in TEST.findall(text):
            nodes = collections.defaultdict(list)
            for node, setter, call_args in CALL.findall(body):
                nodes[node].append((setter, call_args))
            if single(nodes["root"], "setFlexWrap") not in ("Wrap.Wrap", "Wrap.WrapReverse"):
                continue
            read += 1
            try:
                if "config.set" in body:
                    need("Yoga config")
                children = sorted((n for n in nodes if n.count("_child") == 1), key=lambda n: int(n.split("child")[1]))
                ltr, rtl = expectations(body, children)
                converted = [convert(nodes, "ltr"), convert(nodes, "rtl")]
            except Unsupported as reason:
                skipped[name] = reason.reasons
                continue
            for direction, case, expected in zip(["ltr", "rtl"], converted, [ltr, rtl]):
                case = dict({"name": f"yoga_{name}_{direction}"}, **case)
                if disabled:
                    case["disabledInYoga"] = True
                case["rounding"] = True
                case["expected"] = expected
                cases.append(case)
    out = os.path.join(ROOT, "Fixtures", "Conformance", "yoga.json")
    with open(out, "w") as f:
        f.write("{\n" + f' "source": "github.com/facebook/yoga javascript/tests/generated at {args.commit} (MIT, see LICENSE-yoga)",\n'
                ' "generator": "scripts/conformance/replay/convert_yoga.py",\n'
                ' "cases": [\n' + ",\n".join(json.dumps(case) for case in cases) + "\n ]\n}\n")
    print(f"({len(cases)} cases: each converted test in LTR and RTL)")
    report(read, len(cases) // 2, skipped, "tests")


if __name__ == "__main__":
    main()
