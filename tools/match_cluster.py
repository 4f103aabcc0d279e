#!/usr/bin/env python3
"""One zhuge-match match split into shards over an executor: this machine, GNU parallel over
ssh logins, or Slurm (docs/tuning.md, "Matches on many machines").

    tools/match_cluster.py --match PATH --shards N --out DIR [executor options]
        [--sprt elo0=E0 elo1=E1 [alpha=A] [beta=B]] [--plot FILE.png] -- ZHUGE-MATCH FLAGS

Each shard is `zhuge-match FLAGS --shard I/N` on a worker; its summary comes back to
DIR/shard-I.jsonl once whole. After each shard the finished ones are merged with
`zhuge-match --merge` (the SPRT included), a progress line says how many shards run, are done,
failed or wait, and once the SPRT decides the remaining shards are stopped. The merged report
goes to stdout at the end. A rerun with the same flags and DIR plays only the missing shards.
Standard library only.
"""
import argparse
import glob
import json
import os
import subprocess
import sys

import cluster

OWN_FLAGS = ("--shard", "--summary", "--sprt", "--records", "--merge", "--replay")


def deals_of(flags, parser):
    """The --deals of zhuge-match's flags, which the shards split."""
    for i, flag in enumerate(flags):
        if flag == "--deals" and i + 1 < len(flags):
            try:
                return cluster.positive(flags[i + 1])
            except (ValueError, argparse.ArgumentTypeError):
                parser.error(f"--deals {flags[i + 1]}: not a positive number")
    parser.error("zhuge-match's flags need --deals N: the shards split the deals")


def check_flags(flags, parser):
    for flag in flags:
        if flag in OWN_FLAGS:
            parser.error(f"{flag}: match_cluster.py sets the shards' {flag.lstrip('-')} itself "
                         "(records are not gathered; the summaries are, in --out)")


def shard_path(out, shard):
    return os.path.join(out, f"shard-{shard}.jsonl")


def claim_folder(out, setup, parser):
    """DIR holds the shards of this match only: its setup is written there, or must match."""
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "match.json")
    if os.path.exists(path):
        with open(path) as f:
            if json.load(f) != setup:
                parser.error(f"--out {out} holds shards of another match (see {path}); "
                             "use another folder")
    with open(path, "w") as f:
        json.dump(setup, f, indent=1)


def merge(args, shards):
    """zhuge-match --merge of the finished shards: its report's lines."""
    command = [args.match, "--merge", *shards] + (["--sprt", *args.sprt] if args.sprt else [])
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"match_cluster.py: {' '.join(command)} failed: {done.stderr.strip()}")
    return done.stdout.splitlines()


def report_line(report):
    """The line to watch: the SPRT's, else the last Elo per unit (pair or group)."""
    sprt = [l.strip() for l in report if l.strip().startswith("SPRT")]
    elo = [l.strip() for l in report if l.strip().startswith("per ") and "Elo" in l]
    return (sprt or elo or [""])[-1]


def decided(line):
    return line.startswith("SPRT") and not line.endswith("continue")


def finished_shards(out):
    return sorted(glob.glob(shard_path(out, "*")))


def play(args, flags, deals):
    """Runs the missing shards until all are in or the SPRT decides: the merged report."""
    report = merge(args, finished_shards(args.out)) if finished_shards(args.out) else []
    missing = [s for s in range(1, args.shards + 1) if not os.path.exists(shard_path(args.out, s))]
    work = os.path.join(args.out, "jobs")
    cluster.clear(work)
    scheduler = cluster.Scheduler(
        cluster.make_executor(args, work), args.retries,
        lambda shard, lines: cluster.summary_problem(
            lines, cluster.shard_deals(deals, shard, args.shards)),
        log=lambda text: print("match_cluster.py: " + text, file=sys.stderr, flush=True))
    try:
        while (missing or scheduler.live) and not decided(report_line(report)):
            while missing and scheduler.free_slots() > 0:
                shard = missing.pop(0)
                scheduler.submit(shard, [args.match, *flags, "--shard", f"{shard}/{args.shards}"])
            if not missing:
                scheduler.executor.idle()
            for shard, lines in scheduler.wait():
                save_shard(args.out, shard, lines)
            finished = finished_shards(args.out)
            report = merge(args, finished)
            print(f"shards: {len(scheduler.live)} running, {len(finished)} done, "
                  f"{scheduler.failed} failed, {len(missing)} waiting; {report_line(report)}",
                  file=sys.stderr, flush=True)
    except cluster.JobFailed as e:
        sys.exit(f"match_cluster.py: {e}; the finished shards are kept, rerun to go on")
    finally:
        if scheduler.live:
            print(f"match_cluster.py: stopping {len(scheduler.live)} shards", file=sys.stderr)
        scheduler.stop()
    return report


def save_shard(out, shard, lines):
    """A whole shard's summary, written so that a file that exists is always whole."""
    path = shard_path(out, shard)
    with open(path + ".part", "w") as f:
        f.write("".join(line + "\n" for line in lines))
    os.replace(path + ".part", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--match", required=True,
                        help="path of zhuge-match, on the workers and here (for --merge)")
    parser.add_argument("--shards", type=cluster.positive, required=True,
                        help="slices of the deals, one job each (more than the jobs at once: "
                             "the SPRT is looked at after each)")
    parser.add_argument("--out", required=True, help="folder of the shards' summaries")
    parser.add_argument("--sprt", nargs="+", metavar="BOUND",
                        help="elo0=E0 elo1=E1 [alpha=A] [beta=B], as zhuge-match's")
    parser.add_argument("--plot", help="draw Elo and LLR over the games into this PNG at the end")
    cluster.add_arguments(parser, "default 1")
    parser.add_argument("flags", nargs=argparse.REMAINDER,
                        help="after --: zhuge-match's flags (engines, --deals, --variant, ...)")
    args = parser.parse_args()
    cluster.check_arguments(parser, args)
    flags = args.flags[1:] if args.flags[:1] == ["--"] else args.flags
    check_flags(flags, parser)
    deals = deals_of(flags, parser)
    if args.shards > deals:
        parser.error(f"--shards {args.shards} is more than the {deals} deals")
    claim_folder(args.out, {"shards": args.shards, "flags": flags}, parser)

    report = play(args, flags, deals)
    print("\n".join(report))
    if args.plot:
        plot = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plot.py")
        command = [cluster.plot_python(), plot, "match", *finished_shards(args.out),
                   "--output", args.plot] + (["--sprt", *args.sprt] if args.sprt else [])
        subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
