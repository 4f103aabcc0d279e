"""The programs the browser test starts: zhuge-gui (with a free port), an engine that advises
the person, and zhuge-match."""
import os
import re
import selectors
import signal
import subprocess
import time

ADDRESS = re.compile(r"^Zhuge GUI: (http://127\.0\.0\.1:(\d+)/)$")


class GuiServer:
    """zhuge-gui on a port the system picks; stops it and every engine it started."""

    def __init__(self, gui, engines, log_path, extra=()):
        args = [gui, "--port", "0"]
        for spec in engines:
            args += ["--engine", spec]
        args += list(extra)
        # A session of its own, so that stopping it also reaches its engine processes.
        self.log_path = log_path
        with open(log_path, "w", encoding="utf-8") as log:
            self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=log, text=True,
                                            start_new_session=True)
        self.url = self.read_address(timeout=15)
        self.port = int(ADDRESS.match(f"Zhuge GUI: {self.url}").group(2))

    def read_address(self, timeout):
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if selector.select(timeout=deadline - time.monotonic()):
                line = self.process.stdout.readline()
                if not line:
                    break
                match = ADDRESS.match(line.strip())
                if match:
                    return match.group(1)
        self.stop()
        with open(self.log_path, encoding="utf-8") as log:
            raise RuntimeError(f"zhuge-gui printed no address: {log.read()[-2000:]}")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        # Whatever is left of its session (an engine that did not quit in time).
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


class Adviser:
    """A zhuge process of the test's own that picks the person's moves: a quick search of the
    position the page shows."""

    def __init__(self, engine, variant, movetime_ms):
        self.movetime_ms = movetime_ms
        self.process = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def read_until(self, word):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the adviser ended before {word!r}")
            if line.split()[:1] == [word]:
                return line.split()

    def best_move(self, fen):
        self.send(f"position fen {fen}")
        self.send(f"go movetime {self.movetime_ms}")
        return self.read_until("bestmove")[1]

    def stop(self):
        if self.process.poll() is None:
            self.send("quit")
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def match_record(match, engine, path, variant="luzhanqi-flip"):
    """Writes the records of one tiny zhuge-match run (random players, one node a move)."""
    args = [match, "--variant", variant, "--deals", "1", "--records", path]
    for name in ("first", "second"):
        args += ["--engine", f"cmd={engine}", f"name={name}", "option.Player=random", "nodes=1"]
    subprocess.run(args, check=True, capture_output=True, timeout=60)
    with open(path, encoding="utf-8") as f:
        return f.read()
