#!/usr/bin/env python3
"""Writes cases/handwritten.json: the targeted edge cases.

Each case isolates one rule of the spec (DESIGN.md, "Flow engine semantics");
the name says which. Edit this file, not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_handwritten_cases.py
"""

import os
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_random_cases import ALIGN, JUSTIFY, dump_cases


def case(name, width, items, **options):
    base = {
        "name": name,
        "width": width,
        "gapX": 0,
        "gapY": 0,
        "justify": "start",
        "align": "start",
        "wrap": "greedy",
        "direction": "ltr",
    }
    base.update(options)
    base["items"] = [item(*spec) if isinstance(spec, tuple) else spec for spec in items]
    return base


def item(w, h=10, baseline=None):
    result = {"w": w, "h": h}
    if baseline is not None:
        result["baseline"] = baseline
    return result


def cases():
    out = [
        case("empty", 100, []),
        case("single_item", 100, [(30, 10)]),
        case("single_item_wider_than_container", 100, [(150, 10)]),
        case("exact_fit_no_gap", 100, [(50,), (50,), (50,)]),
        case("exact_fit_with_gap", 100, [(45,), (45,), (45,)], gapX=10),
        case("one_64th_too_wide_wraps", 100, [(50,), (50.015625,)]),
        case("gap_makes_it_wrap", 100, [(50,), (50,)], gapX=0.5),
        case("oversize_first", 100, [(130,), (20,), (20,)]),
        case("oversize_middle", 100, [(20,), (130,), (20,)]),
        case("oversize_last", 100, [(20,), (20,), (130,)]),
        case("oversize_twice_in_a_row", 100, [(130,), (140,)]),
        case("all_same_size", 100, [(30,)] * 7, gapX=5, gapY=5),
        case("zero_width_items", 100, [(0,), (0,), (100,), (0,)]),
        case("zero_width_items_with_gap", 100, [(0,), (0,), (90,), (0,)], gapX=5),
        case("zero_height_items", 100, [(40, 0), (40, 20), (40, 0)], align="center"),
        case("gaps_x_and_y", 100, [(30, 10), (30, 12), (30, 14), (30, 16)], gapX=4, gapY=7.5),
        case("quarter_pixels", 100, [(33.25,), (33.25,), (33.25,), (33.25,)]),
        # A container 0 wide: every item wider than nothing on a line of its own.
        case("zero_width_container", 0, [(10,), (0,), (0,), (20,), (5,)], justify="center"),
        case("zero_width_container_balance", 0, [(10,), (0,), (0,), (20,), (5,)], justify="center", wrap="balance"),
        case("zero_width_container_gap", 0, [(0,), (0,), (10,)], gapX=4, justify="end"),
        case("zero_width_container_balance_zeros", 0, [(0,), (0,), (0,)], wrap="balance"),
    ]
    # Every justify value, on a full line, a short last line and an oversized line.
    lines = [(30, 10), (40, 10), (20, 10), (60, 10), (130, 10), (10, 10)]
    for justify in JUSTIFY:
        for direction in ("ltr", "rtl"):
            out.append(case(f"justify_{justify}_{direction}", 100, lines, justify=justify, direction=direction, gapX=4))
        out.append(case(f"justify_{justify}_single_item_line", 100, [(40,)], justify=justify))
        out.append(case(f"justify_{justify}_oversize_only", 100, [(160,)], justify=justify))
    # Every align value, with tall and short items and mixed baselines.
    mixed = [(30, 20, 15), (30, 40, 10), (30, 10), (30, 30, 30), (30, 16, 0), (30, 24, 12)]
    for align in ALIGN:
        out.append(case(f"align_{align}", 100, mixed, align=align, gapY=3))
        out.append(case(f"align_{align}_rtl", 100, mixed, align=align, direction="rtl"))
    out += [
        case("baseline_all_synthesized", 100, [(20, 10), (20, 30), (20, 20)], align="baseline"),
        case("baseline_all_top", 100, [(20, 10, 0), (20, 30, 0), (20, 20, 0)], align="baseline"),
        case("baseline_defines_line_height", 100, [(40, 10, 10), (40, 10, 0)], align="baseline"),
        case("baseline_half_pixels", 100, [(20, 11, 5.5), (20, 21, 2.5), (20, 7, 7)], align="baseline"),
    ]
    # Balanced wrapping.
    out += [
        case("balance_four_equal", 100, [(30,)] * 4, wrap="balance"),
        case("balance_same_as_greedy_when_full", 100, [(50,)] * 4, wrap="balance"),
        case("balance_seven_in_three_lines", 100, [(30,)] * 7, wrap="balance"),
        case("balance_with_gap", 100, [(20,)] * 9, wrap="balance", gapX=8),
        case("balance_uneven", 100, [(60,), (30,), (30,), (30,), (10,), (50,)], wrap="balance"),
        case("balance_oversize_middle", 100, [(30,), (30,), (30,), (140,), (30,), (30,), (30,)], wrap="balance"),
        case("balance_single_line", 100, [(20,), (20,)], wrap="balance"),
        case("balance_tie_keeps_earlier_lines_long", 100, [(40,), (20,), (40,), (20,), (40,)], wrap="balance"),
        case("balance_zero_widths", 100, [(0,), (60,), (0,), (60,), (0,)], wrap="balance"),
        case("balance_rtl_space_between", 100, [(30,)] * 5, wrap="balance", direction="rtl", justify="space-between"),
        case("balance_stretch", 100, [(25,), (35,), (15,), (45,), (5,)], wrap="balance", justify="stretch", gapX=5),
        case("balance_many_lines", 120, [(w,) for w in (30, 50, 20, 70, 10, 40, 60, 30, 20, 50, 40, 10, 80, 30, 30)], wrap="balance", gapX=4),
    ]
    return out


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "handwritten.json")
    all_cases = cases()
    with open(out, "w") as f:
        f.write(dump_cases(all_cases))
    print(f"wrote {len(all_cases)} cases to {out}")


if __name__ == "__main__":
    main()
