"""The commands and Python examples of README.md and docs/ that tests/test_readme.py's fresh clone (slow) runs only
by their ``--help``, or not at all, run here in the kit's own environment.

- Fast: every command the fresh clone runs with ``--help`` answers its ``--help`` here too (the script and its
  arguments exist); the commands that are quick as written run as written (the questions of an exploration, the
  notebooks copied into a home folder); every Python example of docs/ runs (the teachers' pictures as written,
  the tournaments with fewer games).
- Slow: those run as written: a question of the exploration with its 200 games, the room server's load for 15 s,
  a notebook rebuilt (in a copy of the repository), the tournaments (the Dask cluster's with 500 of its 5000 games).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_readme import DOCUMENTS, ROOT, how, shell_commands  # tests/ is on sys.path

ENV_COMMANDS = list(dict.fromkeys(c for _, c in shell_commands()))


def program(command: str) -> str:
    """The program a command runs (``python -m genesis_nb.explore``, ``python scripts/x.py``, ``dask worker``)."""
    words = command.split()[3:] if command.startswith("nice -n") else command.split()
    return " ".join(words[:3] if words[1] == "-m" else words[:2])


#: the commands the fresh clone runs by their --help, one of each program
HELPED = [c for c in ENV_COMMANDS if how(c).mode == "run" and how(c).add == "--help"]
HELPED = list({program(c): c for c in reversed(HELPED)}.values())[::-1]
QUICK = ["python -m genesis_nb.explore angels --questions", "python -m genesis_nb notebooks ~/genesis-notebooks"]
AS_WRITTEN = [
    c
    for c in ENV_COMMANDS
    if c.startswith(("python -m genesis_nb.explore angels --question ", "python benchmarks/rooms_load.py"))
    or c == "python scripts/build_notebooks.py angels/play"
]


def python_examples() -> list[tuple[str, int, str]]:
    """(document, number, code) for every fenced Python block of docs/ (indented ones too), docs/rooms.md's aside
    (tests/rooms/test_rooms_docs.py runs it)."""
    found = []
    for doc in DOCUMENTS[1:]:
        if doc.name == "rooms.md":
            continue
        text = doc.read_text(encoding="utf-8")
        for n, block in enumerate(re.finditer(r"^( *)```python\n(.*?)^\1```", text, re.S | re.M)):
            indent = len(block.group(1))
            code = "\n".join(line[indent:] for line in block.group(2).splitlines())
            found.append((doc.relative_to(ROOT).as_posix(), n, code))
    return found


EXAMPLES = python_examples()


def run(command: str, home: Path, timeout: float = 120) -> str:
    """``command`` in bash, in the repository, with this environment's Python first on PATH and ``home`` as HOME."""
    env = dict(os.environ, HOME=str(home), PATH=f"{Path(sys.executable).parent}:{os.environ['PATH']}")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    done = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )  # fmt: skip
    assert done.returncode == 0, f"{command}\nexit {done.returncode}\n{(done.stdout + done.stderr)[-3000:]}"
    return done.stdout + done.stderr


def test_the_lists_hold_what_the_documents_show():
    assert len(HELPED) >= 5 and len(AS_WRITTEN) == 3, (HELPED, AS_WRITTEN)
    assert all(c in ENV_COMMANDS for c in QUICK)
    assert {doc for doc, _, _ in EXAMPLES} >= {"docs/exploring.md", "docs/teachers/angels.md", "docs/teachers/book.md"}


@pytest.mark.parametrize("command", HELPED)
def test_a_command_shown_with_its_arguments_answers_its_help(command, tmp_path):
    out = run(f"{command} --help", tmp_path)
    assert "usage" in out.lower() or "--" in out, out[-2000:]


def test_the_quick_commands_run_as_written(tmp_path):
    questions = run(QUICK[0], tmp_path)
    assert "dark_angel_strength" in questions  # the question docs/exploring.md asks next
    run(QUICK[1], tmp_path)
    copied = tmp_path / "genesis-notebooks"
    assert (copied / "index.ipynb").is_file() and (copied / "teachers" / "herds.md").is_file()


def _fewer_games(code: str) -> str:
    return re.sub(r"games=\d+", "games=6", code).replace("n_workers=4", "n_workers=1")


def _run_blocks(blocks: list[tuple[str, int, str]]) -> dict:
    """The blocks one after the other in one namespace, as in a notebook; a Dask client they start is closed."""
    namespace: dict = {}
    try:
        for doc, n, code in blocks:
            exec(compile(code, f"{doc} block {n}", "exec"), namespace)
    finally:
        client = namespace.get("client")
        if client is not None:
            client.close()
            client.cluster.close()
    return namespace


@pytest.mark.parametrize(
    "doc, n, code",
    [
        pytest.param(d, n, c, id=f"{d}-{n}", marks=[pytest.mark.slow] if "LocalCluster" in c else [])
        for d, n, c in EXAMPLES
    ],
)
def test_a_python_example_of_the_docs_runs(doc, n, code):
    """Each block after the blocks before it on its page; the tournaments with 6 games on one worker (a Dask
    cluster starting takes seconds: slow)."""
    if "distributed" in code:
        pytest.importorskip("distributed")
    before = [e for e in EXAMPLES if e[0] == doc and e[1] < n]
    namespace = _run_blocks([(d, k, _fewer_games(c)) for d, k, c in before + [(doc, n, code)]])
    if "tournament(" in code:
        assert namespace["df"]["game"].nunique() >= 6


@pytest.mark.slow
@pytest.mark.parametrize("command", AS_WRITTEN)
def test_a_long_command_runs_as_written(command, tmp_path):
    print(f"\nstart: {command}", flush=True)
    if "build_notebooks.py" in command:  # it rewrites a notebook: in a copy of the repository's files
        copy = tmp_path / "repo"
        shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info"))
        env = dict(os.environ, PYTHONPATH=str(copy), HOME=str(tmp_path))
        done = subprocess.run(
            ["bash", "-c", command.replace("python ", f"{sys.executable} ", 1)],
            cwd=copy, env=env, capture_output=True, text=True, timeout=900,
        )  # fmt: skip
        assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
        assert (copy / "notebooks" / "angels" / "play.ipynb").stat().st_mtime > (
            ROOT / "pyproject.toml"
        ).stat().st_mtime
    else:
        out = run(command, tmp_path, timeout=1200)
        assert out.strip(), command
    print(f"end: {command}", flush=True)


@pytest.mark.slow
def test_the_tournaments_of_the_exploring_page_run_as_written():
    """The first as written (2000 games on every core: under a minute); the Dask cluster's as written but for its
    5000 games, 500 here (all 5000 take a quarter of an hour on two busy cores)."""
    pytest.importorskip("distributed")
    print("\nstart: docs/exploring.md's tournaments", flush=True)
    first, second = [e for e in EXAMPLES if e[0] == "docs/exploring.md" and "tournament(" in e[2]]
    assert "games=5000" in second[2]
    namespace = _run_blocks([first, (*second[:2], second[2].replace("games=5000", "games=500"))])
    assert namespace["df"]["game"].nunique() >= 500
    print("end: docs/exploring.md's tournaments", flush=True)
