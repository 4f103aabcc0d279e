#!/usr/bin/env python3
"""Unit tests of tools/ladder.py's fit: the pairs of an earlier run found by name, the least
squares over pairs that are not neighbours, and the rising ladder for the code."""
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import ladder  # noqa: E402


class MonotoneTest(unittest.TestCase):
    def test_an_ordered_sequence_stays_as_it_is(self):
        self.assertEqual(ladder.monotone([1, 2, 2, 5], [1, 1, 1, 1]), [1, 2, 2, 5])

    def test_a_dip_is_pooled_by_weight(self):
        # 10 (weight 3) then 6 (weight 1): both become (30 + 6) / 4 = 9.
        self.assertEqual(ladder.monotone([0, 10, 6, 20], [1, 3, 1, 1]), [0, 9, 9, 20])

    def test_pools_that_fall_below_an_earlier_one_merge_again(self):
        self.assertEqual(ladder.monotone([5, 4, 3, 10], [1, 1, 1, 1]), [4, 4, 4, 10])


class PairEstimateTest(unittest.TestCase):
    def test_the_unit_variance_is_pooled_over_the_pairs_but_the_sweeps(self):
        # With the virtual drawn unit: [1, 0, 0.5] (squares 0.5, 2 degrees of freedom) and
        # [0.5, 0.5, 0.5] (0, 2); the sweep [1, 1] is left out.
        self.assertAlmostEqual(ladder.pooled_unit_variance([[1, 0], [0.5, 0.5], [1, 1]]), 0.125)
        self.assertIsNone(ladder.pooled_unit_variance([[1, 1, 1]]))

    def test_a_pair_takes_the_pooled_variance(self):
        d, se, raw, sweep = ladder.pair_estimate([0.5, 0.5, 0.5], 0.1)
        self.assertEqual((d, raw, sweep), (0, 0.5, False))
        self.assertAlmostEqual(se, ladder.ELO_PER_LOGIT * (0.1 / 4) ** 0.5 / 0.25)

    def test_units_all_alike_get_the_widest_variance_not_none(self):
        # One unit at 0.5 (and the drawn virtual one): no spread measured.
        self.assertEqual(ladder.pooled_unit_variance([[0.5]]), 0)
        d, se, raw, sweep = ladder.pair_estimate([0.5], 0)
        self.assertEqual((d, raw, sweep), (0, 0.5, False))
        self.assertAlmostEqual(se, ladder.ELO_PER_LOGIT * (0.25 / 2) ** 0.5 / 0.25)

    def test_a_sweep_is_a_finite_lower_bound_with_its_own_variance(self):
        d, se, raw, sweep = ladder.pair_estimate([1.0] * 12, 0.1)
        self.assertTrue(sweep)
        self.assertEqual(raw, 1.0)
        s = 12.5 / 13
        self.assertAlmostEqual(d, ladder.ELO_PER_LOGIT * math.log(s / (1 - s)))
        own = (12 * (1 - s) ** 2 + (0.5 - s) ** 2) / 12
        self.assertAlmostEqual(se, ladder.ELO_PER_LOGIT * (own / 13) ** 0.5 / (s * (1 - s)))


class RungsTest(unittest.TestCase):
    def test_levels_measured_alike_make_one_rung_at_their_middle(self):
        # Levels 1 and 2 dip below each other: pooled at 105, one rung at level 1.5.
        self.assertEqual(ladder.rungs([0, 1, 2, 3], [50, 110, 100, 200], [1, 1, 1, 1]),
                         [(0, 50), (1.5, 105), (3, 200)])

    def test_a_run_at_either_end_keeps_the_end_level(self):
        self.assertEqual(ladder.rungs([0, 1, 2], [60, 40, 100], [1, 1, 1]), [(0, 50), (2, 100)])
        self.assertEqual(ladder.rungs([0, 1, 2], [0, 100, 80], [1, 1, 1]), [(0, 0), (2, 90)])


class FitTest(unittest.TestCase):
    def test_a_chain_adds_the_differences_up(self):
        elo, _ = ladder.fit([0, 1], [(None, 0, 300, 50), (0, 1, 100, 50)])
        self.assertAlmostEqual(elo[0], 300)
        self.assertAlmostEqual(elo[1], 400)

    def test_a_longer_pair_pulls_the_chain_by_its_weight(self):
        # Level 0 at random's strength, 1 100 above it, and 1 200 above random, all of equal
        # error: the least squares split the disagreement of 100 in three (e0 = 100 / 3,
        # e1 = 500 / 3: each residual 100 / 3).
        elo, _ = ladder.fit([0, 1], [(None, 0, 0, 10), (0, 1, 100, 10), (None, 1, 200, 10)])
        self.assertAlmostEqual(elo[0], 100 / 3)
        self.assertAlmostEqual(elo[1], 500 / 3)


class EarlierPairsTest(unittest.TestCase):
    def test_pairs_between_the_levels_asked_for_are_found(self):
        with tempfile.TemporaryDirectory() as directory:
            for name in ["random-L0.jsonl", "L0-L4.jsonl", "L4-L8.jsonl", "L0-L4.jsonl.part",
                         "L8-L12.jsonl", "notes.txt"]:
                open(os.path.join(directory, name), "w").close()
            found = ladder.earlier_pairs(directory, [0, 4, 8])
        self.assertEqual([(low, high) for low, high, _ in found], [(0, 4), (4, 8), (None, 0)])

    def test_the_pairs_of_this_run_are_not_counted_twice(self):
        with tempfile.TemporaryDirectory() as directory:
            for name in ["random-L0.jsonl", "L0-L4.jsonl"]:
                open(os.path.join(directory, name), "w").close()
            found = ladder.earlier_pairs(directory, [0, 4], played={(None, 0)})
        self.assertEqual([(low, high) for low, high, _ in found], [(0, 4)])


if __name__ == "__main__":
    unittest.main()
