#!/usr/bin/env python3
"""Writes cases/box.json: the container's min-height, max-height, padding and border.

Targeted cases first (min-height taller than the lines under every
align-content value, max-height shorter than them, min over max, a height
clamped both ways, padding and border on every side with rtl, row-reverse
and wrap-reverse), then seeded random cases drawn as make_reverse_cases.py
draws them (reversed or not), each with some of padding, border, min-height
and max-height. The container is `box-sizing: content-box`. A case is drawn
again while Chromium would round a division (see reference.py). Edit this
file, not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_box_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_cases import draw as draw_aligned
from make_align_content_cases import ALIGN_CONTENT
from make_handwritten_cases import case
from make_random_cases import dump_cases
from reference import clamped_align_content_exact, lines_height

ITEMS = [(40, 10), (40, 20), (40, 5), (40, 15)]  # two lines in 100: 20 and 15 tall, 35 in all


def targeted():
    out = []
    for value in ALIGN_CONTENT:
        out.append(case(f"min_height_{value}", 100, ITEMS, minHeight=100, alignContent=value, gapY=4, align="stretch"))
        out.append(case(f"max_height_{value}", 100, ITEMS, maxHeight=20, alignContent=value, gapY=4))
        out.append(case(f"padded_min_height_{value}", 100, ITEMS, minHeight=80, alignContent=value,
                        padding=[5, 7, 9, 11], border=[1, 2, 3, 4], wrapReverse=True))
    out += [
        case("min_height_alone", 100, ITEMS, minHeight=60),
        case("min_height_below_lines", 100, ITEMS, minHeight=10),
        case("max_height_above_lines", 100, ITEMS, maxHeight=200, alignContent="end"),
        case("min_over_max", 100, ITEMS, minHeight=50, maxHeight=30, alignContent="center"),
        case("height_clamped_by_max", 100, ITEMS, height=80, maxHeight=50, alignContent="end"),
        case("height_clamped_by_min", 100, ITEMS, height=10, minHeight=50, alignContent="space-between"),
        case("zero_max_height", 100, ITEMS, maxHeight=0, alignContent="center"),
        case("padding_only", 100, ITEMS, padding=[3, 4, 5, 6]),
        case("border_only", 100, ITEMS, border=[2, 0, 1, 8]),
        case("padding_rtl", 100, ITEMS, padding=[3, 4, 5, 6], direction="rtl", justify="center"),
        case("padding_row_reverse", 100, ITEMS, padding=[3, 4, 5, 6], flexDirection="row-reverse", justify="end"),
        case("padding_wrap_reverse", 100, ITEMS, padding=[3, 4, 5, 6], border=[1, 1, 1, 1], wrapReverse=True),
        case("padding_oversize_center", 100, [(150, 10), (20, 10)], padding=[2, 10, 2, 10], justify="center"),
        case("padding_no_items", 100, [], padding=[3, 4, 5, 6], minHeight=20),
        case("padding_height_align_content", 100, ITEMS, padding=[10, 0, 20, 0], height=60,
             alignContent="space-around", gapY=2),
    ]
    return [dict(c, name=f"box_{c['name']}") for c in out]


def draw(rng, index):
    while True:
        drawn = draw_aligned(rng, index)
        roll = rng.random()
        if roll < 0.25:
            drawn["wrapReverse"] = True
        elif roll < 0.4:
            drawn["flexDirection"] = "row-reverse"
        content, _ = lines_height(drawn)
        if rng.random() < 0.5:
            drawn["padding"] = [rng.choice([0, 1, 2.5, 4, 8, 16]) for _ in range(4)]
        if rng.random() < 0.3:
            drawn["border"] = [rng.choice([0, 1, 2, 3]) for _ in range(4)]
        if rng.random() < 0.5:
            drawn["minHeight"] = int(content) + rng.randint(-20, 150) if content > 20 else rng.randint(0, 150)
            drawn["minHeight"] = max(0, drawn["minHeight"])
        if rng.random() < 0.4:
            drawn["maxHeight"] = max(0, int(content) + rng.randint(-60, 80))
        if "minHeight" in drawn or "maxHeight" in drawn or "height" in drawn:
            drawn["alignContent"] = drawn.get("alignContent", rng.choice(ALIGN_CONTENT))
        if clamped_align_content_exact(drawn):
            drawn["name"] = f"box_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20260525)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "box.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
