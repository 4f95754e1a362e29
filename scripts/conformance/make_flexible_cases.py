#!/usr/bin/env python3
"""Writes cases/flexible.json: flexible items (grow, shrink, basis, min, max).

Targeted cases, one rule each (grow with max clamps, shrink with min clamps,
min > max, basis against width, mixed lines, factors summing below 1, free
space Chromium cannot split evenly in 1/64 px), then seeded random lines.
Sizes are multiples of 1/64 px; justify is start, end or stretch, which
divide nothing, so the only rounding is Chromium's own in handing out free
space, which the engine models (FlexDistribution.css). Edit this file, not
the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_flexible_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_random_cases import ALIGN, dump_cases


def case(name, width, items, **options):
    base = {
        "name": f"flex_{name}",
        "width": width,
        "gapX": 0,
        "gapY": 0,
        "justify": "start",
        "align": "start",
        "wrap": "greedy",
        "direction": "ltr",
    }
    base.update(options)
    base["items"] = items
    return base


def item(w, h=10, **flex):
    """flex: grow, shrink, basis, min, max (CSS flex-grow, flex-shrink,
    flex-basis, min-width, max-width)."""
    return {"w": w, "h": h, **flex}


def handwritten():
    return [
        # Grow, with and without max clamps.
        case("grow_equal", 100, [item(20, grow=1), item(20, grow=1), item(20, grow=1)]),
        case("grow_weighted", 100, [item(10, grow=1), item(10, grow=2), item(10, grow=3)]),
        case("grow_one_of_three", 100, [item(20), item(20, grow=1), item(20)], gapX=5),
        case("grow_max_clamp_refreeze", 100, [item(10, grow=1, max=20), item(10, grow=1), item(10, grow=1)]),
        case("grow_all_hit_max", 100, [item(10, grow=1, max=20), item(10, grow=1, max=30)]),
        case("grow_max_chain", 300, [item(10, grow=1, max=30), item(10, grow=1, max=60), item(10, grow=1, max=90), item(10, grow=1)]),
        case("grow_max_below_width", 100, [item(50, grow=1, max=30), item(20, grow=1)]),
        case("grow_fractional_sum", 100, [item(10, grow=0.25), item(10, grow=0.25)]),
        case("grow_fraction_one_item", 100, [item(0, grow=0.5)]),
        case("grow_thirds_rounding", 100, [item(0, grow=1), item(0, grow=1), item(0, grow=1)]),
        case("grow_sevenths_rounding", 101, [item(1, grow=1) for _ in range(7)]),
        case("grow_odd_factors", 97.5, [item(3, grow=0.7), item(5, grow=1.3), item(7, grow=2.9)], gapX=1.5),
        case("grow_with_gaps_two_lines", 100, [item(30, grow=1), item(30, grow=2), item(30, grow=1), item(50, grow=1), item(20)], gapX=4, gapY=2),
        case("grow_min_violation", 100, [item(10, grow=1, min=60), item(10, grow=1)]),
        # Shrink, with and without min clamps (lines break by clamped sizes,
        # so shrinking happens on lone oversized items and clamped exact fits).
        case("shrink_lone_item", 100, [item(150, shrink=1)]),
        case("shrink_lone_item_min", 100, [item(150, shrink=1, min=120)]),
        case("shrink_lone_item_min_below", 100, [item(150, shrink=1, min=80)]),
        case("shrink_lone_items_between", 100, [item(30), item(160, shrink=1, min=90), item(30, shrink=1)]),
        case("shrink_zero_keeps_width", 100, [item(150, shrink=0)]),
        case("shrink_basis_over_max", 100, [item(40, basis=80, max=50, shrink=1), item(50, shrink=1, basis=60, min=45)]),
        case("shrink_weighted_by_basis", 100, [item(0, basis=80, max=50, shrink=1), item(0, basis=40, max=50, shrink=2)]),
        # min > max: min wins.
        case("min_over_max", 100, [item(10, min=40, max=20), item(10, grow=1)]),
        case("min_over_max_grow", 100, [item(10, min=40, max=20, grow=1), item(10, grow=1)]),
        case("min_over_max_breaks_line", 100, [item(30), item(30), item(10, min=60, max=20)], gapX=2),
        # Basis versus width.
        case("basis_over_width", 100, [item(10, basis=40), item(10, basis=40), item(10, basis=40)]),
        case("basis_under_width_grow", 100, [item(60, basis=20, grow=1), item(60, basis=20, grow=1)]),
        case("basis_zero_grow", 100, [item(70, basis=0, grow=1), item(10, basis=0, grow=3)]),
        case("basis_wraps_by_basis", 100, [item(10, basis=60), item(10, basis=60)]),
        case("basis_clamped_by_max_for_breaking", 100, [item(10, basis=90, max=40), item(10, basis=90, max=40)]),
        # Mixed lines.
        case("mixed_fixed_grow_clamp", 200, [item(40), item(20, grow=1, max=50), item(30, grow=2), item(25, shrink=1), item(10, grow=1, min=30)], gapX=6),
        case("mixed_stretch_with_max", 100, [item(20, max=30), item(20), item(20, grow=2)], justify="stretch"),
        case("mixed_end_after_clamp", 100, [item(20, grow=1, max=30), item(20, grow=1, max=25)], justify="end"),
        case("mixed_rtl", 100, [item(20, grow=1), item(30), item(10, grow=1, max=25)], direction="rtl", gapX=3),
        case("mixed_baseline", 100, [item(20, 20, grow=1, baseline=15), item(30, 30, baseline=5), item(10, 12, grow=1, max=25)], align="baseline"),
        case("mixed_balanced", 100, [item(30, grow=1), item(30, grow=1), item(30, grow=1), item(30, grow=1)], wrap="balance", gapX=2),
        case("mixed_zero_width_grow", 100, [item(0, grow=1), item(0), item(0, grow=1, max=10)]),
        case("mixed_forced_line_grow", 100, [item(20, grow=1), item(20, grow=1), item(20, grow=1), item(80, grow=1)], gapX=10, gapY=4),
    ]


def sixty_fourths(rng, low, high):
    return rng.randint(int(low * 64), int(high * 64)) / 64


def draw_case(rng, index):
    width = rng.choice([rng.randint(60, 400), sixty_fourths(rng, 60, 400)])
    items = []
    for _ in range(rng.randint(1, 12)):
        w = rng.choice([0, sixty_fourths(rng, 1, width * 0.5), rng.randint(1, int(width * 0.5)),
                        rng.randint(int(width), int(width) + 60)])
        spec = item(w, rng.randint(8, 30))
        if rng.random() < 0.6:
            spec["grow"] = rng.choice([1, 1, 2, 3, 0.5, 0.25, 1.5, 0.7])
        if rng.random() < 0.4:
            spec["shrink"] = rng.choice([1, 1, 2, 0.5])
        if rng.random() < 0.25:
            spec["basis"] = rng.choice([0, rng.randint(1, int(width * 0.6)), sixty_fourths(rng, 1, width * 0.6)])
        if rng.random() < 0.3:
            spec["min"] = rng.randint(0, int(width * 0.4))
        if rng.random() < 0.35:
            spec["max"] = rng.randint(0, int(width * 0.6))
        items.append(spec)
    return {
        "name": f"flex_random_{index:03d}",
        "width": width,
        "gapX": rng.choice([0, 0, 2, 4, 8, 2.5, 10]),
        "gapY": rng.choice([0, 3.5, 6]),
        "justify": rng.choice(["start", "start", "end", "stretch"]),
        "align": rng.choice(ALIGN),
        "wrap": rng.choice(["greedy", "greedy", "balance"]),
        "direction": "rtl" if rng.random() < 0.3 else "ltr",
        "items": items,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=150)
    parser.add_argument("--seed", type=int, default=20261123)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = handwritten() + [draw_case(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "flexible.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
