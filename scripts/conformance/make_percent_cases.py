#!/usr/bin/env python3
"""Writes cases/percent.json: item sizes as percentages of the container.

An item's `pct` gives some of its sizes as percentages of the container's
content box ({"w", "h", "basis", "min", "max"}: 25 means 25%), as
FlowPercentages does; `w` and `h` stay its measured size (`h` is its
content's height, which a percentage height of a container of auto height
leaves it: CSS treats that percentage as `auto`). Targeted cases first
(quarters that fill a line exactly, a percentage that wraps, min and max
percentages against a width, percentage bases that grow and shrink, padding
that narrows the content box the percentages take, percentage heights in a
container of fixed, clamped and auto height, under stretch, wrap-reverse,
rtl, row-reverse, balance and flex-line-count), then seeded random cases
drawn as make_margin_cases.py draws them, in a container 100 to 500 px wide,
with percentages on about 40% of the items. Every percentage resolves to a
whole number of 1/64 px (Chromium truncates a resolved percentage to its
layout unit), and a case is drawn again while Chromium would round a
division (see reference.py). Edit this file, not the JSON, then rerun
generate.py.

Usage: python3 scripts/conformance/make_percent_cases.py [--count N] [--seed S]
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

FIELDS = {"w": "w", "basis": "basis", "min": "min", "max": "max"}


def p(spec, **pct):
    """An item of `spec` (w, h, baseline) with percentages `pct`, and any of
    grow, shrink, alignSelf, margin given as `_grow` and so on."""
    extra = {key[1:]: pct.pop(key) for key in list(pct) if key.startswith("_")}
    result = item(*spec)
    if pct:
        result["pct"] = pct
    result.update(extra)
    return result


def definite_height(case):
    """The content height percentages of heights resolve against, or None."""
    if "height" not in case:
        return None
    height = Fraction(case["height"])
    if "maxHeight" in case:
        height = min(height, Fraction(case["maxHeight"]))
    return max(height, Fraction(case.get("minHeight", 0)))


def resolved(case):
    """The case with every percentage replaced by its length, as the engine
    resolves it, or None when one is not a whole number of 1/64 px."""
    out = copy.deepcopy(case)
    width, height = Fraction(case["width"]), definite_height(case)
    for spec in out["items"]:
        pct = spec.pop("pct", {})
        for key, value in pct.items():
            if key == "h" and spec.get("alignSelf", case["align"]) == "stretch":
                spec["alignSelf"] = "start"  # a percentage height never stretches
            whole = width if key != "h" else height
            if whole is None:  # auto: the content's height stays
                continue
            length = whole * Fraction(value) / 100
            if length % Fraction(1, 64):
                return None
            spec[key] = length
        if pct.keys() & {"basis", "min", "max"} and not {"grow", "shrink"} & spec.keys():
            # reference.py breaks lines by "w": the clamped basis of an item that never flexes.
            size = Fraction(spec.pop("basis", spec["w"]))
            size = max(Fraction(spec.pop("min", 0)), min(Fraction(spec.pop("max", size)), size))
            spec["w"] = size
    return out


def targeted():
    quarter = [p((0, 10), w=25)] * 4
    out = [
        case("quarters_fill_a_line", 200, quarter),
        case("quarters_with_a_gap_wrap", 200, quarter, gapX=1),
        case("halves_and_a_third", 300, [p((0,), w=50), p((0,), w=50), p((0,), w=30)], gapY=2),
        case("hundred_percent_each", 120, [p((0,), w=100), p((0,), w=100), (10, 10)]),
        case("zero_percent", 100, [p((30,), w=0), (30, 10), p((30,), w=0)], gapX=4),
        case("over_hundred_percent", 100, [(20, 10), p((0,), w=150), (20, 10)], justify="center"),
        case("percent_beside_points", 200, [p((0,), w=40), (70, 10), p((0,), w=12.5), (10, 10)]),
        case("percent_with_margins_wraps", 200, [p((0,), w=50, _margin=[0, 4, 0, 0]), p((0,), w=50)]),
        case("percent_with_auto_margin", 200, [p((0,), w=25, _margin=[0, 0, 0, "auto"]), p((0,), w=25)]),
        case("min_percent_beats_width", 200, [p((20,), min=30), (20, 10)]),
        case("max_percent_clamps_width", 200, [p((150,), max=50), p((150,), max=50)]),
        case("min_over_max_percent", 200, [p((20,), min=40, max=10), (50, 10)]),
        case("basis_percent_grows", 200, [p((0,), basis=25, _grow=1), p((0,), basis=50, _grow=1)]),
        case("basis_percent_shrinks", 200, [p((0,), basis=80, _shrink=1), p((0,), basis=40, _shrink=1)],
             wrap="balance"),
        case("basis_zero_percent_grow", 200, [p((40,), basis=0, _grow=1), p((40,), basis=0, _grow=3)]),
        case("grow_to_max_percent", 200, [p((20,), max=30, _grow=1), (20, 10)]),
        case("padding_narrows_the_base", 200, quarter, padding=[4, 20, 4, 20]),
        case("border_narrows_the_base", 200, quarter + quarter, border=[1, 10, 1, 30], gapY=3),
        case("height_percent_of_height", 100, [p((20, 5), h=50), p((20, 5), h=25), (20, 10)], height=80),
        case("height_percent_of_clamped_height", 100, [p((20, 5), h=50), (20, 10)], height=120, maxHeight=60,
             alignContent="end"),
        case("height_percent_of_min_height", 100, [p((20, 5), h=50), (20, 10)], height=20, minHeight=40),
        case("height_percent_of_auto_height", 100, [p((20, 5), h=50), p((20, 12), h=100), (20, 10)]),
        case("height_percent_min_height_only", 100, [p((20, 5), h=50), (20, 10)], minHeight=60),
        case("height_percent_auto_stretches", 100, [p((20, 5), h=50), (20, 30)], align="stretch"),
        case("height_percent_definite_no_stretch", 100, [p((20, 5), h=10), (20, 30), p((20, 5), h=0)],
             height=100, align="stretch"),
        case("height_percent_self_stretch", 100,
             [p((20, 5), h=10, _alignSelf="stretch"), (20, 30), p((20, 5), _alignSelf="stretch")], height=100),
        case("height_percent_over_lines", 100, [p((60, 5), h=100), p((60, 5), h=50)], height=40, gapY=4,
             alignContent="center"),
        case("height_percent_padding", 100, [p((20, 5), h=50), p((0, 5), w=50, h=25)], height=80,
             padding=[10, 10, 30, 10], align="end"),
        case("width_and_height_percent", 200, [p((0, 0), w=50, h=50)] * 3, height=100, gapX=2),
        case("percent_rtl", 200, [p((0,), w=30), p((0,), w=30), p((0,), w=30), (20, 10)], direction="rtl",
             justify="space-between"),
        case("percent_row_reverse", 200, [p((0,), w=30), (40, 10), p((0,), w=45)], flexDirection="row-reverse"),
        case("percent_wrap_reverse", 200, [p((0, 5), w=60, h=20), p((0, 10), w=60), (40, 10)], height=100,
             wrapReverse=True, align="end"),
        case("percent_balanced", 200, [p((0,), w=20)] * 7, wrap="balance"),
        case("percent_min_lines", 200, [p((0,), w=25)] * 4, wrap="balance", minLines=3),
    ]
    for align in ALIGN_ITEMS:
        out.append(case(f"height_percent_align_{align}", 100,
                        [p((20, 6, 4), h=20), p((20, 12, 6), h=30), (20, 16, 8), p((20, 10))], height=50,
                        align=align))
    return [dict(c, name=f"percent_{c['name']}") for c in out]


def percentages(rng, spec, with_height):
    pct = {}
    if rng.random() < 0.7:
        pct["w"] = rng.choice([5, 10, 12, 20, 25, 30, 33, 40, 45, 50, 60, 75, 100])
    if rng.random() < 0.25:
        pct["basis"] = rng.choice([0, 10, 20, 25, 50])
    if rng.random() < 0.2:
        pct["min"] = rng.choice([5, 10, 20, 30])
    if rng.random() < 0.2:
        pct["max"] = rng.choice([15, 25, 40, 60])
    if rng.random() < (0.5 if with_height else 0.15):
        pct["h"] = rng.choice([0, 10, 20, 25, 50, 100])
        spec.pop("baseline", None)  # a baseline beyond the resolved height would say nothing
    if pct:
        spec["pct"] = pct


def draw(rng, index):
    while True:
        drawn = draw_margin(rng, index)
        drawn["width"] = rng.choice([100, 200, 250, 300, 400, 500])
        if "height" not in drawn and rng.random() < 0.3:
            drawn["height"] = rng.choice([50, 100, 150, 200])
            drawn["alignContent"] = drawn.get("alignContent", "start")
        for spec in drawn["items"]:
            if rng.random() < 0.4:
                percentages(rng, spec, "height" in drawn)
        plain = resolved(drawn)
        if plain and exact_in_layout_units(plain) and clamped_align_content_exact(plain):
            drawn["name"] = f"percent_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20260527)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted()
    for spec in cases:
        assert resolved(spec) is not None, spec["name"]
    cases += [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "percent.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
