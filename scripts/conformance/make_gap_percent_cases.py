#!/usr/bin/env python3
"""Writes cases/gap-percent.json: gaps as percentages of the container.

A case's `gapPct` gives `x` (column-gap) and `y` (row-gap) in percent of
the container's content box (FlowGapPercentages): `x` of its width, `y` of
its height where that is definite (a `height`, clamped by min-height and
max-height) and 0 otherwise, as Chromium resolves a percentage against an
indefinite size. Targeted cases first (Taffy's gap_row_gap_percentage_wrapping
and Yoga's row_gap_percent_* in a padded, fixed-height box; a row gap of an
auto height, of a min-height only, of a clamped height; a column gap that
makes items wrap, with padding and border outside the content box, with
every justify value, balance, rtl and wrap-reverse), then seeded random cases
drawn as make_height_limit_cases.py draws them, with a percentage for one gap
or both. Percentages and widths are picked so that every gap is a whole
number of 1/64 px, and a case is drawn again while Chromium would round a
division (see reference.py, which sees the gaps resolved). Edit this file,
not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_gap_percent_cases.py [--count N] [--seed S]
"""

import argparse
import copy
import os
import random
import sys
from fractions import Fraction

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_handwritten_cases import case
from make_height_limit_cases import clamped, draw as draw_limits
from make_percent_cases import definite_height
from make_random_cases import JUSTIFY, dump_cases
from reference import clamped_align_content_exact, exact_in_layout_units


def resolved(case):
    """The case with its percentage gaps in px, as the engine resolves them,
    or None when one is not a whole number of 1/64 px."""
    out = copy.deepcopy(case)
    pct = out.pop("gapPct", {})
    height = definite_height(case)
    for axis, key, whole in [("x", "gapX", Fraction(case["width"])), ("y", "gapY", height)]:
        if axis in pct:
            length = (whole or 0) * Fraction(pct[axis]) / 100
            if length % Fraction(1, 64):
                return None
            out[key] = length
    return out


def targeted():
    twenties = [(20, 20)] * 9
    hundreds = [(100, 100)] * 5
    out = [
        case("row_gap_of_auto_height_is_zero", 80, twenties, gapX=10, gapPct={"y": 10}),
        case("row_gap_of_min_height_only_is_zero", 80, twenties, gapX=10, minHeight=200, gapPct={"y": 10}),
        case("yoga_row_gap_percent_wrapping", 280, hundreds, height=680, padding=[10, 10, 10, 10],
             gapPct={"x": 10, "y": 10}),
        case("yoga_row_gap_percent_determines_parent_height", 300, hundreds, gapPct={"x": 10, "y": 10}),
        case("row_gap_of_clamped_height", 100, [(60, 10)] * 3, height=400, maxHeight=200, gapPct={"y": 5}),
        case("row_gap_of_raised_height", 100, [(60, 10)] * 3, height=20, minHeight=100, gapPct={"y": 12.5}),
        case("column_gap_makes_it_wrap", 100, [(30, 10)] * 4, gapPct={"x": 6.25}),
        case("column_gap_exact_fit", 100, [(30, 10)] * 4, gapPct={"x": 5}),
        case("column_gap_of_the_content_box", 200, [(45, 10)] * 5, padding=[0, 20, 0, 20],
             border=[1, 5, 1, 5], gapPct={"x": 2.5}),
        case("gaps_balanced", 200, [(40, 10)] * 7, wrap="balance", height=100, gapPct={"x": 5, "y": 10}),
        case("gaps_rtl_wrap_reverse", 200, [(60, 10)] * 5, direction="rtl", wrapReverse=True, height=120,
             alignContent="center", gapPct={"x": 10, "y": 25}),
        case("zero_percent", 100, [(50, 10)] * 3, gapX=3, gapY=3, height=50, gapPct={"x": 0, "y": 0}),
    ]
    for justify in JUSTIFY:
        out.append(case(f"column_gap_justify_{justify}", 200, [(40, 10)] * 5, justify=justify,
                        gapPct={"x": 7.5}))
    return [dict(c, name=f"gap_percent_{c['name']}") for c in out]


def draw(rng, index):
    while True:
        drawn = draw_limits(rng, index)
        drawn["width"] = rng.choice([100, 128, 200, 256, 320, 400])
        if "height" not in drawn and rng.random() < 0.5:
            drawn["height"] = rng.choice([64, 100, 128, 200, 256])
            drawn["alignContent"] = drawn.get("alignContent", "start")
        pct = {}
        if rng.random() < 0.75:
            pct["x"] = rng.choice([0, 1, 2.5, 5, 6.25, 10, 12.5])
        if not pct or rng.random() < 0.6:
            pct["y"] = rng.choice([0, 2.5, 5, 10, 25])
        drawn["gapPct"] = pct
        plain = resolved(drawn)
        if plain and exact_in_layout_units(clamped(plain)) and clamped_align_content_exact(clamped(plain)):
            drawn["name"] = f"gap_percent_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20261128)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted()
    for spec in cases:
        assert resolved(spec) is not None, spec["name"]
    cases += [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "gap-percent.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
