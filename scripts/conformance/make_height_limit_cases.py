#!/usr/bin/env python3
"""Writes cases/height-limit.json: items' min-height and max-height.

An item's `minH` and `maxH` are its CSS `min-height` and `max-height` in px
(FlowItem.minHeight and maxHeight): the item's height, and so its line's, is
its content's clamped to them, and `stretch` grows it to the line's height
only up to `maxH`. Targeted cases first (a minimum that makes a line taller,
a maximum under the content, minimum over maximum, Taffy's and Yoga's
align-content: stretch rows with a min-height and a max-height, a stretched
item stopped at its maximum under every align-content, under wrap-reverse,
beside a baseline group, with margins, rtl, row-reverse, balance and
flexible items), then seeded random cases drawn as make_margin_cases.py
draws them, with limits on about 40% of the items. A case is drawn again
while Chromium would round a division (see reference.py, which sees each
item at its clamped height). An item whose baseline would lie below its
clamped height gets no limits: Chromium keeps such a baseline where the
content puts it in simple lines (as the engine does) but not in all. Edit this file, not the JSON, then rerun
generate.py.

Usage: python3 scripts/conformance/make_height_limit_cases.py [--count N] [--seed S]
"""

import argparse
import copy
import os
import random
import sys
from fractions import Fraction

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_cases import ALIGN_ITEMS
from make_handwritten_cases import case, item
from make_margin_cases import draw as draw_margin
from make_random_cases import dump_cases
from reference import clamped_align_content_exact, exact_in_layout_units


def limited(spec, minH=None, maxH=None, **extra):
    """An item of `spec` (w, h, baseline) with height limits and any of
    grow, shrink, alignSelf, margin."""
    result = item(*spec)
    if minH is not None:
        result["minH"] = minH
    if maxH is not None:
        result["maxH"] = maxH
    result.update(extra)
    return result


def clamped(case):
    """The case as reference.py sees it: every item at its clamped height."""
    out = copy.deepcopy(case)
    for spec in out["items"]:
        low, high = Fraction(spec.pop("minH", 0)), spec.pop("maxH", None)
        height = Fraction(spec["h"])
        if high is not None:
            height = min(height, Fraction(high))
        spec["h"] = max(low, height)
    return out


def targeted():
    out = [
        case("min_makes_the_line_taller", 100, [limited((20, 10), minH=30), (20, 10), (20, 5)], align="center"),
        case("max_under_the_content", 100, [limited((20, 40), maxH=15), (20, 10)], align="end"),
        case("min_over_max", 100, [limited((20, 5), minH=30, maxH=10), (20, 10)]),
        case("stretch_row_with_min_height", 150, [(50, 0), limited((50, 0), minH=80), (50, 0), (50, 0), (50, 0)],
             height=100, alignContent="stretch", align="stretch"),
        case("stretch_row_with_max_height", 150, [(50, 0), limited((50, 0), maxH=20), (50, 0), (50, 0), (50, 0)],
             height=100, alignContent="stretch", align="stretch"),
        case("stretch_stops_at_max_wrap_reverse", 100, [(30, 40), limited((30, 0), maxH=15), (30, 10)],
             align="stretch", wrapReverse=True),
        case("stretch_stops_at_max_with_margins", 100,
             [(30, 40), limited((30, 0), maxH=15, margin=[3, 0, 4, 0]), limited((30, 0), minH=5, margin=[2, 0, 0, 0])],
             align="stretch"),
        case("self_stretch_with_limits", 100,
             [(20, 40), limited((20, 5), maxH=25, alignSelf="stretch"), limited((20, 5), minH=12, alignSelf="end")]),
        case("baseline_group_with_min", 100, [limited((20, 10, 8), minH=30), (20, 20, 15), (20, 12, 6)],
             align="baseline"),
        case("baseline_group_with_max", 100, [limited((20, 30), maxH=12), (20, 20, 15), (20, 12, 6)],
             align="baseline"),
        case("limits_rtl_row_reverse", 100, [limited((30, 5), minH=20), limited((30, 50), maxH=10), (30, 10)],
             direction="rtl", flexDirection="row-reverse", align="center"),
        case("limits_balanced", 100, [limited((40, 5), minH=25)] * 5, wrap="balance", gapY=2),
        case("limits_flexible", 100, [limited((30, 5), minH=20, grow=1), limited((30, 30), maxH=10, grow=1)],
             align="stretch"),
        case("limits_with_auto_margins", 100, [(20, 40), limited((20, 0), maxH=10, margin=["auto", 0, "auto", 0])]),
    ]
    for align_content in ["start", "end", "center", "space-between", "space-around", "stretch"]:
        out.append(case(f"stretch_max_align_content_{align_content}", 100,
                        [(60, 10), limited((30, 0), maxH=8), (60, 20), limited((30, 0), minH=6)],
                        height=80, alignContent=align_content, align="stretch"))
    for align in ALIGN_ITEMS:
        out.append(case(f"limits_align_{align}", 100,
                        [limited((20, 6, 4), minH=18), limited((20, 30, 6), maxH=12), (20, 16, 8)],
                        height=50, align=align))
    return [dict(c, name=f"height_limit_{c['name']}") for c in out]


def draw(rng, index):
    while True:
        drawn = draw_margin(rng, index)
        for spec in drawn["items"]:
            if rng.random() < 0.4:
                if rng.random() < 0.6:
                    spec["minH"] = rng.choice([0, 5, 10, 12.5, 20, 30, 45])
                if rng.random() < 0.6:
                    spec["maxH"] = rng.choice([0, 4, 8, 15, 22.5, 40])
                if spec.get("baseline", 0) > clamped({"items": [dict(spec)]})["items"][0]["h"]:
                    # A baseline below the clamped box: Chromium keeps it in
                    # simple lines and not in some others, which the engine
                    # does not model.
                    spec.pop("minH", None)
                    spec.pop("maxH", None)
        if exact_in_layout_units(clamped(drawn)) and clamped_align_content_exact(clamped(drawn)):
            drawn["name"] = f"height_limit_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20261127)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "height-limit.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
