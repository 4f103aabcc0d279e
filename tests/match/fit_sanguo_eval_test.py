#!/usr/bin/env python3
"""tools/fit_sanguo_eval.py: the fit finds the weights and scale planted in generated three-way
outcomes, and a bad table is refused with one error. Run by ctest (tests/match/CMakeLists.txt)."""
import importlib.util
import math
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from fit_checks import FitChecks  # noqa: E402

TOOLS = os.path.join(os.path.dirname(__file__), "..", "..", "tools")
sys.path.insert(0, TOOLS)  # the fit imports fit_eval's solver
spec = importlib.util.spec_from_file_location("fit_sanguo_eval",
                                              os.path.join(TOOLS, "fit_sanguo_eval.py"))
fit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit)

NAMES = ["SanguoChariot", "SanguoSoldier", "SanguoMobility", "SanguoCheck"]
DEFAULTS = [900.0, 100.0, 3.0, 70.0]
# The piece values as today's, so that the scale, set by the material, is the planted one.
PLANTED = [900.0, 100.0, 12.0, 300.0]
SCALE = 1 / 500  # K


def generated_table(path, positions, rng):
    with open(path, "w") as f:
        f.write(",".join(list(fit.FIXED) + [f"{n}={d:g}" for n, d in zip(NAMES, DEFAULTS)]))
        f.write("\n")
        for i in range(positions):
            kingdoms = 3 if i % 4 else 2  # some positions after a defeat
            terms = [[rng.randint(0, 2), rng.randint(0, 5), rng.randint(0, 40), -rng.randint(0, 1)]
                     for _ in range(kingdoms)]
            z = [SCALE * sum(w * t for w, t in zip(PLANTED, x)) for x in terms]
            top = max(z)
            p = [math.exp(zj - top) for zj in z]
            winner = rng.choices(range(kingdoms), weights=p)[0]
            for j, x in enumerate(terms):
                today = round(sum(d * t for d, t in zip(DEFAULTS, x)))
                f.write(f"{i // 40},{i // 40},{i % 40},{'rgb'[j]},{int(j == winner)},{today},"
                        f"{','.join(str(t) for t in x)}\n")


class FitSanguoEval(FitChecks, unittest.TestCase):
    fit = fit
    generate = staticmethod(generated_table)
    first_weight = "SanguoChariot"
    bad_table = "opening,round,ply,kingdom,points,strength,SanguoChariot=1\n1,2,3,r,1\n"
    bad_table_error = "table.csv:2: 5 fields, want 7"

    def test_recovers_planted_weights_and_scale(self):
        generated_table(self.path, 8000, random.Random(16))
        positions, names, defaults = fit.read_table([self.path], 0)
        self.assertEqual((names, defaults), (NAMES, DEFAULTS))
        self.assertEqual(len(positions), 8000)
        self.assertEqual(sum(len(p.kingdoms) == 2 for p in positions), 2000)
        k = fit.fit_scale(positions)
        scale, weights = fit.fit_weights(positions, names, defaults, k, 0.0)
        self.assertAlmostEqual(scale, SCALE, delta=0.1 * SCALE)
        for planted, fitted in zip(PLANTED, weights):
            self.assertAlmostEqual(fitted, planted, delta=0.15 * planted)
        # The penalty pulls towards today's weights, all the way in the limit.
        _, pulled = fit.fit_weights(positions, names, defaults, k, 1e6)
        for default, fitted in zip(DEFAULTS, pulled):
            self.assertAlmostEqual(fitted, default, delta=0.5)


if __name__ == "__main__":
    unittest.main()
