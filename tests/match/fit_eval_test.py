#!/usr/bin/env python3
"""tools/fit_eval.py: the fit finds weights and a scale planted in generated outcomes, and a bad
table is refused with one error. Run by ctest (tests/match/CMakeLists.txt)."""
import importlib.util
import math
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from fit_checks import FitChecks  # noqa: E402

TOOL = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "fit_eval.py")
spec = importlib.util.spec_from_file_location("fit_eval", TOOL)
fit_eval = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit_eval)

NAMES = ["EvalA", "EvalB", "EvalC"]
DEFAULTS = [10.0, 50.0, 0.0]
PLANTED = [40.0, 120.0, 300.0]  # in cp per unit of each term
SCALE = 1 / 300  # K


def generated_table(path, positions, rng):
    with open(path, "w") as f:
        f.write(",".join(list(fit_eval.FIXED) + [f"{n}={d:g}" for n, d in zip(NAMES, DEFAULTS)]))
        f.write("\n")
        for i in range(positions):
            x = [rng.gauss(0, 300), rng.gauss(0, 3), rng.gauss(0, 1), rng.choice([-1, 0, 1])]
            true_eval = x[0] + sum(w * f for w, f in zip(PLANTED, x[1:]))
            today = x[0] + sum(w * f for w, f in zip(DEFAULTS, x[1:]))
            y = 1.0 if rng.random() < fit_eval.sigmoid(SCALE * true_eval) else 0.0
            f.write(f"{i // 50},{i % 50 + 1},{y:g},{round(today)},{','.join(f'{v:g}' for v in x)}\n")


class FitEval(FitChecks, unittest.TestCase):
    fit = fit_eval
    generate = staticmethod(generated_table)
    first_weight = "EvalA"
    bad_table = "deal,ply,points,eval,material,EvalA=1\n1,2,1,3\n"
    bad_table_error = "table.csv:2: 4 fields, want 6"

    def test_recovers_planted_weights_and_scale(self):
        generated_table(self.path, 20000, random.Random(14))
        rows, names, defaults = fit_eval.read_table([self.path], 0)
        self.assertEqual((names, defaults), (NAMES, DEFAULTS))
        k = fit_eval.fit_scale(rows)
        scale, weights = fit_eval.fit_weights(rows, defaults, k, 0.0)
        self.assertAlmostEqual(scale, SCALE, delta=0.1 * SCALE)
        for planted, fitted in zip(PLANTED, weights):
            self.assertAlmostEqual(fitted, planted, delta=0.15 * planted)
        # The penalty pulls towards today's weights, all the way in the limit.
        _, pulled = fit_eval.fit_weights(rows, defaults, k, 1e6)
        for default, fitted in zip(DEFAULTS, pulled):
            self.assertAlmostEqual(fitted, default, delta=0.5)


if __name__ == "__main__":
    unittest.main()
