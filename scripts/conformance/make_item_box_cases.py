#!/usr/bin/env python3
"""Writes cases/item-box.json: items' padding, border, box-sizing and
aspect-ratio, `safe` align-content, and containers sized by their content.

An item's `padding` and `border` ([top, right, bottom, left], px), its
`boxSizing` ("border-box" unless said: the box its lengths measure) and its
`aspectRatio` (an auto width from its height) are FlowItemBox; a case's
`safe` is FlowOptions.safeAlignContent (CSS `align-content: safe ...`), and
its `widthFrom` ("min-content" or "max-content"), `minWidth` and `maxWidth`
(px or those keywords) size the container by intrinsicWidth. Targeted cases
first (Taffy's and Yoga's padded rows, items narrower than their padding,
padding that makes items wrap, a max-width that holds the padding, padding
with stretch, height limits, baselines,
margins, rtl, row-reverse, wrap-reverse and balance; ratios from a height,
a clamped height, a percentage height, inside padding; every positional
align-content value made safe, overflowing or not, under wrap-reverse;
min-content and max-content widths with bases, limits, margins, gaps,
flex-line-count and the container's own min-width and max-width), then
seeded random cases drawn as make_margin_cases.py draws them, with padding,
border and a box-sizing on about a third of the items. A random case is
drawn again while Chromium would round a division (see reference.py, which
sees each item's border box). Edit this file, not the JSON, then rerun
generate.py.

Usage: python3 scripts/conformance/make_item_box_cases.py [--count N] [--seed S]
"""

import argparse
import copy
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_handwritten_cases import case, item
from make_margin_cases import draw as draw_margin
from make_random_cases import dump_cases
from reference import clamped_align_content_exact, exact_in_layout_units


def boxed(spec, padding=None, border=None, sizing=None, ratio=None, **extra):
    """An item of `spec` (w, h) with a box, and any of grow, shrink, basis,
    min, max, minH, maxH, alignSelf, margin."""
    result = item(*spec)
    if padding is not None:
        result["padding"] = padding
    if border is not None:
        result["border"] = border
    if sizing is not None:
        result["boxSizing"] = sizing
    if ratio is not None:
        result["aspectRatio"] = ratio
    result.update(extra)
    return result


def border_boxes(case):
    """The case as reference.py sees it: every item's border box."""
    out = copy.deepcopy(case)
    for spec in out["items"]:
        pad, bord = spec.pop("padding", [0] * 4), spec.pop("border", [0] * 4)
        horizontal = pad[1] + pad[3] + bord[1] + bord[3]
        vertical = pad[0] + pad[2] + bord[0] + bord[2]
        if spec.pop("boxSizing", "border-box") == "content-box":
            spec["w"] += horizontal
            spec["h"] += vertical
        spec["w"] = max(spec["w"], horizontal)
        spec["h"] = max(spec["h"], vertical)
    return out


P10 = [10, 10, 10, 10]
SIDES = [0, 10, 0, 10]


def padding_cases():
    out = []
    for sizing in ["border-box", "content-box"]:
        short = sizing.split("-")[0]
        out += [
            case(f"stretch_row_with_padding_{short}", 150,
                 [(50, 0), boxed((50, 0), P10, sizing=sizing), (50, 0), boxed((50, 0), P10, sizing=sizing), (50, 0)],
                 height=100, alignContent="stretch", align="stretch"),
            case(f"padding_makes_items_wrap_{short}", 100, [boxed((40, 10), SIDES, sizing=sizing)] * 3),
            case(f"narrower_than_padding_{short}", 100,
                 [boxed((10, 5), P10, sizing=sizing), boxed((0, 0), border=[2, 3, 4, 5], sizing=sizing), (20, 10)],
                 align="center"),
            case(f"padding_and_border_rtl_row_reverse_{short}", 120,
                 [boxed((30, 10), [1, 2, 3, 4], [4, 3, 2, 1], sizing=sizing), (30, 20),
                  boxed((20, 10), SIDES, sizing=sizing, margin=[2, 4, 6, 8])],
                 direction="rtl", flexDirection="row-reverse", align="end", gapX=3),
            case(f"padding_wrap_reverse_balance_{short}", 100,
                 [boxed((20, 10), P10, sizing=sizing)] * 5, wrap="balance", wrapReverse=True, gapY=4),
            case(f"padding_with_height_limits_{short}", 100,
                 [(30, 40), boxed((30, 0), P10, sizing=sizing, maxH=10), boxed((30, 5), SIDES, sizing=sizing, minH=25)],
                 align="stretch"),
            case(f"padding_baseline_group_{short}", 100,
                 [boxed((20, 10), P10, sizing=sizing), (20, 20, 15), boxed((20, 4), [0, 0, 6, 0], sizing=sizing)],
                 align="baseline"),
            case(f"padding_grows_to_max_{short}", 200,
                 [boxed((50, 10), SIDES, sizing=sizing, grow=1, max=60), boxed((50, 10), grow=1)],
                 justify="start"),
            case(f"multiline_min_max_padding_{short}", 600,
                 [boxed((0, 10), [0, 0, 0, 10], sizing=sizing, grow=1, basis=600, max=300),
                  boxed((100, 10), grow=1), boxed((100, 10), grow=1), boxed((100, 10), grow=1)],
                 height=20, padding=[5, 5, 5, 5]),
        ]
    return out


def ratio_cases():
    return [
        case("ratio_square", 100, [boxed((0, 30), ratio=1), boxed((0, 30), ratio=2), boxed((0, 30), ratio=0.5)]),
        case("ratio_makes_items_wrap", 100, [boxed((0, 40), ratio=1)] * 3, gapX=10, gapY=5),
        case("ratio_of_a_max_height", 100, [boxed((0, 60), ratio=1.5, maxH=40), (10, 10)]),
        case("ratio_of_a_min_height", 100, [boxed((0, 10), ratio=2, minH=20), (10, 10)]),
        case("ratio_inside_padding_content", 200, [boxed((0, 20), [5, 5, 5, 5], sizing="content-box", ratio=2)]),
        case("ratio_inside_padding_border", 200, [boxed((0, 40), [5, 5, 5, 5], ratio=2)]),
        case("ratio_percent_height_line_count", 220,
             [boxed((0, 0), ratio=1, pct={"h": 60})] * 3,
             height=100, gapX=20, gapY=20, wrap="balance", minLines=2, alignContent="start"),
        case("ratio_with_grow", 100, [boxed((0, 20), ratio=1, grow=1), boxed((0, 20), ratio=1)]),
    ]


def safe_cases():
    out = []
    for align_content in ["start", "center", "end"]:
        for reverse in [False, True]:
            for height in [100, 200]:
                name = f"safe_{align_content}{'_wrap_reverse' if reverse else ''}_{'overflow' if height == 100 else 'room'}"
                out.append(case(name, 100, [(60, 80), (60, 80)], height=height, alignContent=align_content,
                                safe=True, wrapReverse=reverse))
    out.append(case("safe_end_padded_box", 100, [(60, 50)] * 3, height=100, alignContent="end", safe=True,
                    padding=[5, 5, 5, 5], gapY=10))
    out.append(case("safe_center_max_height", 100, [(60, 50)] * 3, maxHeight=90, alignContent="center", safe=True))
    return out


def intrinsic_cases():
    three = [(50, 50), (100, 50), (25, 50)]
    return [
        case("max_content", 1, three, widthFrom="max-content"),
        case("max_content_gap_margins", 1, [(50, 10), item(30, 10) | {"margin": [0, 4, 0, 6]}, (20, 10)],
             widthFrom="max-content", gapX=10, justify="center"),
        case("max_content_bases_and_limits", 1,
             [item(40, 10) | {"basis": 10}, item(40, 10) | {"min": 60}, item(40, 10) | {"max": 30}],
             widthFrom="max-content", gapX=5),
        case("min_content", 1, three, widthFrom="min-content", gapX=10),
        case("min_content_ignores_basis", 1, [(40, 10), item(30, 10) | {"basis": 90}], widthFrom="min-content",
             gapX=10),
        case("min_content_within_min_width", 1, three, widthFrom="min-content", minWidth=300, gapX=10),
        case("width_within_max_content_max", 200, three, maxWidth="max-content"),
        case("width_within_max_content_min", 100, three, minWidth="max-content"),
        case("max_content_within_max_width", 1, three, widthFrom="max-content", maxWidth=120, gapX=5),
        case("max_content_line_count_equal", 1, [(30, 30)] * 4, widthFrom="max-content", wrap="balance", minLines=2),
        case("max_content_line_count_uneven", 1, [(100, 50), (30, 50), (30, 50)], widthFrom="max-content",
             wrap="balance", minLines=2, gapX=20),
        case("max_content_line_count_three_items", 1, [(40, 10)] * 3, widthFrom="max-content", wrap="balance",
             minLines=2),
        case("max_content_line_count_with_margin", 1,
             [item(40, 10) | {"margin": [0, 0, 0, 5]}, (10, 10), (70, 10), (20, 10)],
             widthFrom="max-content", wrap="balance", minLines=2, gapX=10),
        case("max_content_line_count_more_than_items", 1, [(40, 10), (30, 10)], widthFrom="max-content",
             wrap="balance", minLines=5),
        case("max_content_line_count_greedy_ignores", 1, [(40, 10)] * 3, widthFrom="max-content", minLines=2,
             gapX=10),
        case("max_content_padded_items", 1, [boxed((20, 10), SIDES, sizing="content-box"), boxed((5, 10), SIDES)],
             widthFrom="max-content", gapX=3),
        case("max_content_padded_box", 1, three, widthFrom="max-content", padding=[1, 7, 1, 3], border=[0, 2, 0, 2]),
    ]


def draw(rng, index):
    while True:
        drawn = draw_margin(rng, index)
        for spec in drawn["items"]:
            if rng.random() < 0.35:
                spec.pop("baseline", None)
                if rng.random() < 0.7:
                    spec["padding"] = [rng.choice([0, 1, 2, 4, 6.5, 10]) for _ in range(4)]
                if rng.random() < 0.4:
                    spec["border"] = [rng.choice([0, 1, 2, 3]) for _ in range(4)]
                if rng.random() < 0.5:
                    spec["boxSizing"] = "content-box"
                if (spec.get("alignSelf", drawn["align"]) == "stretch" and spec.get("boxSizing") != "content-box"):
                    # An auto height's content is h less the insets: keep it >= 0.
                    boxes = border_boxes({"items": [dict(spec)]})["items"][0]
                    spec["h"] = boxes["h"]
        if exact_in_layout_units(border_boxes(drawn)) and clamped_align_content_exact(border_boxes(drawn)):
            drawn["name"] = f"item_box_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20261128)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    targeted = padding_cases() + ratio_cases() + safe_cases() + intrinsic_cases()
    targeted = [dict(c, name=f"item_box_{c['name']}") for c in targeted]
    cases = targeted + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "item-box.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
