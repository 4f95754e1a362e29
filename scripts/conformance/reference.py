"""Line breaking as CSS flex-wrap does it, in exact fractions.

Only the random case maker uses this: it needs each line's free space to
reject cases whose justify-content offsets Chromium would round (Chromium
keeps lengths in LayoutUnits of 1/64 px and truncates divisions), so that the
committed expectations are exact to well under the test tolerance.
"""

from fractions import Fraction


def greedy_lines(widths, gap, width):
    """Exclusive line ends, filling each line as far as it goes."""
    ends = []
    x = None
    for index, w in enumerate(widths):
        if x is not None and x + gap + w > width:
            ends.append(index)
            x = w
        else:
            x = w if x is None else x + gap + w
    if widths:
        ends.append(len(widths))
    return ends


def line_length(widths, gap, start, end):
    return sum(widths[start:end]) + gap * (end - start - 1)


def balanced_lines(widths, gap, width):
    """Greedy's line count; minimum sum of squared lengths; ties keep more
    items on earlier lines (the last line as short as possible, then the one
    before it, and so on)."""
    n = len(widths)
    if n == 0:
        return []
    k = len(greedy_lines(widths, gap, width))

    def fits(s, e):
        return e - s == 1 or line_length(widths, gap, s, e) <= width

    inf = None
    # best[t][e]: (cost, previous end) for t+1 lines covering [0, e).
    best = [[inf] * (n + 1) for _ in range(k)]
    for e in range(1, n + 1):
        if fits(0, e):
            best[0][e] = (line_length(widths, gap, 0, e) ** 2, 0)
    for t in range(1, k):
        for e in range(1, n + 1):
            choice = inf
            for s in range(1, e):
                if best[t - 1][s] is None or not fits(s, e):
                    continue
                cost = best[t - 1][s][0] + line_length(widths, gap, s, e) ** 2
                if choice is None or cost <= choice[0]:
                    choice = (cost, s)
            best[t][e] = choice
    ends = []
    e = n
    for t in range(k - 1, -1, -1):
        ends.append(e)
        e = best[t][e][1]
    return ends[::-1]


def line_ranges(ends):
    start = 0
    for end in ends:
        yield start, end
        start = end


def shares_exactly(value, n, free):
    """True when distributing `free` among `n` boxes by the CSS keyword
    `value` (justify-content or align-content) divides it into whole
    LayoutUnits of 1/64 px, so Chromium's truncation changes nothing."""
    if n == 0:
        return True
    divisors = {
        "start": [],
        "end": [],
        "center": [2],
        "space-between": [n - 1] if n > 1 and free > 0 else [],
        "space-around": [n, 2 * n] if free > 0 else [],
        "space-evenly": [n + 1] if free > 0 else [],
        "stretch": [n] if free > 0 else [],
    }[value]
    return all((free / d) % Fraction(1, 64) == 0 for d in divisors)


def margins(item):
    """[top, right, bottom, left] as Fractions, auto sides as 0."""
    return [Fraction(0) if side == "auto" else Fraction(side) for side in item.get("margin", [0, 0, 0, 0])]


def outer_width(item):
    top, right, bottom, left = margins(item)
    return Fraction(item["w"]) + left + right


def outer_height(item):
    top, right, bottom, left = margins(item)
    return Fraction(item["h"]) + top + bottom


def auto_along(item):
    margin = item.get("margin", [0, 0, 0, 0])
    return (margin[1] == "auto") + (margin[3] == "auto")


def auto_across(item):
    margin = item.get("margin", [0, 0, 0, 0])
    return margin[0] == "auto" or margin[2] == "auto"


def exact_in_layout_units(case):
    """True when every offset Chromium derives by division is a whole number
    of 1/64 px, so its truncation changes nothing. Auto margins along a line
    take its positive free space first, in equal shares."""
    widths = [outer_width(item) for item in case["items"]]
    gap = Fraction(case["gapX"])
    width = Fraction(case["width"])
    for start, end in line_ranges(line_ends(case)):
        free = width - line_length(widths, gap, start, end)
        autos = sum(auto_along(item) for item in case["items"][start:end])
        if autos and free > 0 and case["justify"] != "stretch":
            if (free / autos) % Fraction(1, 64) != 0:
                return False
            free = Fraction(0)
        if not shares_exactly(case["justify"], end - start, free):
            return False
    return True


def line_ends(case):
    widths = [outer_width(item) for item in case["items"]]
    gap = Fraction(case["gapX"])
    width = Fraction(case["width"])
    if case["wrap"] == "balance":
        # Chromium's balanced breaker counts a negative outer width (negative
        # margins) as 0, in its line count too.
        return balanced_lines([max(Fraction(0), w) for w in widths], gap, width)
    return greedy_lines(widths, gap, width)


def lines_height(case):
    """The lines' heights plus the gaps between them: the content that
    align-content places in a container of fixed height."""
    heights = []
    for start, end in line_ranges(line_ends(case)):
        items = case["items"][start:end]
        # Items aligned by baseline (no auto margin across the line) add their
        # ascent and descent, the others their outer height.
        def by_baseline(item):
            return item.get("alignSelf", case["align"]) == "baseline" and not auto_across(item)

        group = [item for item in items if by_baseline(item)]
        others = [item for item in items if not by_baseline(item)]
        ascent = max((margins(item)[0] + Fraction(item.get("baseline", item["h"])) for item in group), default=0)
        descent = max((Fraction(item["h"]) - Fraction(item.get("baseline", item["h"])) + margins(item)[2]
                       for item in group), default=0)
        heights.append(max([ascent + descent] + [outer_height(item) for item in others]))
    return sum(heights) + Fraction(case["gapY"]) * max(0, len(heights) - 1), len(heights)


def align_content_exact(case):
    """True when every offset Chromium derives by dividing the container's
    free height among the lines is a whole number of 1/64 px."""
    content, n = lines_height(case)
    return shares_exactly(case["alignContent"], n, Fraction(case["height"]) - content)


def content_height(case):
    """The container's content height: its height or its lines', clamped to
    min-height and max-height (the minimum wins)."""
    content, _ = lines_height(case)
    height = Fraction(case["height"]) if "height" in case else content
    if "maxHeight" in case:
        height = min(height, Fraction(case["maxHeight"]))
    return max(height, Fraction(case.get("minHeight", 0)))


def clamped_align_content_exact(case):
    """align_content_exact for a container whose height min-height and
    max-height may change."""
    content, n = lines_height(case)
    return shares_exactly(case.get("alignContent", "start"), n, content_height(case) - content)
