#!/usr/bin/env python3
"""Writes cases/margin.json: margins on items, auto margins among them.

Targeted cases first (margins that make an item wrap, margins in every
alignment, a baseline group with margins, auto margins along a line pushing
items apart or to the end, auto margins across it centring an item or
pushing it down, in a line too short for them, with stretch, rtl,
row-reverse and wrap-reverse, on flexible items), then seeded random cases
drawn as make_box_cases.py draws them, with margins, some of them auto, on
about half the items. Sizes are whole or half pixels, and a case is drawn
again while Chromium would round a division (see reference.py; auto margins
along a line take its free space in equal shares). Edit this file, not the
JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_margin_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_cases import ALIGN_ITEMS
from make_box_cases import draw as draw_box
from make_handwritten_cases import case, item
from make_random_cases import dump_cases
from reference import clamped_align_content_exact, exact_in_layout_units

A = "auto"


def m(spec, margin, **extra):
    result = item(*spec)
    result["margin"] = margin
    result.update(extra)
    return result


def targeted():
    out = [
        case("wraps_by_outer_width", 100, [m((40, 10), [0, 5, 0, 5]), m((40, 10), [0, 6, 0, 5])]),
        case("exact_fit_with_margins", 100, [m((40, 10), [0, 5, 0, 5]), m((40, 10), [0, 5, 0, 5])]),
        case("vertical_margins_make_the_line", 100, [m((30, 10), [7, 0, 3, 0]), (30, 12), m((30, 4), [0, 0, 20, 0])],
             gapY=2),
        case("lone_oversize_with_margins", 100, [m((95, 10), [0, 10, 0, 10]), (20, 10)]),
        case("stretch_minus_margins", 100, [m((30, 10), [3, 0, 5, 0]), (30, 30)], align="stretch"),
        case("baseline_group_with_margins", 100,
             [m((20, 10, 8), [6, 0, 0, 0]), m((20, 30, 5), [0, 0, 4, 0]), (20, 12)], align="baseline"),
        case("baseline_group_with_margins_wrap_reverse", 100,
             [m((20, 10, 8), [6, 0, 0, 0]), m((20, 30, 5), [0, 0, 4, 0]), (20, 40), (90, 10)], align="baseline",
             wrapReverse=True),
        # Auto margins along the line.
        case("auto_left_pushes_to_the_end", 100, [(20, 10), m((20, 10), [0, 0, 0, A]), (20, 10)]),
        case("auto_both_sides_centre", 100, [m((20, 10), [0, A, 0, A])], justify="end"),
        case("auto_between_two_lines", 100, [(30, 10), m((20, 10), [0, A, 0, 0]), (30, 10), (70, 10),
                                            m((10, 10), [0, 0, 0, A])], gapX=4),
        case("auto_beats_justify", 100, [(20, 10), m((20, 10), [0, A, 0, 0]), (20, 10)], justify="space-between"),
        case("auto_no_free_space", 100, [(50, 10), m((50, 10), [0, A, 0, A])], justify="center"),
        case("auto_on_oversize", 100, [m((130, 10), [0, A, 0, A])], justify="center"),
        case("auto_with_stretch", 100, [(20, 10), m((20, 10), [0, 0, 0, A])], justify="stretch"),
        case("auto_rtl", 100, [(20, 10), m((20, 10), [0, 4, 0, A]), (20, 10)], direction="rtl"),
        case("auto_row_reverse", 100, [(20, 10), m((20, 10), [0, A, 0, 6]), (20, 10)], flexDirection="row-reverse"),
        # Auto margins across the line.
        case("auto_top_pushes_down", 100, [m((20, 10), [A, 0, 0, 0]), (20, 30)]),
        case("auto_top_and_bottom_centre", 100, [m((20, 10), [A, 0, A, 0]), (20, 30)], align="end"),
        case("auto_bottom_with_top_margin", 100, [m((20, 10), [4, 0, A, 0]), (20, 30)], align="center"),
        case("auto_across_overrides_stretch", 100, [m((20, 10), [A, 0, 0, 0]), (20, 30)], align="stretch"),
        case("auto_across_leaves_baseline", 100, [m((20, 10, 5), [A, 0, 0, 0]), (20, 30, 25), (20, 8, 2)],
             align="baseline"),
        case("auto_across_too_tall", 100, [m((20, 30), [A, 0, 2, 0]), m((20, 30), [3, 0, A, 0]), (20, 10)],
             align="end"),
        case("auto_across_wrap_reverse", 100, [m((20, 10), [A, 0, 0, 0]), m((20, 10), [0, 0, A, 0]), (20, 30)],
             wrapReverse=True),
        case("auto_across_too_tall_wrap_reverse", 100, [m((20, 30), [A, 0, 2, 0]), m((20, 30), [3, 0, A, 0])],
             wrapReverse=True),
        case("auto_everywhere_in_a_tall_box", 100, [m((20, 10), [A, A, A, A]), m((30, 20), [A, A, A, A])],
             height=60, alignContent="stretch"),
        # Flexible items: the margins come out of the line's space first.
        case("flex_grow_beside_margins", 100, [m((10, 10), [0, 5, 0, 5], grow=1), m((10, 10), [0, 10, 0, 0], grow=1)]),
        case("flex_max_leaves_room_for_auto", 100, [m((10, 10), [0, 0, 0, A], grow=1, max=30), (20, 10)]),
        case("flex_shrink_with_margins", 100, [m((120, 10), [0, 8, 0, 8], shrink=1)]),
    ]
    for align in ALIGN_ITEMS:
        out.append(case(f"each_align_{align}", 100,
                        [m((20, 10, 6), [2, 1, 5, 3]), m((20, 24, 12), [0, 0, 7, 0]), (20, 20, 10),
                         m((20, 6), [9, 2, 0, 2])], align=align, gapY=3))
    return [dict(c, name=f"margin_{c['name']}") for c in out]


def side(rng, auto_chance):
    if rng.random() < auto_chance:
        return A
    return rng.choice([0, 0, 1, 2, 3.5, 4, 8, 12])


def draw(rng, index):
    while True:
        drawn = draw_box(rng, index)
        auto_chance = rng.choice([0, 0.1, 0.25])
        for spec in drawn["items"]:
            if rng.random() < 0.5:
                spec["margin"] = [side(rng, auto_chance) for _ in range(4)]
        if exact_in_layout_units(drawn) and clamped_align_content_exact(drawn):
            drawn["name"] = f"margin_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20260526)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "margin.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
