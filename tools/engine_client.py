"""An engine as a child process, spoken to line by line (docs/protocol.md), for the Python tools.
Standard library only."""
import subprocess
import sys


class EngineClient:
    def __init__(self, command, tool):
        """Starts `command` (a list); `tool` names the script in its errors. The engine's stderr
        (its greeting) is dropped: its answers are on stdout."""
        self.tool = tool
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, prefix):
        """The lines up to and including the first that starts with `prefix`."""
        lines = []
        for line in self.process.stdout:
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines
        sys.exit(f"{self.tool}: the engine ended before '{prefix}'")

    def close(self):
        self.send("quit")
        self.process.wait(timeout=30)
