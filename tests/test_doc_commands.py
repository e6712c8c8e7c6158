"""The Python examples of docs/ run as written, in the kit's own environment (the README's run in
tests/test_readme.py; every shell command of README.md and docs/ runs as written in tests/test_fresh_clone.py,
slow). Here too, fast: the two quick commands a reader of docs/ types first.

The documents show sizes that run in seconds and say which number to change for more, so nothing here is cut
down: the tournaments play the games the page shows (the Dask cluster's example starts its worker processes:
slow).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_readme import DOCUMENTS, ROOT, shell_commands  # tests/ is on sys.path

QUICK = ["python -m genesis_nb.explore angels --questions", "python -m genesis_nb notebooks ~/genesis-notebooks"]


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
PAGES = list(dict.fromkeys(doc for doc, _, _ in EXAMPLES))


def _cluster(code: str) -> bool:
    return "LocalCluster" in code


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
    commands = [c for _, c in shell_commands()]
    assert all(c in commands for c in QUICK)
    assert set(PAGES) >= {"docs/exploring.md", "docs/teachers/angels.md", "docs/teachers/book.md"}
    assert sum(_cluster(code) for _, _, code in EXAMPLES) == 1


def test_the_quick_commands_run_as_written(tmp_path):
    questions = run(QUICK[0], tmp_path)
    assert "dark_angel_strength" in questions  # the question docs/exploring.md asks next
    run(QUICK[1], tmp_path)
    copied = tmp_path / "genesis-notebooks"
    assert (copied / "index.ipynb").is_file() and (copied / "teachers" / "herds.md").is_file()


def _run_blocks(blocks: list[tuple[str, int, str]]) -> dict:
    """The blocks one after the other in one namespace, as in a notebook; a Dask client they start is closed.
    Each tournament must have played the games its code asks for."""
    namespace: dict = {}
    try:
        for doc, n, code in blocks:
            exec(compile(code, f"{doc} block {n}", "exec"), namespace)
            if "tournament(" in code:
                (games,) = re.findall(r"games=(\d+)", code)
                assert namespace["df"]["game"].nunique() >= int(games), (doc, n)
    finally:
        client = namespace.get("client")
        if client is not None:
            client.close()
            client.cluster.close()
    return namespace


@pytest.mark.parametrize("doc", PAGES)
def test_the_python_examples_of_a_page_run_as_written(doc):
    """A page's blocks in one namespace, in order, but for the Dask cluster's (slow, below)."""
    _run_blocks([e for e in EXAMPLES if e[0] == doc and not _cluster(e[2])])


@pytest.mark.slow
def test_the_dask_cluster_example_runs_as_written():
    """The blocks of its page before it, then the cluster's: its worker processes start and play the games."""
    pytest.importorskip("distributed")
    print("\nstart: docs/exploring.md's Dask cluster", flush=True)
    ((doc, n, _),) = [e for e in EXAMPLES if _cluster(e[2])]
    _run_blocks([e for e in EXAMPLES if e[0] == doc and (e[1] < n and not _cluster(e[2]) or e[1] == n)])
    print("end: docs/exploring.md's Dask cluster", flush=True)
