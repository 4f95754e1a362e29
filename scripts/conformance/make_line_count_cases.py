#!/usr/bin/env python3
"""Writes cases/line-count.json: `flex-line-count` under `flex-wrap: balance`.

Targeted cases first (a count greedy already reaches, one it does not, equal
items that make two lines or four but never three, more lines asked for
than there are items, items wider than the container, zero widths, gaps,
wrap-reverse, rtl and row-reverse, flexible items, and `wrap`, which ignores
it), then seeded random cases drawn as make_random_cases.py draws them, each
balanced with a minimum of 1 to 9 lines. Justify is start, end or center, so
no division Chromium rounds depends on where the lines break. Edit this file,
not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_line_count_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_handwritten_cases import case, item
from make_random_cases import draw_case, dump_cases


def balanced(name, width, items, minLines, **options):
    return case(name, width, items, wrap="balance", minLines=minLines, **options)


def targeted():
    four = [(50, 30)] * 4
    out = [
        balanced("greedy_already_has_them", 100, [(31, 30), (32, 30), (33, 30), (34, 30)], 2),
        balanced("one_more_than_greedy", 100, [(31, 30), (32, 30), (33, 30), (34, 30)], 3),
        balanced("equal_items_cannot_make_three", 100, four, 3),
        balanced("equal_items_make_four", 100, four, 4),
        balanced("more_than_items", 100, [(31, 30), (32, 30), (33, 30)], 10),
        balanced("start_bias_with_gap", 100, [(25, 25)] * 7, 5, gapX=10),
        balanced("two_of_one_width", 200, [(40, 10)] * 10, 2, gapX=4),
        balanced("narrow_container_wide_items", 60, [(80, 10), (20, 10), (20, 10), (80, 10), (10, 10)], 4),
        balanced("oversize_then_exact_fits", 100, [(120, 10), (50, 10), (50, 10), (50, 10), (50, 10)], 4),
        balanced("zero_widths", 100, [(0, 10)] * 5, 3),
        balanced("zero_widths_with_gap", 100, [(0, 10)] * 5, 3, gapX=5),
        balanced("quarter_pixels", 100.25, [(33.25, 10), (33.5, 10), (33.25, 10), (33.5, 10), (0.25, 10)], 3),
        balanced("tiny_items", 50, [(0.015625, 4)] * 9, 4),
        balanced("wrap_reverse", 100, [(31, 10), (32, 20), (33, 10), (34, 30)], 3, wrapReverse=True),
        balanced("rtl_end", 100, [(31, 10), (32, 10), (33, 10), (34, 10)], 3, direction="rtl", justify="end"),
        balanced("row_reverse_center", 100, [(31, 10), (32, 10), (33, 10), (34, 10)], 3,
                 flexDirection="row-reverse", justify="center"),
        balanced("with_gaps_and_baseline", 120, [(30, 10, 8), (20, 30, 12), (40, 12, 6), (25, 18, 9), (15, 10)], 3,
                 gapX=6, gapY=4, align="baseline"),
        balanced("flexible_items_grow", 100, [dict(item(20, 10), grow=1), (30, 10), dict(item(20, 10), grow=1),
                                              (30, 10)], 3),
        balanced("flexible_items_basis", 100, [dict(item(10, 10), basis=40), dict(item(10, 10), basis=40),
                                               dict(item(10, 10), basis=40, max=30)], 2),
        case("wrap_ignores_it", 100, [(31, 30), (32, 30), (33, 30), (34, 30)], minLines=3),
    ]
    return [dict(c, name=f"line_count_{c['name']}") for c in out]


def draw(rng, index):
    drawn = draw_case(rng, index)
    drawn["name"] = f"line_count_random_{index:03d}"
    drawn["wrap"] = "balance"
    drawn["justify"] = rng.choice(["start", "end", "center"])
    drawn["minLines"] = rng.randint(1, 9)
    if rng.random() < 0.2:
        drawn["wrapReverse"] = True
    return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20261126)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "line-count.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
