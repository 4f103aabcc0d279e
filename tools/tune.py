#!/usr/bin/env python3
"""SPSA tuning of an engine's spin options by self-play through zhuge-match, asynchronous as
fishtest does it, on this machine, over ssh with GNU parallel, or on Slurm (docs/tuning.md).

The formulas are fishtest's. For a parameter with c_end and r_end, over N game pairs in all
(N = --iterations x --pairs; a pair is one deal of zhuge-match, the unit whose games balance the
seats: a luzhanqi deal played twice, a sanguo opening in its six seatings):
    c = c_end * N**gamma,  a = r_end * c_end**2 * (A + N)**alpha.
A job is drawn when a worker is free, with k = (pairs whose results are in) + 1:
    c_k = c / k**gamma,  R_k = a / (A + k)**alpha / c_k**2,  flip = +-1 per parameter,
and plays --pairs pairs of theta + c_k*flip ("plus") against theta - c_k*flip ("minus"), with
theta as it is then. When its result comes back, whenever that is, theta moves by
R_k * c_k * result * flip with that job's own R_k, c_k and flip, and the pairs count grows by
--pairs. The result is plus's points minus minus's over the job's games (each game gives one
point; in luzhanqi that is wins - losses). Defaults: alpha 0.602, gamma 0.101, A = 0.1 * N.

Job j (0-based) plays `--shard j+1/iterations` of one match of N deals with --seed, so every job
has deals of its own, and its flips come from --seed and j alone. The state file is saved after
each job is drawn and after each result; a rerun resumes it. Standard library only.
"""
import argparse
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import time

import cluster


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
            "seed": args.seed, "iteration": 0, "pairs_done": 0, "jobs": 0, "running": {},
            "history": []}


def load_state(args):
    if os.path.exists(args.state) and not args.fresh:
        try:
            with open(args.state) as f:
                state = json.load(f)
        except (OSError, ValueError) as e:
            sys.exit(f"tune.py: cannot read the state file {args.state}: {e}")
        # A state of the synchronous tune.py: every job drawn was applied.
        state.setdefault("jobs", state["iteration"])
        state.setdefault("running", {})
        return state
    if not args.param:
        sys.exit("tune.py: no --param and no state file to resume")
    return new_state(args)


def save_state(state, path):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f, indent=1)
    os.replace(tmp, path)


def draw(state):
    """Job number state['jobs'], its perturbation from theta now (fishtest's request)."""
    job = state["jobs"]
    rng = random.Random(state["seed"] * 1000003 + job)
    total = state["iterations"] * state["pairs"]
    k = state["pairs_done"] + 1
    drawn = {"k": k, "c": {}, "R": {}, "flip": {}, "plus": {}, "minus": {}}
    for p in state["params"]:
        c = p["c_end"] * total ** state["gamma"] / k ** state["gamma"]
        a = p["r_end"] * p["c_end"] ** 2 * (state["A"] + total) ** state["alpha"]
        flip = rng.choice((-1, 1))
        name = p["name"]
        drawn["c"][name], drawn["flip"][name] = c, flip
        drawn["R"][name] = a / (state["A"] + k) ** state["alpha"] / c ** 2
        drawn["plus"][name] = clamp(p["theta"] + c * flip, p)
        drawn["minus"][name] = clamp(p["theta"] - c * flip, p)
    state["running"][str(job)] = drawn
    state["jobs"] += 1
    return job


def points_difference(lines):
    """Plus's points minus minus's over a job's summary lines (sixths: points x 6 per seat)."""
    sixths = 0
    for line in lines:
        game = json.loads(line)
        for seat, points in zip(game["seats"], game["sixths"]):
            sixths += points if seat == "plus" else -points if seat == "minus" else 0
    return sixths / 6


def apply(state, job, lines):
    """A job's result moves theta (fishtest's update); the job leaves `running` for good."""
    drawn = state["running"].pop(str(job))
    result = points_difference(lines)
    for p in state["params"]:
        name = p["name"]
        p["theta"] = clamp(p["theta"] + drawn["R"][name] * drawn["c"][name] * result *
                           drawn["flip"][name], p)
    state["iteration"] += 1
    state["pairs_done"] += state["pairs"]
    entry = {"iteration": state["iteration"], "job": job, "k": drawn["k"], "result": result,
             "games": len(lines), "c": drawn["c"], "R": drawn["R"], "flip": drawn["flip"],
             "theta": {p["name"]: p["theta"] for p in state["params"]}}
    state["history"].append(entry)
    print(f"iteration {entry['iteration']} (job {job}): result {result:+g}  " +
          "  ".join(f"{n}={v:.3f}" for n, v in entry["theta"].items()), flush=True)


def match_command(args, state, job):
    """zhuge-match playing job's shard: its plus and minus values, everything on the line."""
    drawn = state["running"][str(job)]
    command = [args.match, "--deals", str(state["iterations"] * state["pairs"]),
               "--seed", str(state["seed"]), "--shard", f"{job + 1}/{state['iterations']}",
               "--concurrency", str(args.concurrency)]
    if args.variant:
        command += ["--variant", args.variant]
    if args.openings:
        command += ["--openings", args.openings]
    command += shlex.split(args.match_args)
    for name in ("plus", "minus"):
        command += ["--engine", f"cmd={args.engine}", f"name={name}"]
        command += shlex.split(args.engine_args)
        command += [f"option.{p}={spin(v)}" for p, v in drawn[name].items()]
    return command


def games_done(state):
    return sum(entry.get("games", 0) for entry in state["history"])


class Progress:
    """The progress line after each result: the rate is this run's, so a resumed run measures
    its own speed; the games done count the earlier runs' too, and the games an iteration takes
    are those measured so far."""

    def __init__(self, state, clock=time.monotonic):
        self.clock = clock
        self.start = clock()
        self.games_at_start = games_done(state)

    def line(self, state, running=0, failed=0):
        done = games_done(state)
        minutes = (self.clock() - self.start) / 60
        rate = (done - self.games_at_start) / minutes if minutes > 0 else 0.0
        per_iteration = done / state["iteration"] if state["iteration"] else 0
        left = (state["iterations"] - state["iteration"]) * per_iteration
        eta = cluster.duration(60 * left / rate) if rate > 0 else "unknown"
        return (f"progress: iteration {state['iteration']}/{state['iterations']}, {done} games, "
                f"{rate:.1f} games/min, {eta} left; jobs {running} running, {failed} failed")


def resume_finished(state, work):
    """Results a crashed run left in its work folder: applied, as if they had come in then."""
    outputs = cluster.harvest(work)
    for tag, status in sorted(outputs.ended.items()):
        job, lines = tag[0], outputs.lines.get(tag, [])
        if (status == 0 and str(job) in state["running"]
                and cluster.summary_problem(lines, state["pairs"]) is None):
            apply(state, job, lines)


def tune(args, state):
    work = args.state + ".jobs"
    resume_finished(state, work)
    save_state(state, args.state)
    cluster.clear(work)
    executor = cluster.make_executor(args, work)
    scheduler = cluster.Scheduler(
        executor, args.retries, lambda job, lines: cluster.summary_problem(lines, state["pairs"]),
        log=lambda text: print("tune.py: " + text, file=sys.stderr, flush=True))
    for job in sorted(int(j) for j in state["running"]):
        scheduler.submit(job, match_command(args, state, job))
    progress = Progress(state)
    try:
        while state["iteration"] < state["iterations"]:
            while scheduler.free_slots() > 0 and state["jobs"] < state["iterations"]:
                job = draw(state)
                save_state(state, args.state)
                scheduler.submit(job, match_command(args, state, job))
            if state["jobs"] == state["iterations"]:
                executor.idle()
            for job, lines in scheduler.wait():
                apply(state, job, lines)
                save_state(state, args.state)
                print(progress.line(state, len(scheduler.live), scheduler.failed), flush=True)
    except cluster.JobFailed as e:
        sys.exit(f"tune.py: {e}; the state is saved, rerun to resume")
    finally:
        scheduler.stop()
    shutil.rmtree(work)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--match", required=True, help="path of zhuge-match (on the workers)")
    parser.add_argument("--engine", required=True, help="the engine command (on the workers)")
    parser.add_argument("--engine-args", default="tc=10+0.1",
                        help="zhuge-match settings for both engines (limits, fixed options)")
    parser.add_argument("--param", type=parse_param, action="append", default=[],
                        help="name,start,min,max,c_end,r_end (repeat for more)")
    parser.add_argument("--iterations", type=cluster.positive, default=100)
    parser.add_argument("--pairs", type=cluster.positive, default=1,
                        help="deals per iteration (zhuge-match's units)")
    parser.add_argument("--variant", help="zhuge-match's --variant (default: its own)")
    parser.add_argument("--openings", help="zhuge-match's --openings (on the workers)")
    parser.add_argument("--match-args", default="", help="more zhuge-match flags for every job")
    parser.add_argument("--alpha", type=float, default=0.602)
    parser.add_argument("--gamma", type=float, default=0.101)
    parser.add_argument("--A", type=float, default=None, help="default 0.1 x all game pairs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--concurrency", type=cluster.positive, default=1,
                        help="games at once in each job")
    parser.add_argument("--state", default="tune-state.json", help="resumable state file")
    parser.add_argument("--fresh", action="store_true", help="ignore an existing state file")
    parser.add_argument("--output", help="write the final values here as setoption lines")
    parser.add_argument("--plot", help="draw the run into this PNG at the end (tools/plot.py)")
    cluster.add_arguments(parser, "default 1")
    args = parser.parse_args()
    cluster.check_arguments(parser, args)
    if args.openings and not os.path.isfile(args.openings) and args.executor == "local":
        parser.error(f"--openings: no file {args.openings}")

    state = load_state(args)
    tune(args, state)

    final = {p["name"]: spin(p["theta"]) for p in state["params"]}
    print("final: " + " ".join(f"option.{n}={v}" for n, v in final.items()))
    if args.output:
        with open(args.output, "w") as f:
            for n, v in final.items():
                f.write(f"setoption name {n} value {v}\n")
    if args.plot:
        plot = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plot.py")
        subprocess.run([cluster.plot_python(), plot, "tune", args.state, "--output", args.plot],
                       check=True)


if __name__ == "__main__":
    main()
