#!/usr/bin/env python3
"""Writes cases/random.json: seeded random flex-wrap cases.

Sizes are whole or half pixels (exact in Chromium's 1/64 px units), and a
case is drawn again while any justify-content division would be rounded by
Chromium (see reference.py), so expectations are exact.

Usage: python3 scripts/conformance/make_random_cases.py [--count N] [--seed S]
"""

import argparse
import json
import os
import sys
import random

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from reference import exact_in_layout_units

JUSTIFY = ["start", "center", "end", "space-between", "space-around", "space-evenly", "stretch"]
ALIGN = ["start", "center", "end", "baseline"]


def half(rng, low, high):
    return rng.randint(low * 2, high * 2) / 2


def draw_case(rng, index):
    width = rng.choice([rng.randint(40, 400), half(rng, 40, 400)])
    items = []
    for _ in range(0 if rng.random() < 0.05 else rng.randint(1, 14)):
        roll = rng.random()
        if roll < 0.05:
            w = half(rng, int(width) + 1, int(width) + 80)  # wider than the container
        elif roll < 0.1:
            w = 0
        else:
            w = half(rng, 4, max(5, int(width * 0.6)))
        h = rng.randint(0, 40) if rng.random() < 0.1 else rng.randint(8, 40)
        item = {"w": w, "h": h}
        if rng.random() < 0.4:
            item["baseline"] = half(rng, 0, h) if h > 0 else 0
        items.append(item)
    # Now and then make the first line an exact fit.
    gap_x = rng.choice([0, 0, 2, 4, 8, 2.5, 10])
    if len(items) >= 3 and rng.random() < 0.15:
        used = sum(item["w"] for item in items[:2]) + gap_x
        rest = width - used - gap_x
        if rest >= 0:
            items[2]["w"] = rest
            if "baseline" in items[2]:
                items[2]["baseline"] = min(items[2]["baseline"], items[2]["h"])
    return {
        "name": f"random_{index:03d}",
        "width": width,
        "gapX": gap_x,
        "gapY": rng.choice([0, 0, 3.5, 6, 10]),
        "justify": rng.choice(JUSTIFY),
        "align": rng.choice(ALIGN),
        "wrap": rng.choice(["greedy", "greedy", "balance"]),
        "direction": "rtl" if rng.random() < 0.3 else "ltr",
        "items": items,
    }


def dump_cases(cases):
    """One case per line: diffs of regenerated files stay readable."""
    return "[\n" + ",\n".join(json.dumps(case) for case in cases) + "\n]\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20240607)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = []
    for index in range(args.count):
        while True:
            case = draw_case(rng, index)
            if exact_in_layout_units(case):
                break
        cases.append(case)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "random.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
