"""zhuge-match shards as jobs on an executor: this machine, GNU parallel (ssh logins), or Slurm.

Shared by tools/tune.py and tools/match_cluster.py (docs/tuning.md, "Executors"). A job is one
zhuge-match run; each try of it (an attempt, tagged JOB.TRY) is a POSIX sh script that writes
the summary to a temporary file on the worker and then prints it to stdout, each line tagged
`@JOB.TRY `, and last `@JOB.TRY end STATUS`. So results come back through the executor's
output alone, with no shared file system. Every executor writes that output into files in a work
folder, which outlive a crash of the script that started the jobs.
Standard library only.
"""
import argparse
import glob
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time

TAGGED = re.compile(r"^@(\d+)\.(\d+) (.*)$")
JOBLOG_COMMAND = re.compile(r"^job=(\d+)\.(\d+);")
POLL_SECONDS = 0.2
LOST_AFTER_SECONDS = 10  # a job parallel says succeeded must show its end line by then


def add_arguments(parser, default_jobs_help):
    """The executor options, the same for every tool that runs jobs."""
    group = parser.add_argument_group("executor (docs/tuning.md)")
    group.add_argument("--executor", choices=["local", "parallel", "slurm"], default="local")
    group.add_argument("--jobs", type=int, default=1,
                       help=f"local and slurm: jobs at once ({default_jobs_help})")
    group.add_argument("--sshlogin", action="append", default=[],
                       help="parallel: logins as GNU parallel takes them (':' is this machine; "
                            "N/LOGIN runs N jobs there at once, else one)")
    group.add_argument("--sshloginfile", action="append", default=[],
                       help="parallel: a file of logins, one a line")
    group.add_argument("--transfer", action="append", default=[],
                       help="parallel: a file to copy to every login first (--basefile)")
    group.add_argument("--srun-args", default="",
                       help="slurm: more srun options, as one argument: --srun-args='--partition=cpu'")
    group.add_argument("--retries", type=int, default=2,
                       help="tries of a failed or lost job beyond the first (default 2)")


def check_arguments(parser, args):
    """One clear error for options that do not fit the executor."""
    if args.jobs < 1 or args.retries < 0:
        parser.error("--jobs must be positive and --retries not negative")
    logins = args.sshlogin or args.sshloginfile
    if (args.executor == "parallel") != bool(logins):
        parser.error("--sshlogin or --sshloginfile go with --executor parallel, and it needs one")
    if args.transfer and args.executor != "parallel":
        parser.error("--transfer goes with --executor parallel")
    for path in args.sshloginfile:
        if not os.path.isfile(path):
            parser.error(f"--sshloginfile: no file {path}")


def login_slots(entry):
    """Jobs at once on one GNU parallel login: N in '[@groups/]N/login', else one (-j 1)."""
    entry = re.sub(r"^@[^/]*/", "", entry.strip())
    match = re.match(r"^(\d+)/", entry)
    return int(match.group(1)) if match else 1


def parallel_slots(args):
    """All the logins' job slots together (lines of a login file: '#' comments, blanks skipped)."""
    entries = [e for text in args.sshlogin for e in text.split(",")]
    for path in args.sshloginfile:
        with open(path) as f:
            entries += [l for l in f if l.strip() and not l.lstrip().startswith("#")]
    return sum(login_slots(e) for e in entries if e.strip())


def make_executor(args, work):
    if args.executor == "parallel":
        return ParallelExecutor(work, args)
    # One task on one node: inside an allocation of many tasks a bare srun would run it on all.
    prefix = (["srun", "--nodes=1", "--ntasks=1", *shlex.split(args.srun_args)]
              if args.executor == "slurm" else [])
    return ProcessExecutor(work, args.jobs, prefix)


def job_script(tag, match_command):
    """The sh script of one attempt (see the module's docstring); it exits as zhuge-match did."""
    command = " ".join(shlex.quote(c) for c in match_command)
    return (f'job={tag}; t=$(mktemp) || exit 1; {command} --summary "$t" >/dev/null; rc=$?; '
            f'sed "s/^/@$job /" "$t"; rm -f "$t"; echo "@$job end $rc"; exit $rc')


class Tail:
    """The complete lines appended to a file since the last read."""

    def __init__(self, path):
        self.path, self.offset, self.partial = path, 0, b""

    def lines(self):
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except FileNotFoundError:
            return []
        self.offset += len(data)
        *complete, self.partial = (self.partial + data).split(b"\n")
        return [line.decode(errors="replace") for line in complete]


class Outputs:
    """The tagged lines of every attempt, from any number of output files."""

    def __init__(self):
        self.lines, self.ended = {}, {}

    def feed(self, text):
        match = TAGGED.match(text)
        if not match:
            return
        tag, rest = (int(match.group(1)), int(match.group(2))), match.group(3)
        if rest.startswith("end "):
            self.ended[tag] = int(rest[4:])
        elif rest.startswith("{"):
            self.lines.setdefault(tag, []).append(rest)

    def feed_files(self, paths):
        for path in paths:
            for line in Tail(path).lines():
                self.feed(line)


class ProcessExecutor:
    """Each attempt a process of its own: `sh -c SCRIPT` here, or under a prefix such as
    `srun OPTIONS` (Slurm's srun runs it on a node and relays its output here)."""

    def __init__(self, work, slots, prefix):
        self.work, self.slots, self.prefix = work, slots, prefix
        self.running = {}  # tag -> Popen
        self.outputs = Outputs()

    def start(self, tag, script):
        name = os.path.join(self.work, "%d.%d" % tag)
        with open(name + ".out", "wb") as out, open(name + ".err", "wb") as err:
            self.running[tag] = subprocess.Popen(self.prefix + ["sh", "-c", script], stdout=out,
                                                 stderr=err, start_new_session=True)

    def idle(self):
        """No more jobs for now: nothing to do here."""

    def poll(self):
        """The attempts that ended since the last call: (tag, exit status)."""
        ended = []
        for tag, process in list(self.running.items()):
            if process.poll() is not None:
                del self.running[tag]
                self.outputs.feed_files([os.path.join(self.work, "%d.%d.out" % tag)])
                ended.append((tag, process.returncode))
        return ended

    def where(self, tag):
        return os.path.join(self.work, "%d.%d.err" % tag)

    def stop(self):
        """Ends every attempt: its process group (the job's sh and zhuge-match, or srun)."""
        for process in self.running.values():
            stop_group(process)
        self.running.clear()


def stop_group(process):
    """SIGTERM to the process group we started, SIGKILL if it lingers."""
    for sig, wait in ((signal.SIGTERM, 3), (signal.SIGKILL, 3)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue


class ParallelExecutor:
    """One long-lived GNU parallel reads the attempts' scripts from its stdin, one a line, and
    runs each on a free login. parallel reads one line ahead and blocks on it, so it is always
    given one line more than its slots (see slots); when no more work is coming its stdin is
    closed, and a later attempt (a retry) starts another parallel. The joblog says which attempt
    ended and how."""

    def __init__(self, work, args):
        self.work = work
        self.slots = parallel_slots(args) + 1
        self.options = ["-j", "1", "--line-buffer"]
        self.options += [o for login in args.sshlogin for o in ("--sshlogin", login)]
        self.options += [o for path in args.sshloginfile for o in ("--sshloginfile", path)]
        self.options += [o for path in args.transfer for o in ("--basefile", path)]
        self.processes = []  # (Popen, its joblog Tail, its output Tail)
        self.outputs = Outputs()
        self.succeeded = {}  # tag -> when parallel said so, until its end line is read

    def _open(self):
        n = len(self.processes) + 1
        name = os.path.join(self.work, f"parallel-{n}")
        with open(name + ".out", "wb") as out, open(name + ".err", "wb") as err:
            process = subprocess.Popen(["parallel", "--will-cite", "--joblog", name + ".joblog"]
                                       + self.options, stdin=subprocess.PIPE, stdout=out,
                                       stderr=err, start_new_session=True)
        self.processes.append((process, Tail(name + ".joblog"), Tail(name + ".out")))

    def start(self, tag, script):
        if not self.processes or self.processes[-1][0].stdin.closed:
            self._open()
        process = self.processes[-1][0]
        process.stdin.write(script.encode() + b"\n")
        process.stdin.flush()

    def idle(self):
        """No more jobs for now: parallel may stop waiting for a next line."""
        if self.processes and not self.processes[-1][0].stdin.closed:
            self.processes[-1][0].stdin.close()

    def poll(self):
        ended = []
        for process, joblog, output in self.processes:
            for line in output.lines():
                self.outputs.feed(line)
            for line in joblog.lines():
                fields = line.split("\t")
                match = len(fields) >= 9 and JOBLOG_COMMAND.match(fields[8])
                if not match or fields[0] == "Seq":
                    continue
                tag = (int(match.group(1)), int(match.group(2)))
                status = int(fields[6]) or (128 + int(fields[7]) if int(fields[7]) else 0)
                if status:
                    ended.append((tag, status))
                else:
                    self.succeeded[tag] = time.monotonic()
        for tag, since in list(self.succeeded.items()):
            if tag in self.outputs.ended or time.monotonic() - since > LOST_AFTER_SECONDS:
                del self.succeeded[tag]
                ended.append((tag, 0 if tag in self.outputs.ended else 255))
        return ended

    def where(self, tag):
        return os.path.join(self.work, "parallel-*.err")

    def stop(self):
        """Ends every parallel and so its jobs (parallel ends a remote job when its ssh ends)."""
        for process, _, _ in self.processes:
            if not process.stdin.closed:
                process.stdin.close()
            stop_group(process)


class JobFailed(Exception):
    pass


class Scheduler:
    """Keeps the executor's slots filled with jobs, retries a failed or lost one, and hands each
    job's result over once: the summary lines of its first attempt that ended well."""

    def __init__(self, executor, retries, check, log=print):
        self.executor, self.retries, self.check, self.log = executor, retries, check, log
        self.commands = {}  # job -> zhuge-match command
        self.tries = {}  # job -> attempts so far
        self.live = {}  # job -> its attempt's tag
        self.failed = 0

    def free_slots(self):
        return self.executor.slots - len(self.live)

    def submit(self, job, match_command):
        self.commands[job] = match_command
        self._attempt(job)

    def _attempt(self, job):
        self.tries[job] = self.tries.get(job, 0) + 1
        tag = (job, self.tries[job])
        self.live[job] = tag
        self.executor.start(tag, job_script("%d.%d" % tag, self.commands[job]))

    def wait(self):
        """Blocks until some jobs are done: [(job, summary lines)]; retries the failed ones."""
        while True:
            done = []
            for tag, status in self.executor.poll():
                job = tag[0]
                if self.live.get(job) != tag:
                    continue
                lines = self.executor.outputs.lines.get(tag, [])
                problem = self._problem(job, tag, status, lines)
                if problem is None:
                    del self.live[job]
                    done.append((job, lines))
                else:
                    self._failed(job, tag, problem)
            if done:
                return done
            time.sleep(POLL_SECONDS)

    def _problem(self, job, tag, status, lines):
        if status:
            return f"exit status {status}"
        if tag not in self.executor.outputs.ended:
            return "its output ended early"
        return self.check(job, lines)

    def _failed(self, job, tag, problem):
        self.failed += 1
        where = self.executor.where(tag)
        if self.tries[job] > self.retries:
            raise JobFailed(f"job {job} failed {self.tries[job]} times, last: {problem} "
                            f"(its stderr: {where})")
        self.log(f"job {job} try {tag[1]} failed ({problem}; its stderr: {where}); retrying")
        self._attempt(job)

    def stop(self):
        self.executor.stop()
        self.live.clear()


def summary_problem(lines, deals):
    """Why a job's summary lines are not a whole shard of `deals` deals, or None."""
    try:
        games = [json.loads(line) for line in lines]
        found = {game["deal"] for game in games if game["seats"] and game["sixths"]}
    except (ValueError, KeyError, TypeError) as e:
        return f"a summary line does not parse ({e})"
    if len(found) != deals:
        return f"the summary holds {len(found)} deals, not {deals}"
    return None


def shard_deals(deals, shard, shards):
    """How many of `deals` deals `--shard shard/shards` plays: k < deals, k = shard - 1 mod shards."""
    return len(range(shard - 1, deals, shards))


def harvest(work):
    """The tagged output already in the work folder's files (after a crash)."""
    outputs = Outputs()
    outputs.feed_files(sorted(glob.glob(os.path.join(work, "*.out"))))
    return outputs


def clear(work):
    """An empty work folder; running strays of a crashed run keep writing to unlinked files."""
    os.makedirs(work, exist_ok=True)
    for path in glob.glob(os.path.join(work, "*")):
        os.remove(path)


def plot_python():
    """An interpreter with matplotlib: this one, or Debian's python3 (python3-matplotlib)."""
    try:
        import matplotlib  # noqa: F401
        return sys.executable
    except ImportError:
        return "/usr/bin/python3"


def duration(seconds):
    """'1h05m', '12m30s' or '45s'."""
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h{minutes:02d}m"
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"'{text}' is not a positive number")
    return value
