#!/usr/bin/env python3
"""tools/tune.py, tools/match_cluster.py and tools/plot.py end to end, on small real runs with
node limits: the local executor, GNU parallel with the local login ':', ssh to an sshd this test
starts on 127.0.0.1 (a free port, a throw-away key), and Slurm through the stub tests/tools/srun.

ctest runs one test a time (tests/tools/CMakeLists.txt) with ZHUGE_MATCH and ZHUGE_ENGINE set.
The test process is a child subreaper, so whatever a tool leaves behind (its jobs after a kill -9)
becomes this process's child: each test ends by stopping and reaping every such process by its
id, and fails if a tool left one running that it should have stopped.
"""
import ctypes
import getpass
import glob
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(HERE, "..", "..", "tools")
RESULTS = os.path.join(HERE, "..", "..", "docs", "results")
OPENINGS = os.path.join(TOOLS, "openings", "sanguo-3ply.fen")
MATCH = os.environ.get("ZHUGE_MATCH", "")
ENGINE = os.environ.get("ZHUGE_ENGINE", "")
PLOT_PYTHON = "/usr/bin/python3"
TIMEOUT = 120
PR_SET_CHILD_SUBREAPER = 36

LUZHANQI = ["--engine-args", "nodes=30", "--param", "Skill Level,10,0,20,4,0.05"]
SANGUO = ["--variant", "sanguo", "--openings", OPENINGS, "--engine-args",
          "option.Player=greedy depth=1", "--param", "SanguoMobility,3,0,100,2,0.01"]


def children():
    """This process's children, by id (with the subreaper, the orphans of what it started)."""
    found = []
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            with open(stat) as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid():
            found.append(int(stat.split("/")[2]))
    return found


def reap(deadline):
    """Reaps this process's children that ended, until none is left or `deadline`: True if none."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return True
        if pid == 0 and time.monotonic() >= deadline:
            return False
        if pid == 0:
            time.sleep(0.05)


def stop_strays():
    """Every child still running after five seconds of grace (the orphaned engines of a stopped
    zhuge-match end on the end of their input, and under a sanitizer they take seconds to):
    killed with its process group, reaped, and returned."""
    if reap(time.monotonic() + 5):
        return []
    strays = children()
    for pid in strays:
        for kill in (os.killpg, os.kill):
            try:
                kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
    reap(time.monotonic() + 10)
    return strays


def run_tool(*command, **kwargs):
    """A tool's run to its end: its stdout, stderr and exit status."""
    done = subprocess.run(list(command), capture_output=True, text=True, timeout=TIMEOUT, **kwargs)
    return done.stdout, done.stderr, done.returncode


def tune_command(state, iterations, pairs, game, *executor):
    return [sys.executable, os.path.join(TOOLS, "tune.py"), "--match", MATCH, "--engine", ENGINE,
            "--iterations", str(iterations), "--pairs", str(pairs), "--state", state,
            *game, *executor]


class ToolTest(unittest.TestCase):
    def setUp(self):
        if not (os.path.isfile(MATCH) and os.path.isfile(ENGINE)):
            self.fail("set ZHUGE_MATCH and ZHUGE_ENGINE to the built binaries")
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
        self.tmp = tempfile.mkdtemp(prefix="zhuge-tools-")

    def tearDown(self):
        strays = stop_strays()
        shutil.rmtree(self.tmp, ignore_errors=True)
        self.assertEqual(strays, [], "processes left running after the tool ended")

    def path(self, name):
        return os.path.join(self.tmp, name)

    def tune(self, iterations, pairs, game, *executor):
        state = self.path("state.json")
        out, err, status = run_tool(*tune_command(state, iterations, pairs, game, *executor))
        self.assertEqual(status, 0, err)
        with open(state) as f:
            return json.load(f), out, err

    def check_tuned(self, state, iterations, games_per_job):
        """Every job applied once, each with its games, and theta as the formulas make it."""
        self.assertEqual(state["iteration"], iterations)
        self.assertEqual(state["running"], {})
        self.assertEqual(sorted(e["job"] for e in state["history"]), list(range(iterations)))
        self.assertEqual({e["games"] for e in state["history"]}, {games_per_job})
        self.assertEqual([e["k"] for e in state["history"]][0], 1)
        for p in state["params"]:
            theta = p["start"]
            for e in state["history"]:
                name = p["name"]
                step = e["R"][name] * e["c"][name] * e["result"] * e["flip"][name]
                theta = min(p["max"], max(p["min"], theta + step))
                self.assertAlmostEqual(theta, e["theta"][name])
            self.assertAlmostEqual(theta, p["theta"])


class TuneTest(ToolTest):
    def test_local_luzhanqi(self):
        state, out, _ = self.tune(4, 2, LUZHANQI, "--jobs", "2")
        self.check_tuned(state, 4, 4)  # two deals of two games each
        self.assertIn("progress: iteration 4/4, 16 games", out)
        self.assertRegex(out, r"final: option\.Skill Level=\d+")
        self.assertFalse(os.path.exists(self.path("state.json.jobs")))

    def test_local_sanguo(self):
        state, out, _ = self.tune(2, 1, SANGUO)
        self.check_tuned(state, 2, 6)  # one opening in six seatings
        self.assertIn("progress: iteration 2/2, 12 games", out)

    def test_one_job_at_a_time_is_reproducible(self):
        first, _, _ = self.tune(3, 1, LUZHANQI)
        os.remove(self.path("state.json"))
        second, _, _ = self.tune(3, 1, LUZHANQI)
        self.assertEqual(first["history"], second["history"])
        self.assertEqual([e["k"] for e in first["history"]], [1, 2, 3])

    def test_parallel_on_the_local_login(self):
        state, out, _ = self.tune(4, 1, LUZHANQI, "--executor", "parallel", "--sshlogin", "2/:")
        self.check_tuned(state, 4, 2)
        self.assertIn("progress: iteration 4/4, 8 games", out)

    def test_parallel_over_ssh(self):
        with Sshd(self.tmp) as sshd:
            state, _, _ = self.tune(3, 1, LUZHANQI, "--executor", "parallel",
                                    "--sshlogin", "2/" + sshd.login(), "--sshlogin", "1/:")
            self.check_tuned(state, 3, 2)
            self.assertGreaterEqual(sshd.sessions(), 1, "no job went over ssh")

    def test_slurm_stub(self):
        log = self.path("srun.log")
        env = dict(os.environ, PATH=HERE + os.pathsep + os.environ["PATH"], SRUN_LOG=log)
        state = self.path("state.json")
        _, err, status = run_tool(*tune_command(state, 3, 1, SANGUO, "--executor", "slurm",
                                                "--jobs", "2", "--srun-args=--time=5"), env=env)
        self.assertEqual(status, 0, err)
        with open(state) as f:
            self.check_tuned(json.load(f), 3, 6)
        with open(log) as f:
            calls = f.read().splitlines()
        self.assertEqual(len(calls), 3)
        for call in calls:
            self.assertTrue(call.startswith("--nodes=1 --ntasks=1 --time=5 sh -c job="), call)

    def test_a_failed_job_is_retried_and_counted_once(self):
        flaky = self.path("flaky-match")
        with open(flaky, "w") as f:  # fails each shard's first run
            f.write(f'#!/bin/sh\nshard=$(echo "$@" | sed "s/.*--shard \\([0-9]*\\).*/\\1/")\n'
                    f'[ -e "{self.tmp}/ran-$shard" ] || {{ touch "{self.tmp}/ran-$shard"; '
                    f'echo flaky >&2; exit 3; }}\nexec "{MATCH}" "$@"\n')
        os.chmod(flaky, 0o755)
        command = tune_command(self.path("state.json"), 3, 1, LUZHANQI, "--jobs", "2")
        command[command.index(MATCH)] = flaky
        out, err, status = run_tool(*command)
        self.assertEqual(status, 0, err)
        self.assertEqual(len(re.findall(r"job \d try 1 failed \(exit status 3", err)), 3, err)
        self.assertIn("progress: iteration 3/3, 6 games", out)
        self.assertIn("3 failed", out)
        with open(self.path("state.json")) as f:
            self.check_tuned(json.load(f), 3, 2)

    def test_too_many_failures_stop_with_the_state_kept(self):
        command = tune_command(self.path("state.json"), 2, 1, LUZHANQI, "--retries", "1")
        command[command.index(MATCH)] = "/bin/false"
        _, err, status = run_tool(*command)
        self.assertNotEqual(status, 0)
        self.assertIn("tune.py: job 0 failed 2 times, last: exit status 1", err)
        with open(self.path("state.json")) as f:
            self.assertEqual(sorted(json.load(f)["running"]), ["0"])


class ResumeTest(ToolTest):
    def test_kill_9_then_resume_loses_and_repeats_nothing(self):
        counted = self.path("counted-match")
        with open(counted, "w") as f:  # logs each shard it plays
            f.write(f'#!/bin/sh\necho "$@" | sed "s/.*--shard \\([0-9/]*\\).*/\\1/" '
                    f'>> "{self.tmp}/played"\nexec "{MATCH}" "$@"\n')
        os.chmod(counted, 0o755)
        state_path = self.path("state.json")
        command = tune_command(state_path, 8, 2, LUZHANQI, "--jobs", "2")
        command[command.index(MATCH)] = counted
        tune = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            try:
                with open(state_path) as f:
                    if json.load(f)["iteration"] >= 2:
                        break
            except (OSError, ValueError):
                pass
            time.sleep(0.02)
        tune.send_signal(signal.SIGKILL)
        tune.wait()
        # Its jobs go on as orphans: they finish, and their results wait in the work folder.
        self.assertTrue(reap(time.monotonic() + 30))
        with open(state_path) as f:
            crashed = json.load(f)
        self.assertLess(crashed["iteration"], 8, "the run ended before the kill")
        out, err, status = run_tool(*command)
        self.assertEqual(status, 0, err)
        with open(state_path) as f:
            self.check_tuned(json.load(f), 8, 4)
        with open(self.path("played")) as f:
            played = f.read().split()
        self.assertEqual(sorted(played), sorted(f"{i}/8" for i in range(1, 9)))
        self.assertIn("progress: iteration 8/8, 32 games", out)


class MatchClusterTest(ToolTest):
    def cluster(self, out, shards, *executor_and_flags, env=None):
        return run_tool(sys.executable, os.path.join(TOOLS, "match_cluster.py"), "--match", MATCH,
                        "--out", out, "--shards", str(shards), *executor_and_flags, env=env)

    def test_sprt_stops_the_remaining_shards(self):
        out = self.path("sprt")
        report, err, status = self.cluster(
            out, 10, "--executor", "parallel", "--sshlogin", "2/:", "--sprt", "elo0=0",
            "elo1=100", "--", "--variant", "sanguo", "--openings", OPENINGS, "--deals", "20",
            "--engine", f"cmd={ENGINE}", "name=greedy", "option.Player=greedy", "depth=1",
            "--engine", f"cmd={ENGINE}", "name=random", "option.Player=random", "nodes=1")
        self.assertEqual(status, 0, err)
        self.assertRegex(report, r"SPRT nElo \[0.00, 100.00\]: LLR [0-9.]+ \[-2.94, 2.94\] "
                                 r"H1 accepted")
        done = glob.glob(os.path.join(out, "shard-*.jsonl"))
        self.assertLess(len(done), 10)
        self.assertRegex(err, r"shards: \d+ running, \d+ done, 0 failed, \d+ waiting; SPRT")
        # The report is that of --merge over the shards kept.
        merged, _, _ = run_tool(MATCH, "--merge", *done, "--sprt", "elo0=0", "elo1=100")
        self.assertEqual(report.strip(), merged.strip())

    def test_slurm_stub_then_a_rerun_plays_nothing_again(self):
        out, log = self.path("lzq"), self.path("srun.log")
        env = dict(os.environ, PATH=HERE + os.pathsep + os.environ["PATH"], SRUN_LOG=log)
        flags = ["--executor", "slurm", "--jobs", "2", "--", "--deals", "6", "--seed", "7",
                 "--engine", f"cmd={ENGINE}", "name=a", "option.Player=random", "nodes=1",
                 "--engine", f"cmd={ENGINE}", "name=b", "option.Player=greedy", "nodes=1"]
        report, err, status = self.cluster(out, 3, *flags, env=env)
        self.assertEqual(status, 0, err)
        self.assertIn("a vs b: 12 games", report)
        self.assertIn("pentanomial", report)
        again, err, status = self.cluster(out, 3, *flags, env=env)
        self.assertEqual((status, again), (0, report), err)
        with open(log) as f:
            self.assertEqual(len(f.read().splitlines()), 3)
        _, err, status = self.cluster(out, 2, *flags, env=env)
        self.assertIn("holds shards of another match", err)


class PlotTest(ToolTest):
    def setUp(self):
        super().setUp()
        if subprocess.run([PLOT_PYTHON, "-c", "import matplotlib"]).returncode != 0:
            self.skipTest("no python3-matplotlib")

    def assert_png(self, path):
        with open(path, "rb") as f:
            self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")

    def test_match_plot_gives_the_statistics_of_merge(self):
        for files, unit in ((glob.glob(os.path.join(RESULTS, "luzhanqi-issue14",
                                                    "st05-texel-shard*.jsonl")), "per pair"),
                            ([os.path.join(RESULTS, "sanguo-issue14",
                                           "s10-nodes200k-vs-39567a7.jsonl")], "per group")):
            png = self.path("match.png")
            out, err, status = run_tool(PLOT_PYTHON, os.path.join(TOOLS, "plot.py"), "match",
                                        *files, "--output", png, "--sprt", "elo0=-5", "elo1=5")
            self.assertEqual(status, 0, err)
            self.assert_png(png)
            merged, _, _ = run_tool(MATCH, "--merge", *files, "--sprt", "elo0=-5", "elo1=5")
            elo = re.search(unit + r": score [0-9.]+, Elo (\S+) \[(\S+), (\S+)\]", merged)
            llr = re.search(r"LLR (\S+) \[", merged)
            self.assertIn(f"Elo {elo.group(1)} [{elo.group(2)}, {elo.group(3)}], "
                          f"LLR {llr.group(1)}", out)

    def test_tune_plot(self):
        self.tune(3, 1, LUZHANQI)
        png = self.path("tune.png")
        out, err, status = run_tool(PLOT_PYTHON, os.path.join(TOOLS, "plot.py"), "tune",
                                    self.path("state.json"), "--output", png)
        self.assertEqual(status, 0, err)
        self.assertIn("1 parameters over 3 iterations", out)
        self.assert_png(png)


class Sshd:
    """An sshd on 127.0.0.1 and a free port, with a throw-away host and user key, that allows
    this user in with that key alone; stopped by its process id."""

    def __init__(self, folder):
        self.folder = os.path.join(folder, "sshd")
        os.makedirs(self.folder)

    def file(self, name):
        return os.path.join(self.folder, name)

    def __enter__(self):
        if not os.path.exists("/usr/sbin/sshd"):
            raise unittest.SkipTest("no /usr/sbin/sshd (Debian's openssh-server)")
        if os.geteuid() == 0:
            os.makedirs("/run/sshd", exist_ok=True)  # sshd's privilege separation folder
        for key in ("user", "host"):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", self.file(key)],
                           check=True)
        shutil.copy(self.file("user.pub"), self.file("authorized_keys"))
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        with open(self.file("sshd_config"), "w") as f:
            f.write(f"ListenAddress 127.0.0.1\nPort {self.port}\nHostKey {self.file('host')}\n"
                    f"AuthorizedKeysFile {self.file('authorized_keys')}\nPidFile none\n"
                    "PermitRootLogin prohibit-password\nPasswordAuthentication no\n"
                    "KbdInteractiveAuthentication no\nUsePAM no\nStrictModes no\n")
        with open(self.file("log"), "w") as log:
            self.process = subprocess.Popen(["/usr/sbin/sshd", "-D", "-e", "-f",
                                             self.file("sshd_config")], stderr=log)
        deadline = time.monotonic() + 10
        while subprocess.run(self.ssh() + ["true"], capture_output=True).returncode != 0:
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.__exit__()
                raise AssertionError("sshd did not start: " + open(self.file("log")).read())
            time.sleep(0.1)
        return self

    def ssh(self):
        return ["ssh", "-p", str(self.port), "-i", self.file("user"), "-o", "BatchMode=yes",
                "-o", "StrictHostKeyChecking=no", "-o",
                f"UserKnownHostsFile={self.file('known_hosts')}", f"{getpass.getuser()}@127.0.0.1"]

    def login(self):
        """The login as GNU parallel takes it: the ssh command and its options."""
        return " ".join(self.ssh())

    def sessions(self):
        with open(self.file("log")) as f:
            return f.read().count("Accepted publickey") - 1  # less the check at the start

    def __exit__(self, *_):
        self.process.terminate()
        self.process.wait(10)


if __name__ == "__main__":
    unittest.main()
