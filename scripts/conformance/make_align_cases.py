#!/usr/bin/env python3
"""Writes cases/align.json: align-items: stretch and per-item align-self.

Targeted cases first (stretch beside taller and shorter items, beside a
baseline group, in lines that align-content stretches, items that opt out
with align-self), then seeded random cases drawn as make_random_cases.py
draws them, with `stretch` among the container's values and an align-self on
about a third of the items; a quarter of them in a container of fixed height
(align-content). A case is drawn again while Chromium would round a division
(see reference.py). Edit this file, not the JSON, then rerun generate.py.

Usage: python3 scripts/conformance/make_align_cases.py [--count N] [--seed S]
"""

import argparse
import os
import random
import sys

sys.dont_write_bytecode = True  # keep the folder free of __pycache__

from make_align_content_cases import ALIGN_CONTENT, with_height
from make_handwritten_cases import case, item
from make_random_cases import ALIGN, draw_case, dump_cases
from reference import align_content_exact, exact_in_layout_units

ALIGN_ITEMS = ALIGN + ["stretch"]


def selfish(spec, align_self):
    result = item(*spec)
    result["alignSelf"] = align_self
    return result


def targeted():
    mixed = [(30, 20, 15), (30, 40, 10), (30, 10), (30, 30, 30), (30, 16, 0), (30, 24, 12)]
    out = [
        case("stretch_mixed_heights", 100, mixed, align="stretch", gapY=3),
        case("stretch_rtl_balanced", 100, mixed, align="stretch", direction="rtl", wrap="balance", gapX=4),
        case("stretch_zero_heights", 100, [(30, 0), (30, 0), (30, 12), (30, 0)], align="stretch"),
        case("stretch_one_item_lines", 100, [(90, 10), (90, 25), (120, 5)], align="stretch", gapY=2),
        case("stretch_with_justify_stretch", 100, [(20, 10), (30, 30), (10, 5)], align="stretch", justify="stretch"),
        case("stretch_beside_baseline_group", 100,
             [selfish((20, 10, 8), "baseline"), selfish((20, 30, 5), "baseline"), (20, 12), (20, 40)],
             align="stretch"),
        case("stretch_opt_out_by_align_self", 100,
             [(20, 10), selfish((20, 10), "start"), selfish((20, 10), "center"), selfish((20, 10), "end"), (20, 30)],
             align="stretch"),
        case("stretch_in_align_content_stretch", 100, [(40, 10), (40, 20), (40, 5), (40, 15)], align="stretch",
             height=100, alignContent="stretch", gapY=4),
        case("stretch_in_align_content_center", 100, [(40, 10), (40, 20), (40, 5), (40, 15)], align="stretch",
             height=100, alignContent="center", gapY=4),
        case("stretch_lines_taller_than_box", 100, [(60, 10), (60, 20), (60, 7)], align="stretch",
             height=13, alignContent="stretch"),
    ]
    # Every align-self value in a container of every align-items value.
    for align in ALIGN_ITEMS:
        items = [selfish((15, 10 + 4 * index, 3 + index), value) for index, value in enumerate(ALIGN_ITEMS)]
        items.append((15, 50, 20))
        out.append(case(f"self_each_in_{align}", 100, items, align=align))
        out.append(case(f"self_each_in_{align}_two_lines", 60, items, align=align, gapX=2, gapY=3))
    out += [
        case("self_baseline_in_start", 100,
             [(20, 30), selfish((20, 10, 10), "baseline"), selfish((20, 40, 4), "baseline"), (20, 5)]),
        case("self_baseline_only_one", 100, [(20, 30), selfish((20, 10, 2), "baseline"), (20, 5)], align="end"),
        case("self_stretch_in_baseline", 100,
             [(20, 30, 10), selfish((20, 10), "stretch"), (20, 20, 20), selfish((20, 5), "stretch")], align="baseline"),
    ]
    return [dict(c, name=f"align_{c['name']}") for c in out]


def draw(rng, index):
    while True:
        drawn = draw_case(rng, index)
        drawn["align"] = rng.choice(ALIGN_ITEMS)
        for spec in drawn["items"]:
            if rng.random() < 0.35:
                spec["alignSelf"] = rng.choice(ALIGN_ITEMS)
        if not exact_in_layout_units(drawn):
            continue
        if rng.random() < 0.25:
            drawn = with_height(drawn, rng, rng.choice(ALIGN_CONTENT))
            if not align_content_exact(drawn):
                continue
        drawn["name"] = f"align_random_{index:03d}"
        return drawn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160)
    parser.add_argument("--seed", type=int, default=20260523)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = targeted() + [draw(rng, index) for index in range(args.count)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases", "align.json")
    with open(out, "w") as f:
        f.write(dump_cases(cases))
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
