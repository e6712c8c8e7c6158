"""A newcomer's first hour, in a fresh clone with Debian's python3 and nothing else on PATH: the README's two
commands start clean (nothing written into the home folder, no deprecation warning, no untrusted notebook),
then every shell command of README.md and docs/ runs as tests/test_readme.py's ``HOW`` says.

It clones the committed HEAD of this repository and installs from the package index (pip's settings in
the environment, PIP_*, and a proxy's are passed on; PIP_CACHE_DIR too, which scripts/test.sh points at the
environment's own cache): several minutes, marked slow.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
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

    def serve(self, script: str, rule: How, timeout: float = TIMEOUT) -> str:
        """Start a server, ask ``rule.url`` until it answers, stop it; its log."""
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
            try:
                while not _answers(port, rule.url):
                    assert proc.poll() is None, f"{script} stopped:\n{logfile.read_text()[-4000:]}"
                    assert time.monotonic() - t0 < timeout, f"{script}: no answer\n{logfile.read_text()[-4000:]}"
                    time.sleep(1)
            finally:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(30)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
        self._note(f"{time.monotonic() - t0:6.0f} s  served  {script}")
        return logfile.read_text()

    def _note(self, line: str) -> None:
        self.log.append(line)
        print(line, flush=True)  # shown as it happens with -s, and with a failure's captured output


def _answers(port: int, url: str) -> bool:
    if url == "tcp":
        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{url}", timeout=60) as reply:
            return reply.status == 200
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


def test_every_command_of_the_readme_and_the_docs_in_a_fresh_clone(tmp_path):
    me = Newcomer(tmp_path)
    commands = list(dict.fromkeys(command for _, command in shell_commands()))
    assert commands[:2] == ["bash scripts/setup_and_open.sh", "bash scripts/test.sh"]

    # the two commands, with nothing active: a clean start
    first = me.serve(f"exec {commands[0]} {how(commands[0]).add}", how(commands[0]), INSTALL_TIMEOUT)
    assert "DeprecationWarning" not in first and "is not trusted" not in first, first[-4000:]
    me.run(f"{commands[1]} {how(commands[1]).add}", INSTALL_TIMEOUT)
    assert sorted(p.name for p in me.home.iterdir()) == [], "the two commands wrote into the home folder"

    own_env = tmp_path / "own-env"
    me.run(f"{DEBIAN_PYTHON} -m venv {own_env}")
    for command in commands[2:]:
        rule = how(command)
        if rule.mode == "serve":
            me.serve(f"{ACTIVATE}exec {command} {rule.add}", rule)
        elif rule.mode == "run":
            me.run(f"{ACTIVATE}{command} {rule.add}", INSTALL_TIMEOUT if "install" in command else TIMEOUT)
        elif rule.mode == "own-env":
            me.run(f"source {own_env}/bin/activate && {command}", INSTALL_TIMEOUT)
        elif rule.mode == "simulate" and shutil.which("apt-get"):
            # as root it would install; simulated, it must find the package (unless apt's lists were never fetched)
            out = me.run(command.replace("apt-get ", "apt-get --simulate ", 1), check=False)
            assert "newly installed" in out or "already the newest" in out or "Unable to locate" in out, out
    assert (me.home / "genesis-notebooks" / "index.ipynb").is_file()
    assert (me.home / "genesis-notebooks" / "teachers" / "angels.md").is_file()
    changed = me.run("git status --porcelain --untracked-files=no")
    assert changed.strip() == "", f"the commands changed tracked files:\n{changed}"
