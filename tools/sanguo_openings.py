#!/usr/bin/env python3
"""Writes Sanguo openings for zhuge-match --openings: one FEN per line.

Each opening is the start position after one random move of each kingdom (the engine's
Player=random with a different Seed each time), kept only if a paranoid search to a fixed depth
sees every kingdom within --margin centipawns of even material play, so that no seat starts
lost. Openings repeat neither each other nor the start. Standard library only.

    tools/sanguo_openings.py --engine build/release/protocol/zhuge --count 50 > openings.fen
"""
import argparse
import sys

from engine_client import EngineClient


class Engine(EngineClient):
    def __init__(self, path):
        super().__init__([path], "sanguo_openings.py")
        self.send("uci")
        self.until("uciok")
        self.send("setoption name UCI_Variant value sanguo")

    def bestmove(self, moves, go):
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send(go)
        lines = self.until("bestmove")
        return lines[-1].split()[1], lines

    def fen(self, moves):
        self.send("position startpos moves " + " ".join(moves))
        self.send("d")
        return next(l for l in self.until("Fen:") if l.startswith("Fen:"))[len("Fen: "):]


def kingdom_values(info_lines):
    """The kingdoms' values of the last `info string values r <cp> g <cp> b <cp>` line."""
    for line in reversed(info_lines):
        words = line.split()
        if words[:3] == ["info", "string", "values"] and "-" not in words:
            return [int(v) for v in words[4::2]]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", required=True, help="path of zhuge")
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--depth", type=int, default=3, help="depth of the balance check")
    parser.add_argument("--margin", type=int, default=150, help="centipawns from even")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    engine = Engine(args.engine)
    openings, seed = [], args.seed
    while len(openings) < args.count:
        moves = []
        for _ in range(3):
            engine.send("setoption name Player value random")
            engine.send(f"setoption name Seed value {seed}")
            seed += 1
            move, _ = engine.bestmove(moves, "go")
            moves.append(move)
        engine.send("setoption name Player value search")
        _, lines = engine.bestmove(moves, f"go depth {args.depth}")
        values = kingdom_values(lines)
        fen = engine.fen(moves)
        if values and max(abs(v) for v in values) <= args.margin and fen not in openings:
            openings.append(fen)
    engine.close()
    print("\n".join(openings))


if __name__ == "__main__":
    main()
