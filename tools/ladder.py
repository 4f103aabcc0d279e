#!/usr/bin/env python3
"""The strength ladder of Skill Level (docs/strength.md, "Levels (issue 16)").

Plays, through zhuge-match, `Player random` against the lowest level and every measured level
against the next one, then fits every level's Elo with `Player random` = 0 and prints a table
with 95% intervals.

A pair's unit of play is zhuge-match's deal, whose games are grouped by the summary's "deal" field
and whose results are independent: in luzhanqi a deal played twice with the first mover swapped
(the pentanomial pair, scored 0, 1/4, ..., 1), in sanguo an opening played in the six seatings of
the two engines (the higher engine's share of the six points); the script names no game.
Each pair's mean score s comes from its units, with one virtual drawn unit added so that a clean
sweep still has a finite Elo (a lower bound, flagged in the table); its standard error from the
variance of a unit's score pooled over every pair of the fit but the sweeps (the pairs' units
are alike, and a handful of units alone can misjudge their variance badly). The
pair's Elo difference is 400 log10(s / (1 - s)), its standard error by the delta method. The fit
is weighted least squares over the pairs (on a chain of neighbours it adds the differences up);
the intervals are +-1.96 standard errors from the fit's covariance.

Each pair's games go to OUT/<low>-<high>.jsonl, written under another name until zhuge-match
ends well; a pair whose file exists is not replayed (--fresh replays everything), so a run can be
resumed or refitted. --also DIR folds the pairs of an earlier run (its <low>-<high>.jsonl files
between the levels asked for, neighbours or not, but for the pairs this run plays) into the fit
without playing them.

Last it prints the ladder for the code (search/<game>/strength_level.hpp, kLadder): the fitted
Elo made non-decreasing in the level by pooling adjacent violators, weighted by the inverse
variances, and each pooled run of levels, measured alike, made one rung at its middle level (at
level 0 or 20 for a run at an end, so that the ladder spans them). A
level's budget only grows with its number, so its true strength does too; a dip in the fit is
noise, and the engine's mapping from UCI_Elo to a level needs a rising ladder.
Standard library only.
"""
import argparse
import json
import math
import os
import shlex
import subprocess
import sys

RANDOM = "random"
Z95 = 1.96
ELO_PER_LOGIT = 400 / math.log(10)


def level_name(level):
    return RANDOM if level is None else f"L{level}"


def engine_flags(args, level):
    tokens = [f"cmd={args.engine}", f"name={level_name(level)}"] + shlex.split(args.engine_args)
    if level is None:
        tokens += ["option.Player=random", "nodes=1"]
    else:
        tokens += [f"option.Skill Level={level}"] + shlex.split(args.control)
    return ["--engine"] + tokens


def play_pair(args, low, high):
    """The summary file of `low` against `high`, played unless it already holds every game."""
    path = os.path.join(args.out, f"{level_name(low)}-{level_name(high)}.jsonl")
    if os.path.exists(path) and not args.fresh:
        return path
    part = path + ".part"
    if os.path.exists(part):
        os.remove(part)
    command = [args.match, "--deals", str(args.deals), "--seed", str(args.seed),
               "--concurrency", str(args.concurrency), "--summary", part]
    if args.variant:
        command += ["--variant", args.variant]
    if args.openings:
        command += ["--openings", args.openings]
    command += shlex.split(args.match_args) + engine_flags(args, high) + engine_flags(args, low)
    print("ladder.py: " + " ".join(shlex.quote(c) for c in command), flush=True)
    done = subprocess.run(command, stdout=subprocess.DEVNULL)
    if done.returncode != 0:
        sys.exit(f"ladder.py: zhuge-match failed ({done.returncode})")
    os.replace(part, path)
    return path


def unit_scores(path, high):
    """The higher engine's score in [0, 1] per independent unit (deal), and a unit's games."""
    sixths = {}
    with open(path) as f:
        for line in f:
            game = json.loads(line)
            won = sum(p for seat, p in zip(game["seats"], game["sixths"]) if seat == high)
            sixths.setdefault(game["deal"], []).append(won)
    return ([sum(games) / (6 * len(games)) for games in sixths.values()],
            max(len(games) for games in sixths.values()))


def with_prior(scores):
    """The units' scores with the virtual drawn unit."""
    return scores + [0.5]


def pooled_unit_variance(pairs_scores):
    """The variance of one unit's score, pooled over the pairs that are not sweeps: their units
    are alike (two levels close in strength, the same unit of play), and a handful of units alone
    can misjudge it badly (three that happen to score alike would claim a tiny error)."""
    squares, freedom = 0.0, 0
    for scores in pairs_scores:
        if sum(scores) in (0, len(scores)):
            continue
        units = with_prior(scores)
        mean = sum(units) / len(units)
        squares += sum((x - mean) ** 2 for x in units)
        freedom += len(units) - 1
    return squares / freedom if freedom else None


def pair_estimate(scores, unit_variance):
    """Elo difference, its standard error, the raw mean score and whether it was a sweep. A sweep
    keeps its own variance (that of the virtual drawn unit): its Elo is only a lower bound."""
    units = with_prior(scores)
    n = len(units)
    s = sum(units) / n
    raw = sum(scores) / len(scores)
    sweep = raw in (0.0, 1.0)
    if sweep or unit_variance is None:
        unit_variance = sum((x - s) ** 2 for x in units) / (n - 1)
    if unit_variance == 0:
        # Every unit alike, so too few of them to measure a spread: the most a score in [0, 1]
        # with this mean can vary, rather than a claim of no error at all.
        unit_variance = s * (1 - s)
    elo = ELO_PER_LOGIT * math.log(s / (1 - s))
    se = ELO_PER_LOGIT * math.sqrt(unit_variance / n) / (s * (1 - s))
    return elo, se, raw, sweep


def earlier_pairs(directory, levels, played=()):
    """(low, high, path) for each summary <low>-<high>.jsonl in `directory` between `levels`,
    but for the pairs in `played` (this run's: the same games again if the seeds agree)."""
    names = {level_name(level): level for level in [None] + levels}
    found = []
    for entry in sorted(os.listdir(directory)):
        stem, ext = os.path.splitext(entry)
        low, _, high = stem.partition("-")
        if (ext == ".jsonl" and low in names and high in names and names[high] is not None and
                (names[low], names[high]) not in played):
            found.append((names[low], names[high], os.path.join(directory, entry)))
    return found


def monotone(values, weights):
    """The non-decreasing sequence nearest `values` in weighted least squares (pool adjacent
    violators): each run that falls is replaced by its weighted mean."""
    blocks = []  # [mean, weight, count]
    for v, w in zip(values, weights):
        blocks.append([v, w, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            v2, w2, n2 = blocks.pop()
            v1, w1, n1 = blocks.pop()
            blocks.append([(v1 * w1 + v2 * w2) / (w1 + w2), w1 + w2, n1 + n2])
    return [mean for mean, _, count in blocks for _ in range(count)]


def rungs(levels, elo, se):
    """The code's rising ladder: (level, Elo) with runs of equal monotone Elo made one rung, at
    their middle level, or at the end level for a run at either end (the ladder spans them)."""
    ordered = monotone(elo, [1 / s ** 2 for s in se])
    runs = []  # [levels, Elo]
    for level, e in zip(levels, ordered):
        if runs and runs[-1][1] == e:
            runs[-1][0].append(level)
        else:
            runs.append([[level], e])
    def level_of(run):
        if levels[0] in run or levels[-1] in run:
            return levels[0] if levels[0] in run else levels[-1]
        return sum(run) / len(run)

    return [(level_of(run), e) for run, e in runs]


def solve(matrix, vector):
    """Gauss-Jordan elimination with partial pivoting: matrix^-1 and matrix^-1 vector."""
    n = len(matrix)
    rows = [matrix[i][:] + [1.0 if j == i else 0.0 for j in range(n)] + [vector[i]]
            for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        rows[col] = [x / head for x in rows[col]]
        for r in range(n):
            if r != col:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [row[n:2 * n] for row in rows], [row[-1] for row in rows]


def fit(levels, pairs):
    """Weighted least squares Elo of `levels` (random fixed at 0) from (low, high, d, se)."""
    index = {level: i for i, level in enumerate(levels)}
    n = len(levels)
    normal = [[0.0] * n for _ in range(n)]
    rhs = [0.0] * n
    for low, high, d, se in pairs:
        w = 1 / se ** 2
        row = [0.0] * n
        row[index[high]] += 1
        if low is not None:
            row[index[low]] -= 1
        for i in range(n):
            rhs[i] += w * row[i] * d
            for j in range(n):
                normal[i][j] += w * row[i] * row[j]
    covariance, elo = solve(normal, rhs)
    return elo, [math.sqrt(covariance[i][i]) for i in range(n)]


def parse_levels(text):
    try:
        levels = sorted({int(x) for x in text.split(",")})
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}': want levels like 0,5,10")
    if not levels or levels[0] < 0 or levels[-1] > 20:
        raise argparse.ArgumentTypeError(f"'{text}': levels are 0..20")
    return levels


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", help="zhuge-match's --variant (default: its own)")
    parser.add_argument("--match", required=True, help="the zhuge-match binary")
    parser.add_argument("--engine", required=True, help="the zhuge binary")
    parser.add_argument("--levels", type=parse_levels, default=parse_levels("0,5,10,15,20"))
    parser.add_argument("--control", default="st=0.2", help="the levels' zhuge-match limits")
    parser.add_argument("--engine-args", default="", help="more settings for every engine")
    parser.add_argument("--match-args", default="", help="more zhuge-match flags, e.g. --margin 500")
    parser.add_argument("--deals", type=int, default=8,
                        help="per pair: zhuge-match's deals (luzhanqi: two games each, sanguo: "
                             "openings in six seatings)")
    parser.add_argument("--openings", help="zhuge-match's --openings, e.g. " +
                        os.path.join(here, "openings", "sanguo-3ply.fen"))
    parser.add_argument("--seed", type=int, default=1, help="zhuge-match's --seed")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--out", default="ladder", help="folder of the pairs' game summaries")
    parser.add_argument("--fresh", action="store_true", help="replay pairs already played")
    parser.add_argument("--also", action="append", default=[], metavar="DIR",
                        help="fold the pairs of an earlier run in DIR into the fit (repeatable)")
    args = parser.parse_args()
    if args.deals < 1 or args.concurrency < 1:
        parser.error("--deals and --concurrency must be positive")
    os.makedirs(args.out, exist_ok=True)

    chain = [None] + args.levels
    measured = []  # (low, high, unit scores, where from)
    for low, high in zip(chain, chain[1:]):
        scores, unit_games = unit_scores(play_pair(args, low, high), level_name(high))
        measured.append((low, high, scores, ""))
    for directory in args.also:
        for low, high, path in earlier_pairs(directory, args.levels, set(zip(chain, chain[1:]))):
            measured.append((low, high, unit_scores(path, level_name(high))[0],
                             f"  (from {directory})"))
    unit_variance = pooled_unit_variance([scores for _, _, scores, _ in measured])
    pairs, rows = [], []
    for low, high, scores, source in measured:
        d, se, raw, sweep = pair_estimate(scores, unit_variance)
        pairs.append((low, high, d, se))
        rows.append((low, high, len(scores), raw, d, se, sweep, source))
    elo, se = fit(args.levels, pairs)

    print(f"{args.variant or 'zhuge-match default game'}, control '{args.control}', "
          f"{args.deals} deals of {unit_games} games per pair")
    print(f"{'pair':>14} {'units':>5} {'score':>6} {'Elo diff':>9} {'95%':>9}")
    for low, high, n, raw, d, s, sweep, source in rows:
        flag = ("  (sweep: lower bound)" if sweep else "") + source
        print(f"{level_name(low) + '-' + level_name(high):>14} {n:>5} {raw:>6.3f} {d:>+9.0f} "
              f"{'+-' + format(Z95 * s, '.0f'):>9}{flag}")
    print(f"{'level':>6} {'Elo':>6}  95% interval")
    print(f"{RANDOM:>6} {0:>6}  (anchor)")
    for level, e, s in zip(args.levels, elo, se):
        print(f"{level:>6} {e:>6.0f}  [{e - Z95 * s:.0f}, {e + Z95 * s:.0f}]")
    print("kLadder (rising): " +
          ", ".join(f"{{{level:g}, {e:.0f}}}" for level, e in rungs(args.levels, elo, se)))


if __name__ == "__main__":
    main()
