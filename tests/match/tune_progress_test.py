#!/usr/bin/env python3
"""tools/tune.py's progress line: games done, this run's rate and the time left, also for a run
resumed from its state file. Run by ctest (tests/match/CMakeLists.txt)."""
import importlib.util
import os
import unittest

TOOL = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "tune.py")
spec = importlib.util.spec_from_file_location("tune", TOOL)
tune = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tune)


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


class ProgressTest(unittest.TestCase):
    def test_durations(self):
        self.assertEqual(tune.duration(45), "45s")
        self.assertEqual(tune.duration(750), "12m30s")
        self.assertEqual(tune.duration(3900), "1h05m")

    def test_a_resumed_sanguo_run_measures_its_own_rate(self):
        clock = FakeClock()
        state = {"iteration": 10, "iterations": 30, "pairs": 2}  # 12 games an iteration
        progress = tune.Progress(state, "sanguo", clock)
        self.assertEqual(progress.line(state),
                         "progress: iteration 10/30, 120 games, 0.0 games/min, unknown left")
        state["iteration"] = 12
        clock.now += 120  # 24 games in 2 minutes: 18 iterations of 12 games left take 18 minutes
        self.assertEqual(progress.line(state),
                         "progress: iteration 12/30, 144 games, 12.0 games/min, 18m00s left")

    def test_a_luzhanqi_pair_is_two_games(self):
        clock = FakeClock()
        state = {"iteration": 0, "iterations": 4, "pairs": 3}
        progress = tune.Progress(state, "luzhanqi-flip", clock)
        state["iteration"] = 1
        clock.now += 30
        self.assertEqual(progress.line(state),
                         "progress: iteration 1/4, 6 games, 12.0 games/min, 1m30s left")


if __name__ == "__main__":
    unittest.main()
