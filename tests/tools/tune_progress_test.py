#!/usr/bin/env python3
"""tools/tune.py's progress line: games done, this run's rate and the time left, also for a run
resumed from its state file; the games an iteration takes are those measured, whatever the game.
Run by ctest (tests/tools/CMakeLists.txt)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tools"))
import cluster  # noqa: E402
import tune  # noqa: E402


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def state_after(iterations_done, games_each, iterations):
    history = [{"games": games_each} for _ in range(iterations_done)]
    return {"iteration": iterations_done, "iterations": iterations, "history": history}


class ProgressTest(unittest.TestCase):
    def test_durations(self):
        self.assertEqual(cluster.duration(45), "45s")
        self.assertEqual(cluster.duration(750), "12m30s")
        self.assertEqual(cluster.duration(3900), "1h05m")

    def test_a_resumed_run_measures_its_own_rate(self):
        clock = FakeClock()
        state = state_after(10, 12, 30)  # an opening in six seatings, two a job
        progress = tune.Progress(state, clock)
        self.assertEqual(progress.line(state),
                         "progress: iteration 10/30, 120 games, 0.0 games/min, unknown left; "
                         "jobs 0 running, 0 failed")
        state = state_after(12, 12, 30)
        clock.now += 120  # 24 games in 2 minutes: 18 iterations of 12 games left take 18 minutes
        self.assertEqual(progress.line(state, running=3, failed=1),
                         "progress: iteration 12/30, 144 games, 12.0 games/min, 18m00s left; "
                         "jobs 3 running, 1 failed")

    def test_iterations_of_deal_pairs(self):
        clock = FakeClock()
        progress = tune.Progress(state_after(0, 6, 4), clock)
        clock.now += 30
        self.assertEqual(progress.line(state_after(1, 6, 4)),
                         "progress: iteration 1/4, 6 games, 12.0 games/min, 1m30s left; "
                         "jobs 0 running, 0 failed")


if __name__ == "__main__":
    unittest.main()
