#!/usr/bin/env python3
"""Writes cases/reverse.json: flex-wrap: wrap-reverse and flex-direction: row-reverse.

Targeted cases first (every justify value reversed, row-reverse under rtl,
wrap-reverse with every align value, a baseline group beside a taller item,
align-content in a taller and a shorter box, balance wrap-reverse), then
seeded random cases drawn as make_align_cases.py draws them, each with
wrap-reverse, row-reverse or both. A case is drawn again while Chromium would
round a division (see reference.py). Edit this file, not the JSON, then
rerun generate.py.

Usage: python3 scripts/conformance/make_reverse_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_cases import ALIGN_ITEMS, draw as draw_aligned, selfish
from make_align_content_cases import ALIGN_CONTENT
from make_handwritten_cases import case
from make_random_cases import JUSTIFY, dump_cases


def targeted():
    line = [(30, 10), (40, 14), (20, 8), (60, 10), (130, 12), (10, 10)]
    mixed = [(30, 20, 15), (30, 40, 10), (30, 10), (30, 30, 30), (30, 16, 0), (30, 24, 12)]
    out = []
    for justify in JUSTIFY:
        out.append(case(f"row_reverse_{justify}", 100, line, justify=justify, gapX=4, flexDirection="row-reverse"))
        out.append(case(f"row_reverse_rtl_{justify}", 100, line, justify=justify, gapX=4, direction="rtl",
                        flexDirection="row-reverse"))
    for align in ALIGN_ITEMS:
        out.append(case(f"wrap_reverse_{align}", 100, mixed, align=align, gapY=3, wrapReverse=True))
        out.append(case(f"both_reversed_{align}", 100, mixed, align=align, gapX=2, wrapReverse=True,
                        flexDirection="row-reverse"))
    out += [
        case("wrap_reverse_baseline_beside_taller", 100,
             [selfish((20, 10, 8), "baseline"), selfish((20, 30, 5), "baseline"), (20, 60), (90, 10)],
             wrapReverse=True, gapY=2),
        case("wrap_reverse_balance", 100, [(30, 10)] * 7, wrap="balance", wrapReverse=True, gapY=4),
        case("wrap_reverse_one_line", 100, [(30, 10), (30, 20)], wrapReverse=True),
        case("wrap_reverse_oversize", 100, [(150, 10), (30, 20), (30, 5)], wrapReverse=True, justify="center"),
    ]
    for value in ALIGN_CONTENT:
        items = [(40, 10), (40, 20), (40, 5), (40, 15)]
        out.append(case(f"wrap_reverse_align_content_{value}", 100, items, wrapReverse=True, height=100,
                        alignContent=value, gapY=4, align="stretch"))
        out.append(case(f"wrap_reverse_taller_than_box_{value}", 100, [(60, 10), (60, 20), (60, 7)],
                        wrapReverse=True, height=13, alignContent=value, gapY=3))
    return [dict(c, name=f"reverse_{c['name']}") for c in out]


def draw(rng, index):
    drawn = draw_aligned(rng, index)
    roll = rng.random()
    if roll < 0.4:
        drawn["wrapReverse"] = True
    elif roll < 0.7:
        drawn["flexDirection"] = "row-reverse"
    else:
        drawn["wrapReverse"] = True
        drawn["flexDirection"] = "row-reverse"
    drawn["name"] = f"reverse_random_{index:03d}"
    return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20260524)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "reverse.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
