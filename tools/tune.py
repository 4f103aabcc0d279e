#!/usr/bin/env python3
"""SPSA tuning of an engine's spin options by self-play through zhuge-match (docs/match.md).

The formulas are fishtest's. For a parameter with c_end and r_end, over N game pairs in all:
    c = c_end * N**gamma,  a_end = r_end * c_end**2,  a = a_end * (A + N)**alpha
and at pair k (1-based) c_k = c / k**gamma, a_k = a / (A + k)**alpha, R_k = a_k / c_k**2.
Each iteration draws a flip of +-1 per parameter, plays --pairs game pairs of theta + c_k*flip
against theta - c_k*flip, and moves theta by R_k * c_k * result * flip, where result is
wins - losses in luzhanqi. In sanguo a "pair" is one opening, drawn at random from --openings,
played in its six seatings of the two engines (AAB ABA BAA ABB BAB BBA); result is the points
of plus minus those of minus (each game gives one point), which is 0 on average at equal
strength because each engine holds as many seats as the other over the six games.
Defaults: alpha 0.602, gamma 0.101, A = 0.1 * N. Standard library only.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time


def parse_param(text):
    parts = text.split(",")
    if len(parts) != 6:
        raise argparse.ArgumentTypeError(f"'{text}': want name,start,min,max,c_end,r_end")
    name = parts[0]
    try:
        start, low, high, c_end, r_end = (float(p) for p in parts[1:])
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}': start,min,max,c_end,r_end must be numbers")
    if not (low <= start <= high) or c_end <= 0 or r_end <= 0:
        raise argparse.ArgumentTypeError(f"'{text}': need min <= start <= max, c_end, r_end > 0")
    return {"name": name, "start": start, "min": low, "max": high, "c_end": c_end,
            "r_end": r_end, "theta": start}


def clamp(value, param):
    return min(param["max"], max(param["min"], value))


def spin(value):
    """Options of type spin are integers."""
    return int(round(value))


def new_state(args):
    total_pairs = args.iterations * args.pairs
    return {"params": args.param, "iterations": args.iterations, "pairs": args.pairs,
            "alpha": args.alpha, "gamma": args.gamma,
            "A": args.A if args.A is not None else 0.1 * total_pairs,
            "seed": args.seed, "iteration": 0, "pairs_done": 0, "history": []}


def load_state(args):
    if os.path.exists(args.state) and not args.fresh:
        with open(args.state) as f:
            return json.load(f)
    if not args.param:
        sys.exit("tune.py: no --param and no state file to resume")
    return new_state(args)


def save_state(state, path):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1)
    os.replace(tmp, path)


def engine_flags(args, name, values):
    tokens = [f"cmd={args.engine}", f"name={name}"] + args.engine_args.split()
    tokens += [f"option.{p}={spin(v)}" for p, v in values.items()]
    return ["--engine"] + tokens


def game_result(game):
    """The plus engine's gain in one game: win 1, loss -1; in sanguo, in sixths of a point."""
    sixths = {"plus": 0, "minus": 0}
    for seat, points in zip(game["seats"], game["sixths"]):
        sixths[seat] += points
    if game["variant"] == "sanguo":
        return sixths["plus"] - sixths["minus"]
    return (sixths["plus"] == 6) - (sixths["plus"] == 0)


def play(args, state, plus, minus, iteration):
    """The plus engine's gain over the iteration's game pairs (see game_result)."""
    seed = state["seed"] * 1000003 + iteration
    with tempfile.TemporaryDirectory() as tmp:
        summary = os.path.join(tmp, "games.jsonl")
        command = [args.match, "--variant", args.variant, "--deals", str(state["pairs"]),
                   "--seed", str(seed), "--concurrency", str(args.concurrency),
                   "--summary", summary]
        if args.variant == "sanguo":
            openings = os.path.join(tmp, "openings.fen")
            with open(openings, "w") as f:
                f.write("\n".join(random.Random(seed).sample(args.openings, state["pairs"])))
            command += ["--openings", openings]
        command += engine_flags(args, "plus", plus) + engine_flags(args, "minus", minus)
        done = subprocess.run(command, stdout=subprocess.DEVNULL)
        if done.returncode != 0:
            sys.exit(f"tune.py: zhuge-match failed ({done.returncode}): {' '.join(command)}")
        with open(summary) as f:
            total = sum(game_result(json.loads(line)) for line in f)
        return total / 6 if args.variant == "sanguo" else total


def games_per_pair(variant):
    """A luzhanqi pair is a deal played twice; a sanguo one an opening in six seatings."""
    return 6 if variant == "sanguo" else 2


def duration(seconds):
    """'1h05m', '12m30s' or '45s'."""
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h{minutes:02d}m"
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


class Progress:
    """The progress line after each iteration: the rate is this run's, so a resumed run
    measures its own speed; the games done count the earlier runs' too."""

    def __init__(self, state, variant, clock=time.monotonic):
        self.clock = clock
        self.start = clock()
        self.first_iteration = state["iteration"]
        self.games_per_iteration = state["pairs"] * games_per_pair(variant)

    def line(self, state):
        played = (state["iteration"] - self.first_iteration) * self.games_per_iteration
        minutes = (self.clock() - self.start) / 60
        rate = played / minutes if minutes > 0 else 0.0
        left = (state["iterations"] - state["iteration"]) * self.games_per_iteration
        eta = duration(60 * left / rate) if rate > 0 else "unknown"
        return (f"progress: iteration {state['iteration']}/{state['iterations']}, "
                f"{state['iteration'] * self.games_per_iteration} games, "
                f"{rate:.1f} games/min, {eta} left")


def step(args, state, rng):
    n_total = state["iterations"] * state["pairs"]
    k = state["pairs_done"] + 1
    plus, minus, flips, gains = {}, {}, {}, {}
    for p in state["params"]:
        c = p["c_end"] * n_total ** state["gamma"]
        a = p["r_end"] * p["c_end"] ** 2 * (state["A"] + n_total) ** state["alpha"]
        c_k = c / k ** state["gamma"]
        a_k = a / (state["A"] + k) ** state["alpha"]
        flip = rng.choice((-1, 1))
        plus[p["name"]] = clamp(p["theta"] + c_k * flip, p)
        minus[p["name"]] = clamp(p["theta"] - c_k * flip, p)
        flips[p["name"]] = flip
        gains[p["name"]] = a_k / c_k ** 2 * c_k
    result = play(args, state, plus, minus, state["iteration"])
    for p in state["params"]:
        p["theta"] = clamp(p["theta"] + gains[p["name"]] * result * flips[p["name"]], p)
    state["iteration"] += 1
    state["pairs_done"] += state["pairs"]
    entry = {"iteration": state["iteration"], "result": result,
             "theta": {p["name"]: p["theta"] for p in state["params"]}}
    state["history"].append(entry)
    print(f"iteration {entry['iteration']}: result {result:+g}  " +
          "  ".join(f"{n}={v:.3f}" for n, v in entry["theta"].items()), flush=True)


def load_openings(path, pairs, parser):
    """The FEN lines of `path`, at least `pairs` of them (comments and blank lines skipped)."""
    try:
        with open(path) as f:
            fens = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    except OSError as e:
        parser.error(f"--openings: {e}")
    if len(fens) < pairs:
        parser.error(f"--openings: {path} has {len(fens)} openings, fewer than --pairs {pairs}")
    return fens


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--match", required=True, help="path of zhuge-match")
    parser.add_argument("--engine", required=True, help="the engine command")
    parser.add_argument("--engine-args", default="tc=10+0.1",
                        help="zhuge-match settings for both engines (limits, fixed options)")
    parser.add_argument("--param", type=parse_param, action="append", default=[],
                        help="name,start,min,max,c_end,r_end (repeat for more)")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--pairs", type=int, default=1, help="game pairs per iteration")
    parser.add_argument("--variant", default="luzhanqi-flip", choices=["luzhanqi-flip", "sanguo"])
    parser.add_argument("--openings", default=os.path.join(os.path.dirname(__file__), "openings",
                                                           "sanguo-3ply.fen"),
                        help="sanguo: the FEN file the openings are drawn from")
    parser.add_argument("--alpha", type=float, default=0.602)
    parser.add_argument("--gamma", type=float, default=0.101)
    parser.add_argument("--A", type=float, default=None, help="default 0.1 x all game pairs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--state", default="tune-state.json", help="resumable state file")
    parser.add_argument("--fresh", action="store_true", help="ignore an existing state file")
    parser.add_argument("--output", help="write the final values here as setoption lines")
    args = parser.parse_args()
    if args.iterations < 1 or args.pairs < 1 or args.concurrency < 1:
        parser.error("--iterations, --pairs and --concurrency must be positive")
    if args.variant == "sanguo":
        args.openings = load_openings(args.openings, args.pairs, parser)

    state = load_state(args)
    rng = random.Random(state["seed"])
    for _ in range(state["iteration"]):  # the same flips on resume as in one run
        for _ in state["params"]:
            rng.choice((-1, 1))
    progress = Progress(state, args.variant)
    while state["iteration"] < state["iterations"]:
        step(args, state, rng)
        save_state(state, args.state)
        print(progress.line(state), flush=True)

    final = {p["name"]: spin(p["theta"]) for p in state["params"]}
    print("final: " + " ".join(f"option.{n}={v}" for n, v in final.items()))
    if args.output:
        with open(args.output, "w") as f:
            for n, v in final.items():
                f.write(f"setoption name {n} value {v}\n")


if __name__ == "__main__":
    main()
