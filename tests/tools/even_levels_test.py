#!/usr/bin/env python3
"""Unit tests of tools/even_levels.py: the polynomial fit, the broken line, the even settings and
the tables read at fractional levels as the engine reads them; then the command line end to
end, over all levels and over a span of them."""
import os
import subprocess
import sys
import unittest

TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools")
sys.path.insert(0, TOOLS)
import even_levels  # noqa: E402


class PolynomialFitTest(unittest.TestCase):
    def test_a_polynomial_of_the_degree_is_recovered(self):
        xs = list(range(21))
        ys = [300 + 40 * x + 1.5 * x ** 2 - 0.05 * x ** 3 for x in xs]
        curve = even_levels.polynomial_fit(xs, ys, 3)
        for x in (0, 3.5, 12.25, 20):
            self.assertAlmostEqual(curve(x), 300 + 40 * x + 1.5 * x ** 2 - 0.05 * x ** 3, 6)

    def test_a_line_through_noisy_points_is_their_least_squares_line(self):
        # 0, 2, 1, 3 at x = 0..3: slope 0.8, intercept 0.3.
        curve = even_levels.polynomial_fit([0, 1, 2, 3], [0, 2, 1, 3], 1)
        self.assertAlmostEqual(curve(0), 0.3)
        self.assertAlmostEqual(curve(3), 2.7)


class BrokenLineTest(unittest.TestCase):
    def test_through_each_point_and_straight_between(self):
        curve = even_levels.broken_line([3, 4, 5], [100, 300, 340])
        self.assertAlmostEqual(curve(3), 100)
        self.assertAlmostEqual(curve(3.25), 150)
        self.assertAlmostEqual(curve(4), 300)
        self.assertAlmostEqual(curve(4.5), 320)
        self.assertAlmostEqual(curve(5), 340)

    def test_a_steep_first_step_takes_most_of_the_settings(self):
        # 0 -> 1 rises 300, 1 -> 3 only 100: of four even steps of 100, three lie below 1.
        curve = even_levels.broken_line([0, 1, 2, 3], [0, 300, 350, 400])
        settings = even_levels.even_settings(curve, 4, 0, 3)
        for got, want in zip(settings, [0, 1 / 3, 2 / 3, 1, 3]):
            self.assertAlmostEqual(got, want, 6)


class EvenSettingsTest(unittest.TestCase):
    def test_a_straight_ladder_keeps_its_levels(self):
        settings = even_levels.even_settings(lambda x: 100 + 50 * x)
        self.assertEqual(len(settings), 21)
        for k, s in enumerate(settings):
            self.assertAlmostEqual(s, k, 9)

    def test_a_ladder_that_flattens_spreads_its_top(self):
        # Elo = 1000 sqrt(x / 20): even steps of 50 at x = 20 (k / 20)^2.
        settings = even_levels.even_settings(lambda x: 1000 * (x / 20) ** 0.5 + 1e-9 * x)
        self.assertAlmostEqual(settings[10], 5.0, 6)
        self.assertAlmostEqual(settings[19], 20 * 0.95 ** 2, 6)

    def test_a_curve_that_falls_is_refused(self):
        with self.assertRaises(ValueError):
            even_levels.even_settings(lambda x: -(x - 15) ** 2)


class ReadAtTest(unittest.TestCase):
    TABLE = [100 * 2 ** i for i in range(19)] + [0]

    def test_integer_levels_are_the_entries(self):
        for level in (0, 1, 7, 18, 19):
            self.assertAlmostEqual(even_levels.read_at(self.TABLE, level), self.TABLE[level])

    def test_between_two_entries_on_a_log_scale(self):
        self.assertAlmostEqual(even_levels.read_at(self.TABLE, 2.5), 400 * 2 ** 0.5)

    def test_linear_where_an_entry_is_zero(self):
        self.assertAlmostEqual(even_levels.read_at(self.TABLE, 18.25), self.TABLE[18] * 0.75)

    def test_a_linear_table_is_read_linearly(self):
        self.assertAlmostEqual(even_levels.read_at(self.TABLE, 2.5, linear=True), 600)

    def test_past_level_19_the_last_ratio_goes_on(self):
        table = [1.5 ** i for i in range(20)]
        self.assertAlmostEqual(even_levels.read_at(table, 19.5), table[19] * 1.5 ** 0.5)


class CommandLineTest(unittest.TestCase):
    def run_tool(self, *args):
        return subprocess.run([sys.executable, os.path.join(TOOLS, "even_levels.py"), *args],
                              capture_output=True, text=True)

    def test_prints_the_settings_and_each_table_at_them(self):
        elo = ",".join(str(300 + 40 * k) for k in range(21))
        table = ",".join(str(100 * 2 ** k) for k in range(20))
        result = self.run_tool("--elo", elo, "--table", f"budgets={table}", "--degree", "2")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("fitted curve: 300 to 1100, 800 Elo, 40.0 a level", result.stdout)
        self.assertIn("settings: 0.00, 1.00, 2.00,", result.stdout)
        self.assertIn("budgets: 100, 200, 400, 800,", result.stdout)

    def test_a_span_spreads_its_levels_and_keeps_the_others(self):
        # Level 0 lies 300 below level 1, then 40 a level: over 0..3 the even steps are 126.7
        # Elo, so levels 1 and 2 lie below old level 1, and levels 4-20 keep their settings.
        elo = ",".join(str(0 if k == 0 else 260 + 40 * k) for k in range(21))
        noise = ",".join(["1000", "200"] + ["0"] * 18)
        result = self.run_tool("--elo", elo, "--curve", "linear", "--span", "0:3",
                               "--table", f"noise={noise}", "--linear", "noise")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("fitted curve: 0 to 380, 380 Elo, 126.7 a level", result.stdout)
        self.assertIn("settings: 0.00, 0.42, 0.84, 3.00, 4.00, 5.00,", result.stdout)
        self.assertIn("noise: 1000, 662, 324, 0, 0,", result.stdout)

    def test_a_bad_span_is_one_clear_error(self):
        elo = ",".join(str(300 + 40 * k) for k in range(21))
        result = self.run_tool("--elo", elo, "--span", "5:3")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--span '5:3': want LOW:HIGH, 0 <= LOW < HIGH <= 20", result.stderr)

    def test_a_table_of_the_wrong_length_is_one_clear_error(self):
        elo = ",".join(str(300 + 40 * k) for k in range(21))
        result = self.run_tool("--elo", elo, "--table", "budgets=1,2,3")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--table budgets: want 20 numbers, got 3", result.stderr)


if __name__ == "__main__":
    unittest.main()
