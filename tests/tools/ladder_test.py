#!/usr/bin/env python3
"""Unit tests of tools/ladder.py's fit: the pairs of an earlier run found by name, the least
squares over pairs that are not neighbours, and the ordered ladder for the code."""
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


if __name__ == "__main__":
    unittest.main()
