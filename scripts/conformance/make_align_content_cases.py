#!/usr/bin/env python3
"""Writes cases/align-content.json: containers of fixed height.

Each case is a random flex-wrap case (as make_random_cases.py draws them)
given a height and an align-content value. Heights leave the lines free space
that is positive, zero or negative (lines taller than the container, where
Chromium lets center and end stick out and the rest act as start). A case is
drawn again while Chromium would round a division (see reference.py). A few
targeted cases come first: one line, no items, a 1200x630 card.

Usage: python3 scripts/conformance/make_align_content_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_random_cases import draw_case, dump_cases
from reference import align_content_exact, exact_in_layout_units, lines_height

ALIGN_CONTENT = ["start", "center", "end", "space-between", "space-around", "space-evenly", "stretch"]


def with_height(case, rng, align_content):
    content, _ = lines_height(case)
    roll = rng.random()
    if roll < 0.2:
        height = content  # no free space
    elif roll < 0.45:
        height = max(0, content - rng.randint(1, 60))  # lines taller than the box
    else:
        height = content + rng.randint(1, 200)
    case = dict(case, height=float(height) if height % 1 else int(height), alignContent=align_content)
    return case


def targeted():
    chips = [{"w": w, "h": 40, "baseline": 27} for w in [180, 240, 120, 300, 200, 160, 220, 140]]
    cases = []
    for value in ALIGN_CONTENT:
        cases.append({"name": f"card_1200x630_{value}", "width": 1136, "height": 566, "gapX": 16, "gapY": 16,
                      "justify": "center", "align": "baseline", "wrap": "greedy", "direction": "ltr",
                      "alignContent": value, "items": chips})
        cases.append({"name": f"one_line_{value}", "width": 200, "height": 100, "gapX": 4, "gapY": 8,
                      "justify": "start", "align": "start", "wrap": "greedy", "direction": "ltr",
                      "alignContent": value, "items": [{"w": 50, "h": 20}, {"w": 60, "h": 30}]})
        cases.append({"name": f"no_items_{value}", "width": 200, "height": 100, "gapX": 4, "gapY": 8,
                      "justify": "start", "align": "start", "wrap": "greedy", "direction": "ltr",
                      "alignContent": value, "items": []})
        cases.append({"name": f"taller_than_box_{value}", "width": 100, "height": 13, "gapX": 0, "gapY": 3,
                      "justify": "start", "align": "center", "wrap": "greedy", "direction": "ltr",
                      "alignContent": value, "items": [{"w": 60, "h": 10}, {"w": 60, "h": 20}, {"w": 60, "h": 7}]})
        cases.append({"name": f"zero_height_{value}", "width": 100, "height": 0, "gapX": 0, "gapY": 2,
                      "justify": "end", "align": "end", "wrap": "greedy", "direction": "rtl",
                      "alignContent": value, "items": [{"w": 60, "h": 10}, {"w": 60, "h": 20}]})
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=210)
    parser.add_argument("--seed", type=int, default=20261123)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted()
    for index in range(args.count):
        align_content = ALIGN_CONTENT[index % len(ALIGN_CONTENT)]
        while True:
            case = draw_case(rng, index)
            if not exact_in_layout_units(case):
                continue
            case = with_height(case, rng, align_content)
            if align_content_exact(case):
                break
        case["name"] = f"align_content_{index:03d}"
        cases.append(case)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "align-content.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
