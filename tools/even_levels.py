#!/usr/bin/env python3
"""Settings for evenly spaced strength levels, from a measured ladder (docs/strength.md, "Levels").

A ladder (tools/ladder.py) gives each Skill Level's Elo; its steps are uneven. This fits a curve
through the 21 fitted Elo, a polynomial of --degree in the level (least squares) or, with
--curve linear, the broken line through them, and finds the settings s_0 = 0 < s_1 < ... <
s_20 = 20 at which the curve rises by one twentieth of its span each: the level k of the next pass
is the level s_k of the one measured. With --span LOW:HIGH only the levels between LOW and HIGH
are spread, over the curve through theirs; the others keep their settings. It then prints each of
the engine's tables of levels 0..19 read at s_k the way the engine reads a fractional level
(search/strength_level.cpp): on a log scale between the two entries around s, linearly where one
of them is 0 or the table is named by --linear, and past level 19 the last step's ratio goes on.
Standard library only.

    python3 tools/even_levels.py --elo 368,422,...,1344 \\
        --table budgets=150,180,...,120701 --table temperatures=1600,1200,...,10.5
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ladder import solve  # noqa: E402  (Gauss-Jordan; one solver for the project's fits)

LEVELS = 21  # 0..20; 20 is full strength, with no table entry
TABLE_LEVELS = LEVELS - 1


def polynomial_fit(xs, ys, degree):
    """Least-squares coefficients c_0..c_degree of sum c_i x^i, on x scaled to [0, 1]."""
    scale = max(xs)
    size = degree + 1
    normal = [[0.0] * size for _ in range(size)]
    rhs = [0.0] * size
    for x, y in zip(xs, ys):
        powers = [(x / scale) ** i for i in range(size)]
        for i in range(size):
            rhs[i] += powers[i] * y
            for j in range(size):
                normal[i][j] += powers[i] * powers[j]
    coefficients = solve(normal, rhs)[1]
    return lambda x: sum(c * (x / scale) ** i for i, c in enumerate(coefficients))


def broken_line(xs, ys):
    """The curve through (xs[i], ys[i]), straight between neighbours; xs rise by 1."""
    def curve(x):
        i = min(max(int(x - xs[0]), 0), len(xs) - 2)
        return ys[i] + (ys[i + 1] - ys[i]) * (x - xs[i])
    return curve


def even_settings(curve, steps=LEVELS - 1, lowest=0.0, highest=20.0):
    """s_0..s_steps with curve(s_k) = curve(lowest) + k/steps of the rise, by bisection. The
    curve must rise over [lowest, highest]; a fit that falls somewhere is refused."""
    grid = [lowest + (highest - lowest) * i / 1000 for i in range(1001)]
    values = [curve(x) for x in grid]
    if any(b <= a for a, b in zip(values, values[1:])):
        raise ValueError("the fitted curve does not rise everywhere; try a lower --degree")
    start, end = values[0], values[-1]
    settings = [lowest]
    for k in range(1, steps):
        target = start + (end - start) * k / steps
        lo, hi = lowest, highest
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if curve(mid) < target else (lo, mid)
        settings.append((lo + hi) / 2)
    return settings + [highest]


def read_at(table, level, linear=False):
    """`table` (levels 0..19) at a fractional level, as the engine reads it."""
    if level <= 0:
        return table[0]
    below = min(int(level), len(table) - 2)
    fraction = level - below
    a, b = table[below], table[below + 1]
    if linear or a <= 0 or b <= 0:
        return a + (b - a) * fraction
    return a * (b / a) ** fraction


def parse_numbers(text, count, what):
    try:
        values = [float(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} '{text}': want numbers separated by commas")
    if len(values) != count:
        raise argparse.ArgumentTypeError(f"{what}: want {count} numbers, got {len(values)}")
    return values


def parse_table(text):
    name, sep, values = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"--table '{text}': want NAME=v0,...,v19")
    return name, parse_numbers(values, TABLE_LEVELS, f"--table {name}")


def parse_span(text):
    low, sep, high = text.partition(":")
    try:
        span = (int(low), int(high))
    except ValueError:
        span = None
    if not sep or span is None or not 0 <= span[0] < span[1] <= LEVELS - 1:
        raise argparse.ArgumentTypeError(f"--span '{text}': want LOW:HIGH, 0 <= LOW < HIGH <= 20")
    return span


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--elo", required=True,
                        type=lambda text: parse_numbers(text, LEVELS, "--elo"),
                        help="the fitted Elo of levels 0..20, from tools/ladder.py")
    parser.add_argument("--table", type=parse_table, action="append", default=[],
                        metavar="NAME=v0,...,v19", help="an engine table of levels 0..19")
    parser.add_argument("--linear", action="append", default=[], metavar="NAME",
                        help="a table the engine reads linearly between levels (repeatable)")
    parser.add_argument("--curve", choices=("polynomial", "linear"), default="polynomial",
                        help="a least-squares polynomial, or the broken line through the Elo")
    parser.add_argument("--degree", type=int, default=4, help="the fitted polynomial's degree")
    parser.add_argument("--span", type=parse_span, default=(0, LEVELS - 1), metavar="LOW:HIGH",
                        help="spread only the levels from LOW to HIGH (default 0:20)")
    args = parser.parse_args()
    if not 1 <= args.degree <= 8:
        parser.error("--degree: want 1..8")
    low, high = args.span
    xs, ys = list(range(low, high + 1)), args.elo[low:high + 1]
    curve = broken_line(xs, ys) if args.curve == "linear" else polynomial_fit(xs, ys, args.degree)
    try:
        spread = even_settings(curve, high - low, low, high)
    except ValueError as error:
        parser.error(str(error))
    settings = list(range(low)) + spread + list(range(high + 1, LEVELS))
    rise = curve(high) - curve(low)
    print(f"fitted curve: {curve(low):.0f} to {curve(high):.0f}, {rise:.0f} Elo, "
          f"{rise / (high - low):.1f} a level")
    print("settings: " + ", ".join(f"{s:.2f}" for s in settings))
    for name, table in args.table:
        values = [read_at(table, s, name in args.linear) for s in settings[:TABLE_LEVELS]]
        print(f"{name}: " + ", ".join(f"{v:.0f}" if v >= 100 else f"{v:.3g}" for v in values))


if __name__ == "__main__":
    main()
