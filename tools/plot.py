#!/usr/bin/env python3
"""Plots of a tuning run and of a match (docs/tuning.md, "Plots"). Needs matplotlib: Debian's
python3-matplotlib (tools/dev.sh installs it), so run it with /usr/bin/python3 if the python3 on
PATH lacks it.

    tools/plot.py tune STATE.json --output tune.png
        each parameter's theta over the iterations, with the band theta +- c_k that its jobs
        played, and the SPSA gain sequences a_k and c_k relative to their first values;
    tools/plot.py match SUMMARY.jsonl... --output match.png [--sprt elo0=E0 elo1=E1 ...]
        engine A's Elo per unit (a deal's games: a luzhanqi pair, a sanguo group) with its 95%
        interval as the games come in, in round order, and the SPRT's LLR between its bounds;
        the statistics are zhuge-match's (docs/match.md, "SPRT"), complete units only.
"""
import argparse
import json
import math
import sys

Z95 = 1.96
NELO_SCALE = 800 / math.log(10)


def pyplot():
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot.py: no matplotlib here; install python3-matplotlib (tools/dev.sh) and run "
                 "it with /usr/bin/python3")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"plot.py: cannot read {path}: {e}")


def plot_tune(state_path, output):
    state = load_json(state_path)
    history = state.get("history", [])
    if not history:
        sys.exit(f"plot.py: {state_path} has no results yet")
    plt = pyplot()
    params = [p["name"] for p in state["params"]]
    figure, axes = plt.subplots(len(params) + 1, 1, sharex=True, squeeze=False,
                                figsize=(8, 2.4 * (len(params) + 1)))
    x = [entry["iteration"] for entry in history]
    for axis, name in zip(axes[:, 0], params):
        theta = [entry["theta"][name] for entry in history]
        c = [entry["c"][name] for entry in history if "c" in entry]
        if len(c) == len(theta):
            axis.fill_between(x, [t - d for t, d in zip(theta, c)],
                              [t + d for t, d in zip(theta, c)], alpha=0.2,
                              label="theta +- c_k (the values played)")
        axis.plot(x, theta, label="theta")
        axis.set_ylabel(name)
        axis.legend(loc="best", fontsize="small")
    gain = axes[-1, 0]
    if all("c" in entry for entry in history):
        first = params[0]
        a = [e["R"][first] * e["c"][first] ** 2 for e in history]
        c = [e["c"][first] for e in history]
        gain.plot(x, [v / a[0] for v in a], label="a_k / a_1 (step)")
        gain.plot(x, [v / c[0] for v in c], label="c_k / c_1 (perturbation)")
        gain.legend(loc="best", fontsize="small")
    gain.set_ylabel("gain")
    gain.set_xlabel("iteration (results applied)")
    figure.suptitle(f"SPSA: {state['iteration']}/{state['iterations']} iterations of "
                    f"{state['pairs']} pairs, {sum(e.get('games', 0) for e in history)} games")
    figure.tight_layout()
    figure.savefig(output, dpi=100)
    print(f"plot.py: {output}: {len(params)} parameters over {len(history)} iterations")


def read_games(paths):
    """Every game of the summaries, each with its unit (its file and deal), in round order."""
    games = []
    for index, path in enumerate(paths):
        try:
            with open(path) as f:
                for line in f:
                    if line.strip():
                        game = json.loads(line)
                        games.append((game["round"], index, game))
        except (OSError, ValueError, KeyError) as e:
            sys.exit(f"plot.py: {path}: cannot read its games ({e})")
    if not games:
        sys.exit("plot.py: no games in " + " ".join(paths))
    games.sort(key=lambda g: (g[0], g[1]))
    return [(index, game) for _, index, game in games]


def parse_sprt(tokens):
    bounds = {"alpha": 0.05, "beta": 0.05}
    for token in tokens:
        key, _, value = token.partition("=")
        if key not in ("elo0", "elo1", "alpha", "beta"):
            sys.exit(f"plot.py: --sprt {token}: want elo0=, elo1=, alpha=, beta=")
        bounds[key] = float(value)
    if "elo0" not in bounds or "elo1" not in bounds:
        sys.exit("plot.py: --sprt needs elo0= and elo1=")
    return bounds


def elo(score):
    return 400 * math.log10(score / (1 - score)) if 0 < score < 1 else math.copysign(math.inf, score - 0.5)


def unit_statistics(scores, k, sprt):
    """zhuge-match's statistics of units of k games with scores x in [0, 1] (docs/match.md)."""
    n = len(scores)
    mean = sum(scores) / n
    variance = sum((x - mean) ** 2 for x in scores) / n
    error = math.sqrt(variance / n)
    stats = {"units": n, "score": mean, "elo": elo(mean), "low": elo(mean - Z95 * error),
             "high": elo(mean + Z95 * error), "llr": 0.0}
    if sprt and variance > 0:
        sigma = math.sqrt(k * variance)
        s0, s1 = (0.5 + sprt[e] * sigma / NELO_SCALE for e in ("elo0", "elo1"))
        stats["llr"] = (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance / n)
    return stats


def match_curve(games, sprt):
    """Engine A, the unit size k, and the statistics after each game that completed a unit."""
    a = games[0][1]["seats"][0]
    counts = {}
    for index, game in games:
        counts[(index, game["deal"])] = counts.get((index, game["deal"]), 0) + 1
    k = max(counts.values())
    seen, sixths, scores, curve = {}, {}, [], []
    for played, (index, game) in enumerate(games, 1):
        unit = (index, game["deal"])
        seen[unit] = seen.get(unit, 0) + 1
        sixths[unit] = sixths.get(unit, 0) + sum(
            p for seat, p in zip(game["seats"], game["sixths"]) if seat == a)
        if seen[unit] == k:
            scores.append(sixths[unit] / (6 * k))
            curve.append((played, unit_statistics(scores, k, sprt)))
    return a, k, curve


def finite(curve, key):
    """The curve's values of `key`, an infinite Elo (a clean sweep so far) left out as NaN."""
    return [s[key] if math.isfinite(s[key]) else math.nan for _, s in curve]


def plot_match(paths, output, sprt_tokens):
    sprt = parse_sprt(sprt_tokens) if sprt_tokens else None
    games = read_games(paths)
    a, k, curve = match_curve(games, sprt)
    if not curve:
        sys.exit("plot.py: no complete unit (all of a deal's games) in the summaries")
    others = sorted({s for _, g in games for s in g["seats"]} - {a})
    if len(others) != 1:
        sys.exit(f"plot.py: a match plot is of two engines, not {a}, {', '.join(others)}")
    plt = pyplot()
    figure, axes = plt.subplots(2 if sprt else 1, 1, sharex=True, squeeze=False,
                                figsize=(8, 6 if sprt else 3.5))
    x = [played for played, _ in curve]
    axis = axes[0, 0]
    axis.fill_between(x, finite(curve, "low"), finite(curve, "high"), alpha=0.25,
                      label="95% interval")
    axis.plot(x, finite(curve, "elo"), label=f"Elo of {a} per unit of {k} games")
    axis.axhline(0, color="grey", linewidth=0.8)
    axis.set_ylabel("Elo")
    axis.legend(loc="best", fontsize="small")
    last = curve[-1][1]
    title = (f"{a} vs {', '.join(others)}: {last['units']} units, Elo {last['elo']:+.1f} "
             f"[{last['low']:+.1f}, {last['high']:+.1f}]")
    if sprt:
        lower = math.log(sprt["beta"] / (1 - sprt["alpha"]))
        upper = math.log((1 - sprt["beta"]) / sprt["alpha"])
        axis = axes[1, 0]
        axis.plot(x, [s["llr"] for _, s in curve], label="LLR")
        for bound, name in ((upper, "accept H1"), (lower, "accept H0")):
            axis.axhline(bound, color="red", linestyle="--", linewidth=0.8)
            axis.annotate(name, (x[0], bound), fontsize="small", va="bottom")
        axis.set_ylabel(f"LLR, nElo [{sprt['elo0']:g}, {sprt['elo1']:g}]")
        title += f", LLR {last['llr']:.2f}"
    axes[-1, 0].set_xlabel("games")
    figure.suptitle(title)
    figure.tight_layout()
    figure.savefig(output, dpi=100)
    print(f"plot.py: {output}: {title}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    kinds = parser.add_subparsers(dest="kind", required=True)
    tune = kinds.add_parser("tune", help="a tools/tune.py state file")
    tune.add_argument("state")
    tune.add_argument("--output", required=True, help="the PNG to write")
    match = kinds.add_parser("match", help="zhuge-match JSON-lines summaries")
    match.add_argument("summaries", nargs="+")
    match.add_argument("--output", required=True, help="the PNG to write")
    match.add_argument("--sprt", nargs="+", metavar="BOUND", help="elo0=E0 elo1=E1 [alpha=A] [beta=B]")
    args = parser.parse_args()
    if args.kind == "tune":
        plot_tune(args.state, args.output)
    else:
        plot_match(args.summaries, args.output, args.sprt)


if __name__ == "__main__":
    main()
