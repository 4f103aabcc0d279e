#!/usr/bin/env python3
"""Nodes (all threads) until the main thread reports depth D, per build, threads and position.
Run from the repository root: python3 docs/results/threads-session20/nodes_to_depth.py OUT.jsonl"""
import json, sys
sys.path.insert(0, "tools")
from engine_client import EngineClient
BENCH = [
 ("start", "9/rP1rP1rP1rP1rP/1rC1rF1rF1rC1/9/rRrHrErArKrArErHrR|9/gP1gP1gP1gP1gP/1gC1gF1gF1gC1/9/gRgHgEgAgKgAgEgHgR|9/bP1bP1bP1bP1bP/1bC1bF1bF1bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1", 11),
 ("noF", "9/rP1rP1rP1rP1rP/1rC5rC1/9/rRrHrErArKrArErHrR|9/gP1gP1gP1gP1gP/1gC5gC1/9/gRgHgEgAgKgAgEgHgR|9/bP1bP1bP1bP1bP/1bC5bC1/9/bRbHbEbAbKbAbEbHbR r rgb 0 1", 10),
 ("middle", "4rP4/rP1rP3rP1rP/2rHrF4rE/5rK3/rR1rErA1rA1rR1|9/gP1gP1gP1gP1gP/gH8/gF3gA4/2gEgA1gKgEgR1|1gCgF6/bP3bP1bP1bP/4bEbF2bR/bF8/bR1bEbAbKbA3 g rgb 8 14", 14),
]
open_fens = [l.strip() for l in open("tools/openings/sanguo-3ply.fen")][:6]
POS = BENCH + [(f"open{i+1}", f, 11) for i, f in enumerate(open_fens)]
out = open(sys.argv[1], "a")
for name, fen, depth in POS:
    for build, threads, reps in [("zhuge-smp2", 1, 1), ("zhuge-c", 2, 3), ("zhuge-smp2", 2, 3)]:
        for rep in range(reps):
            e = EngineClient([f".dev/{build}", "--variant", "sanguo", "--threads", str(threads), "--hash", "256"], "n2d")
            e.send("uci"); e.until("uciok"); e.send("ucinewgame"); e.send(f"position fen {fen}")
            e.send("isready"); e.until("readyok"); e.send(f"go depth {depth}")
            lines = e.until("bestmove"); e.close()
            nodes = None
            for l in lines:
                t = l.split()
                if l.startswith("info depth") and int(t[2]) >= depth and " nodes " in l:
                    nodes = int(t[t.index("nodes") + 1]); break
            row = dict(pos=name, build=build, threads=threads, rep=rep, depth=depth, nodes=nodes, best=lines[-1])
            out.write(json.dumps(row) + "\n"); out.flush(); print(row, flush=True)
