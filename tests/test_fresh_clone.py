"""A newcomer's first hour, in a fresh clone with Debian's python3 and nothing else on PATH: the README's two
commands start clean (nothing written into the home folder, no deprecation warning, no untrusted notebook),
then every shell command of README.md and docs/ runs as tests/test_readme.py's ``HOW`` says: as written (the
documents show sizes that run in seconds), a server until it answers, a Dask scheduler and its worker while
the commands that use them run.

It clones the committed HEAD of this repository and installs from the package index (pip's settings in
the environment, PIP_*, and a proxy's are passed on; PIP_CACHE_DIR too, which scripts/test.sh points at the
environment's own cache: a cache of downloads and built wheels, which cannot stand in for a requirement the
kit does not declare). Several minutes, marked slow. After the two commands, the commands that change .venv or
the clone run alone, and the others two at a time (the two cores), each in its own process and on its own port.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from test_readme import How, how, shell_commands  # tests/ is on sys.path (pytest's rootdir-less import)

ROOT = Path(__file__).resolve().parents[1]
DEBIAN_PYTHON = Path("/usr/bin/python3")
INSTALL_TIMEOUT = 1800  # the first command of each extra downloads and installs it
TIMEOUT = 600
ACTIVATE = "source .venv/bin/activate && "
PASSED_ON = ("PIP_", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy", "SSL_CERT")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not DEBIAN_PYTHON.exists() or not shutil.which("git"), reason="needs /usr/bin/python3 and git"),
]


class Newcomer:
    """A fresh clone, an empty home folder, PATH /usr/bin:/bin, and a log of what ran."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.root = tmp / "clone"
        self.home = tmp / "home"
        self.home.mkdir()
        subprocess.run(["git", "clone", "-q", str(ROOT), str(self.root)], check=True)
        self.env = {k: v for k, v in os.environ.items() if k.startswith(PASSED_ON)}
        self.env.update(PATH="/usr/bin:/bin", HOME=str(self.home), LANG="C.UTF-8", TMPDIR=str(tmp))
        self.log: list[str] = []

    def run(self, script: str, timeout: float = TIMEOUT, check: bool = True) -> str:
        """``bash -c script`` in the clone; its output, or (``check``) a failure showing it."""
        t0 = time.monotonic()
        done = subprocess.run(
            ["bash", "-c", script], cwd=self.root, env=self.env, capture_output=True, text=True, timeout=timeout
        )
        out = done.stdout + done.stderr
        self._note(f"{time.monotonic() - t0:6.0f} s  exit {done.returncode}  {script}")
        assert done.returncode == 0 or not check, f"{script}\nexit {done.returncode}\n{out[-4000:]}"
        return out

    def start(self, script: str, rule: How, timeout: float = TIMEOUT) -> Service:
        """Start a server or a service on a free port (``{port}`` in ``script``), wait until ``rule.url`` answers
        (``tcp``: the port; ``log:TEXT``: its log shows TEXT; else that page of it)."""
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        script = script.replace("{port}", str(port))
        logfile = self.tmp / f"serve-{port}.log"
        t0 = time.monotonic()
        with open(logfile, "w") as log:
            proc = subprocess.Popen(
                ["bash", "-c", script], cwd=self.root, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,
            )  # fmt: skip
        service = Service(script, proc, logfile, port, t0)
        try:
            while not service.answers(rule.url):
                assert proc.poll() is None, f"{script} stopped:\n{service.log()}"
                assert time.monotonic() - t0 < timeout, f"{script}: no answer\n{service.log()}"
                time.sleep(1)
        except BaseException:
            service.stop()
            raise
        return service

    def serve(self, script: str, rule: How, timeout: float = TIMEOUT) -> str:
        """Start a server, ask ``rule.url`` until it answers, stop it; its log."""
        service = self.start(script, rule, timeout)
        service.stop()
        self._note(f"{time.monotonic() - service.t0:6.0f} s  served  {service.script}")
        return service.log()

    def end(self, services: list[Service]) -> None:
        """Stop the services a page started, each of which must still be running."""
        running = [s for s in services if s.proc.poll() is None]
        for s in services:
            s.stop()
            self._note(f"{time.monotonic() - s.t0:6.0f} s  service stopped  {s.script}")
        for s in services:
            assert s in running, f"{s.script} stopped before the end of its page:\n{s.log()}"

    def _note(self, line: str) -> None:
        self.log.append(line)
        print(line, flush=True)  # shown as it happens with -s, and with a failure's captured output


@dataclass
class Service:
    """A server or service started in the background (its own process group) and its log."""

    script: str
    proc: subprocess.Popen
    logfile: Path
    port: int
    t0: float
    names: str = ""

    def log(self) -> str:
        return self.logfile.read_text()[-4000:]

    def answers(self, url: str) -> bool:
        if url == "tcp":
            with socket.socket() as s:
                return s.connect_ex(("127.0.0.1", self.port)) == 0
        if url.startswith("log:"):
            return url[4:] in self.logfile.read_text()
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{url}", timeout=60) as reply:
                return reply.status == 200
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


def _exec(command: str) -> str:
    """``exec`` put before the command itself, after any ``NAME=value`` words (``bash -c`` then is the server)."""
    return re.sub(r"^((?:[A-Z_]+=\S*\s+)*)", r"\1exec ", command)


def test_every_command_of_the_readme_and_the_docs_in_a_fresh_clone(tmp_path):
    me = Newcomer(tmp_path)
    commands = list(dict.fromkeys(command for _, command in shell_commands()))
    assert commands[:2] == ["bash scripts/setup_and_open.sh", "bash scripts/test.sh"]

    # the two commands, with nothing active: a clean start
    first = me.serve(f"exec {commands[0]} {how(commands[0]).add}", how(commands[0]), INSTALL_TIMEOUT)
    assert "DeprecationWarning" not in first and "is not trusted" not in first, first[-4000:]
    me.run(f"{commands[1]} {how(commands[1]).add}", INSTALL_TIMEOUT)
    assert sorted(p.name for p in me.home.iterdir()) == [], "the two commands wrote into the home folder"

    pages: dict[str, list[str]] = {}  # each command on the first page that shows it, in reading order
    for doc, command in shell_commands():
        if command not in commands[:2] and all(command not in cs for cs in pages.values()):
            pages.setdefault(doc, []).append(command)
    own_env = tmp_path / "own-env"
    # First, alone and in reading order, the commands that change .venv or the clone's files (installs, a
    # notebook rebuilt, the formatter); then the others two at a time (``units``), each unit in its order.
    run_page(me, [c for cs in pages.values() for c in cs if how(c).alone], own_env)
    with ThreadPoolExecutor(2) as pool:
        failed = [f.exception() for f in [pool.submit(run_page, me, unit, own_env) for unit in units(pages, own_env)]]
    assert not any(failed), "\n\n".join(str(e) for e in failed if e)  # every failure, not only the first
    assert (me.home / "genesis-notebooks" / "index.ipynb").is_file()
    assert (me.home / "genesis-notebooks" / "teachers" / "angels.md").is_file()
    changed = me.run("git status --porcelain --untracked-files=no")
    assert changed.strip() == "", f"the commands changed tracked files:\n{changed}"


def units(pages: dict[str, list[str]], own_env: Path) -> list[list[str]]:
    """The commands that are not ``alone``, in lists that must each run in order: first the reader's own
    environment (Debian's venv made, then the commands for it); a page's services (``How.names``) with the
    commands up to the last that names one; a command that works where the one before it did (``How.cwd``) with
    that one; every other command by itself."""
    yours = [c for cs in pages.values() for c in cs if how(c).mode == "own-env"]
    out = [[f"{DEBIAN_PYTHON} -m venv {own_env}", *yours]]
    for page in pages.values():
        rest = [c for c in page if not how(c).alone and c not in yours]
        names = [how(c).names for c in rest if how(c).names]
        using = [i for i, c in enumerate(rest) if any(n in c for n in names)]
        if using:  # the services and the commands up to the last one that uses them
            out.append(rest[: using[-1] + 1])
            rest = rest[using[-1] + 1 :]
        for command in rest:
            if how(command).cwd and len(out) > 1:
                out[-1].append(command)
            else:
                out.append([command])
    return out


def run_page(me: Newcomer, commands: list[str], own_env: Path) -> None:
    """Commands in order; the services they start are stopped at the end."""
    services: list[Service] = []
    try:
        for command in commands:
            run_one(me, command, own_env, services)
    finally:
        me.end(services)


def run_one(me: Newcomer, command: str, own_env: Path, services: list[Service]) -> None:
    """One command as its rule says, the addresses of the page's services put in for the ones it names."""
    if command.startswith(str(DEBIAN_PYTHON)):  # the reader's own environment, made first
        me.run(command)
        return
    rule = how(command)
    for service in services:
        if service.names:
            command = command.replace(service.names, f"tcp://127.0.0.1:{service.port}")
    if rule.mode == "serve":
        me.serve(f"{ACTIVATE}{_exec(command)} {rule.add}", rule)
    elif rule.mode == "service":
        service = me.start(f"{ACTIVATE}{_exec(command)} {rule.add}", rule)
        service.names = rule.names
        services.append(service)
        me._note(f"{time.monotonic() - service.t0:6.0f} s  service answers  {service.script}")
    elif rule.mode == "run":
        cd = f"cd {rule.cwd} && " if rule.cwd else ""
        out = me.run(f"{ACTIVATE}{cd}{command} {rule.add}", INSTALL_TIMEOUT if "install" in command else TIMEOUT)
        assert not rule.expect or re.search(rule.expect, out, re.S), f"{command}: no {rule.expect!r} in\n{out[-4000:]}"
    elif rule.mode == "own-env":
        me.run(f"source {own_env}/bin/activate && {command}", INSTALL_TIMEOUT)
    elif rule.mode == "simulate" and shutil.which("apt-get"):
        # as root it would install; simulated, it must find the package (unless apt's lists were never fetched)
        out = me.run(command.replace("apt-get ", "apt-get --simulate ", 1), check=False)
        assert "newly installed" in out or "already the newest" in out or "Unable to locate" in out, out
