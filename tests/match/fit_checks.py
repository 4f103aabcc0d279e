"""What the tests of tools/fit_eval.py and tools/fit_sanguo_eval.py share: a scratch table, and
the checks of a fit's report and of its refusal of a bad table."""
import contextlib
import io
import os
import random
import tempfile


class FitChecks:
    """Mixed into a unittest.TestCase that sets `fit` (the script's module), `generate(path,
    positions, rng)` (writes a table of planted outcomes), `first_weight` (the table's first
    weight column), `bad_table` and `bad_table_error`."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "table.csv")

    def tearDown(self):
        self.dir.cleanup()

    def test_the_report_shows_a_gain_on_held_out_positions(self):
        self.generate(self.path, 5000, random.Random(15))
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.fit.main([self.path, "--l2", "0", "--output", self.path + ".txt"])
        losses = [line for line in out.getvalue().splitlines() if "held out" in line and "K =" in line]
        before, after = (float(line.rsplit(" ", 1)[1]) for line in losses)
        self.assertLess(after, before)
        with open(self.path + ".txt") as f:
            self.assertEqual(f.readline().split()[:3], ["setoption", "name", self.first_weight])

    def test_a_bad_table_is_refused(self):
        with open(self.path, "w") as f:
            f.write(self.bad_table)
        err = io.StringIO()
        with contextlib.redirect_stderr(err), self.assertRaises(SystemExit) as exit:
            self.fit.main([self.path])
        self.assertEqual(exit.exception.code, 2)
        self.assertIn(self.bad_table_error, err.getvalue())
