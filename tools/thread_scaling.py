#!/usr/bin/env python3
"""How the searches scale with threads (docs/search-luzhanqi.md and docs/search-sanguo.md, "Thread
scaling").

For each game, position and thread count, starts the engine with `--threads N --hash MB`, sends
`go infinite`, stops it after --seconds and keeps the last `info` line before `bestmove` (luzhanqi
reports at the stop, sanguo at each finished depth). Prints, per position, the nodes and nodes
per second of each thread count and the speed-up of the nodes per second over the fewest threads; for sanguo also the time to the deepest depth that every
thread count finished (Lazy SMP's threads search the same tree, so nodes per second overstate
what they add; the time to a depth is when any thread finished it, as the main thread reports
the deepest iteration a helper finished).

The default positions are bench positions 2 and 3 of luzhanqi (the first move of a deal is a
flip that needs no search) and 1 and 3 of sanguo (protocol/<game>/record.cpp). Give --hash
large enough that the luzhanqi tree does not fill (its `hashfull` is in the table): a full pool
stops expanding, which makes iterations cheaper and the comparison unfair.
Standard library only.
"""
import argparse
import json
import os
import sys
import time

from engine_client import EngineClient

POSITIONS = {
    "luzhanqi-flip": {
        "middle": "?L?ds/1????/?t?2/??1??/?j2?/???2/?1?R?/?3?/?lt?F/?1?1S/?JB1?/?K??b b "
                  "MDDRCCJKKTTTSSLLmgdrccjkktssllf 3 60",
        "late": "?LJ?J/D???m/cT?2/?1K?b/?4/????l/1??ks/l1?1?/R?MC?/2?1l/?T1??/??dk? r "
                "GRCKKTSSSBLLFgdrrjjktttsbf 2 90",
    },
    "sanguo": {
        "start": "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|"
                 "9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/gRgHgEgAgKgAgEgHgR|"
                 "9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1",
        "middle": "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/"
                  "2gEgA1gKgEgR1|1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14",
    },
}
FIELDS = ("depth", "nodes", "nps", "time", "hashfull")


def info_fields(line):
    tokens = line.split()
    return {key: int(tokens[tokens.index(key) + 1]) for key in FIELDS if key in tokens}


def search(args, variant, fen, threads):
    """The last info line's fields, and for sanguo the time at which each depth finished."""
    engine = EngineClient([args.engine, "--variant", variant, "--threads", str(threads),
                           "--hash", str(args.hash)], "thread_scaling.py")
    engine.send("uci")
    engine.until("uciok")
    engine.send("ucinewgame")
    engine.send(f"position fen {fen}")
    engine.send("isready")  # the sanguo table is made here, before the clock starts
    engine.until("readyok")
    engine.send("go infinite")
    time.sleep(args.seconds)
    engine.send("stop")
    lines = engine.until("bestmove")
    engine.close()
    infos = [info_fields(line) for line in lines if line.startswith("info") and " nodes " in line]
    if not infos:
        sys.exit(f"thread_scaling.py: no info line from {variant} with {threads} threads")
    ms_at_depth = {}
    for info in infos:
        if "depth" in info and "time" in info:
            ms_at_depth.setdefault(info["depth"], info["time"])
    return dict(infos[-1], ms_at_depth=ms_at_depth)


def ms_to_depth(ms_at_depth, depth):
    """When `depth` was first known finished: the first report of it or of a deeper one (with
    more threads the main thread may report a helper's deeper iteration and skip this one)."""
    return min(ms for reported, ms in ms_at_depth.items() if reported >= depth)


def print_table(variant, name, rows):
    print(f"\n{variant} {name}")
    base = rows[0]["nps"] or 1
    deepest = min(max(row["ms_at_depth"]) for row in rows)
    to_depth = f"ms to depth {deepest}" if variant == "sanguo" else ""
    print(f"{'threads':>7} {'nodes':>10} {'nps':>9} {'speed-up':>8} {'hashfull':>8} {to_depth:>14}"
          .rstrip())
    for row in rows:
        depth_ms = str(ms_to_depth(row["ms_at_depth"], deepest)) if to_depth else ""
        print(f"{row['threads']:>7} {row['nodes']:>10} {row['nps']:>9} {row['nps'] / base:>8.2f} "
              f"{row.get('hashfull', 0):>8} {depth_ms:>14}".rstrip(), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", default="build/release/protocol/zhuge")
    parser.add_argument("--variant", action="append", choices=sorted(POSITIONS),
                        help="a game to measure (repeatable; default both)")
    parser.add_argument("--threads", default="1,2,4,8,16", help="comma-separated thread counts")
    parser.add_argument("--seconds", type=float, default=3.0, help="per search")
    parser.add_argument("--hash", type=int, default=4096, help="MB, for every search")
    parser.add_argument("--json", help="append one JSON line per search to this file")
    args = parser.parse_args()
    if not os.access(args.engine, os.X_OK):
        sys.exit(f"thread_scaling.py: --engine {args.engine}: not an executable")
    try:
        thread_counts = [int(t) for t in args.threads.split(",")]
    except ValueError:
        sys.exit(f"thread_scaling.py: --threads {args.threads}: not a list of numbers")
    if not thread_counts or min(thread_counts) < 1:
        sys.exit(f"thread_scaling.py: --threads {args.threads}: each count must be at least 1")
    for variant in args.variant or sorted(POSITIONS):
        for name, fen in POSITIONS[variant].items():
            rows = []
            for threads in thread_counts:
                row = dict(variant=variant, position=name, threads=threads, hash=args.hash,
                           seconds=args.seconds, **search(args, variant, fen, threads))
                rows.append(row)
                if args.json:
                    with open(args.json, "a") as out:
                        out.write(json.dumps(row) + "\n")
            print_table(variant, name, rows)


if __name__ == "__main__":
    main()
