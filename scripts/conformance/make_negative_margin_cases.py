#!/usr/bin/env python3
"""Writes cases/negative-margin.json: negative margins on items.

CSS allows a negative margin: the item's outer width (its width plus its
left and right margins) may be negative, and lines are filled by outer
widths. Targeted cases first (a negative margin that lets the next item
stay on the line, an outer width below 0 after an oversized item under
greedy and balanced wrapping, where Chromium's balanced breaker counts it
as 0 wide, Taffy's two `balance_row_negative_margin` fixtures, every
justify value with more free space than the container, items pulled past
either edge, rtl, row-reverse, negative margins across the line under
every alignment, a stretched item taller than its line, a baseline group,
wrap-reverse, lines whose outer heights are all negative, flexible items,
`flex-line-count`, containers of min-content and max-content width), then seeded random cases drawn as make_margin_cases.py
draws them, with negative margins (and some positive and auto ones) on
about half the items. Sizes are whole or half pixels, and a case is drawn
again while Chromium would round a division (see reference.py). Edit this
file, not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_negative_margin_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_cases import ALIGN_ITEMS
from make_box_cases import draw as draw_box
from make_handwritten_cases import case, item
from make_random_cases import JUSTIFY, dump_cases
from reference import clamped_align_content_exact, exact_in_layout_units

A = "auto"


def m(spec, margin, **extra):
    result = item(*spec)
    result["margin"] = margin
    result.update(extra)
    return result


def targeted():
    out = [
        # Greedy wrapping fills lines by the real outer widths.
        case("makes_room_for_the_next", 100, [(60, 10), m((20, 10), [0, -30, 0, -10]), (60, 10)]),
        case("just_too_much", 100, [(60, 10), m((20, 10), [0, -29.5, 0, -10]), (60, 10)]),
        case("negative_after_oversize", 100, [(150, 10), m((0, 10), [0, -50, 0, -50])]),
        case("negative_then_oversize", 100, [m((0, 10), [0, -50, 0, -50]), (150, 10), (40, 10)]),
        case("negative_outer_first", 100, [m((10, 10), [0, -20, 0, 0]), (100, 10), (10, 10)]),
        case("negative_with_gaps", 100, [(45, 10), m((10, 10), [0, -15, 0, -15]), (45, 10), (45, 10)], gapX=10),
        case("pulled_past_the_left_edge", 100, [m((30, 10), [0, 0, 0, -10]), (30, 10)]),
        case("pulled_past_the_right_edge", 100, [(30, 10), m((30, 10), [0, -20, 0, 0]), (60, 10)]),
        case("only_negative_outer_widths", 100, [m((10, 10), [0, -20, 0, -5])] * 4, gapX=3),
        case("overlapping_neighbours", 100, [(40, 10), m((40, 10), [0, 0, 0, -20]), (40, 10)]),
        # Balanced wrapping counts a negative outer width as 0.
        case("balance_negative_after_oversize", 100, [(150, 10), m((0, 10), [0, -50, 0, -50])], wrap="balance"),
        case("balance_clamps_to_zero", 100, [(60, 10), m((20, 10), [0, -40, 0, 0]), (60, 10)], wrap="balance"),
        case("balance_fits_when_clamped", 100, [(50, 10), m((20, 10), [0, -40, 0, 0]), (50, 10)], wrap="balance"),
        case("balance_partly_negative", 100, [(40, 10), m((30, 10), [0, -10, 0, -5]), (40, 10), (40, 10), (40, 10)],
             wrap="balance"),
        case("balance_many", 100, [(30, 10), m((10, 10), [0, -20, 0, 0]), (30, 10), (30, 10), m((20, 10), [0, -5, 0, -5]),
                                  (30, 10), (30, 10), m((4, 10), [0, -30, 0, -30]), (30, 10)], wrap="balance", gapX=4),
        case("balance_line_count", 100, [(30, 10), m((30, 10), [0, -25, 0, 0]), (30, 10), (30, 10)], wrap="balance",
             minLines=3),
        case("balance_line_count_two", 200, [(40, 10), m((30, 10), [0, -35, 0, 0]), (40, 10), (40, 10)],
             wrap="balance", minLines=2),
        case("balance_line_count_three", 200, [(40, 10), m((30, 10), [0, -35, 0, 0]), (40, 10), (40, 10), (20, 10)],
             wrap="balance", minLines=3),
        case("balance_line_count_all_negative", 200, [m((10, 10), [0, -20, 0, 0])] * 4, wrap="balance", minLines=2),
        # Taffy's fixtures (flex-shrink 1 and grow 1 on every item).
        case("taffy_balance_row", 100, [m((150, 50), [0, 0, 0, 0], grow=1, shrink=1),
                                        m((0, 50), [0, -50, 0, -50], grow=1, shrink=1)], wrap="balance"),
        case("taffy_balance_row_flexed", 100, [m((150, 30), [0, 0, 0, 0], grow=1, shrink=1),
                                               m((0, 30), [0, -50, 0, -50], grow=1, shrink=1, max=10),
                                               m((0, 30), [0, 0, 0, 0], grow=1, shrink=1),
                                               m((0, 30), [0, 0, 0, 0], grow=1, shrink=1, max=50)],
             wrap="balance", gapX=10),
        # Flexible items: negative margins give the line more space to share.
        case("grow_into_negative_margins", 100, [m((20, 10), [0, -10, 0, -10], grow=1), m((20, 10), [0, 0, 0, 0], grow=1)]),
        case("shrink_with_negative_margins", 100, [m((80, 10), [0, -10, 0, 0], shrink=1), (50, 10)]),
        case("stretch_with_negative_margins", 100, [m((20, 10), [0, -8, 0, 0]), (20, 10), (20, 10)], justify="stretch"),
        # Beside auto margins.
        case("auto_and_negative", 100, [(20, 10), m((20, 10), [0, -10, 0, A]), (20, 10)]),
        case("auto_and_negative_no_free_space", 100, [(60, 10), m((60, 10), [0, A, 0, -30])]),
        # Across the line.
        case("negative_top", 100, [m((20, 10), [-5, 0, 0, 0]), (20, 20)], gapY=5),
        case("negative_bottom_shortens_the_line", 100, [m((20, 30), [0, 0, -10, 0]), (20, 10), (90, 10)], gapY=2),
        case("all_outer_heights_negative", 100, [m((20, 10), [-15, 0, 0, 0]), m((20, 10), [0, 0, -12, 0]), (90, 10)]),
        case("stretch_taller_than_line", 100, [m((20, 10), [-4, 0, -6, 0]), (20, 30)], align="stretch"),
        case("baseline_with_negative_top", 100, [m((20, 20, 15), [-10, 0, 0, 0]), (20, 20, 10), (20, 12, 6)],
             align="baseline"),
        case("baseline_with_negative_bottom", 100, [m((20, 20, 5), [0, 0, -10, 0]), (20, 20, 10)], align="baseline"),
        case("wrap_reverse_negative_cross", 100, [m((20, 10), [-5, 0, 3, 0]), m((20, 20), [2, 0, -8, 0]), (90, 10)],
             wrapReverse=True),
        case("auto_across_with_negative", 100, [m((20, 10), [A, 0, -5, 0]), (20, 30)]),
        # Directions.
        case("rtl", 100, [(30, 10), m((30, 10), [0, -10, 0, 4]), (30, 10), (30, 10)], direction="rtl"),
        case("row_reverse", 100, [(30, 10), m((30, 10), [0, 4, 0, -10]), (30, 10), (30, 10)],
             flexDirection="row-reverse"),
        case("rtl_balance", 100, [(60, 10), m((20, 10), [0, -40, 0, 0]), (60, 10)], direction="rtl", wrap="balance"),
        # Containers sized by their content (intrinsicWidth).
        case("max_content", 1, [(50, 10), m((20, 10), [0, -30, 0, 0]), (40, 10)], widthFrom="max-content"),
        case("max_content_below_zero", 1, [m((10, 10), [0, -20, 0, -5])], widthFrom="max-content"),
        case("min_content", 1, [m((30, 10), [0, 0, 0, -50]), (20, 10)], widthFrom="min-content"),
        case("min_content_below_zero", 1, [m((10, 10), [0, -30, 0, 0])], widthFrom="min-content"),
        case("max_content_balance_lines", 1, [(40, 10), m((30, 10), [0, -35, 0, 0]), (40, 10), (40, 10)],
             widthFrom="max-content", wrap="balance", minLines=2),
    ]
    for justify in JUSTIFY:
        # The line's outer widths add up to less than nothing: its free
        # space is more than the container.
        out.append(case(f"each_justify_{justify}", 100,
                        [m((20, 10), [0, -40, 0, -20]), (20, 10), m((10, 10), [0, -12, 0, 0]), (80, 10)],
                        justify=justify, gapX=2))
    for align in ALIGN_ITEMS:
        out.append(case(f"each_align_{align}", 100,
                        [m((20, 10, 6), [-2, 1, 5, -3]), m((20, 24, 12), [0, 0, -7, 0]), (20, 20, 10),
                         m((20, 6), [-9, -2, 0, 2])], align=align, gapY=3))
    return [dict(c, name=f"negative_margin_{c['name']}") for c in out]


def side(rng, auto_chance):
    if rng.random() < auto_chance:
        return A
    return rng.choice([0, 0, -1, -2, -3.5, -4, -8, -12, -20, -40, 2, 4, 8])


def draw(rng, index):
    while True:
        drawn = draw_box(rng, index)
        auto_chance = rng.choice([0, 0, 0.1])
        for spec in drawn["items"]:
            if rng.random() < 0.5:
                spec["margin"] = [side(rng, auto_chance) for _ in range(4)]
        if exact_in_layout_units(drawn) and clamped_align_content_exact(drawn):
            drawn["name"] = f"negative_margin_random_{index:03d}"
            return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20261127)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "negative-margin.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
