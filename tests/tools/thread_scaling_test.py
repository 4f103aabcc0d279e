#!/usr/bin/env python3
"""Unit tests of tools/thread_scaling.py's time to a depth, and its table when a thread count's
reports skip a depth (the main thread reports the deepest iteration a helper finished)."""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import thread_scaling  # noqa: E402


class MsToDepthTest(unittest.TestCase):
    def test_a_reported_depth_gives_its_own_time(self):
        self.assertEqual(thread_scaling.ms_to_depth({5: 10, 6: 40, 7: 90}, 6), 40)

    def test_a_skipped_depth_takes_the_first_deeper_report(self):
        self.assertEqual(thread_scaling.ms_to_depth({5: 10, 6: 40, 8: 120, 9: 300}, 7), 120)


class PrintTableTest(unittest.TestCase):
    def test_the_depth_every_row_reached_is_timed_even_where_a_row_skipped_it(self):
        rows = [dict(threads=1, nodes=100, nps=1000, hashfull=5, ms_at_depth={6: 50, 7: 160}),
                dict(threads=2, nodes=180, nps=1800, hashfull=9, ms_at_depth={6: 40, 8: 150})]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            thread_scaling.print_table("sanguo", "start", rows)
        lines = out.getvalue().splitlines()
        self.assertIn("ms to depth 7", lines[2])
        self.assertEqual(lines[3].split()[-1], "160")
        self.assertEqual(lines[4].split()[-1], "150")
        self.assertEqual(lines[4].split()[3], "1.80")


if __name__ == "__main__":
    unittest.main()
