"""The README's examples and every command README.md and docs/ show run as written.

The Python examples run here. The shell commands (fenced ``bash`` blocks and inline code that starts with a
command, or with ``NAME=value`` and a command) are each matched by one rule of ``HOW``, which says how
``tests/test_fresh_clone.py`` runs it in a fresh clone with Debian's python3: as written (the documents show
sizes that run in seconds and say which number to change for more), a server started as written on a free
port and stopped once it answers, a service (a Dask scheduler and its workers) kept running for the commands
that use it; the test command itself only collects. ``test_every_command_has_a_way_to_run`` keeps the rules
and the documents in step.
"""

from __future__ import annotations

import contextlib
import io
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCUMENTS = [README, *sorted((ROOT / "docs").rglob("*.md"))]

#: the first word of an inline code span that is a command (`voila notebooks/angels/play.ipynb`), after any
#: ``NAME=value`` words (`ANYWIDGET_HMR=1 jupyter lab`)
COMMAND_WORDS = {"bash", "python", "python3", "pip", "voila", "jupyter", "jupytext", "ruff", "dask", "apt-get",
                 "source", "git", "mutmut", "cosmic-ray", "cp", "cd", "nice"}  # fmt: skip


@dataclass(frozen=True)
class How:
    """How a command is run: ``mode`` is one of

    - ``run``: as written, then ``add`` appended (``--collect-only -q`` for the test command), in ``cwd`` (from
      the clone's root) when given; its output must hold ``expect`` (a regular expression) when given;
    - ``serve``: started with ``add`` appended (``{port}`` filled in), ``url`` asked until it answers, stopped;
    - ``service``: started as ``serve``, then kept running for the commands after it on the same page and
      stopped (still running) at the page's end; ``url`` is ``tcp`` (the port answers) or ``log:TEXT`` (its
      log shows TEXT); ``names`` is the address the documents give it, replaced by the real one in them;
    - ``own-env``: as written, in a new virtual environment of its own (installing into "your environment");
    - ``simulate``: a system package install, run as ``apt-get --simulate`` (it needs root);
    - ``not-run``: a synopsis or a command for other machines; ``why`` says which.

    ``alone``: the command changes the environment or the clone's files (an install, a rebuilt notebook, the
    formatter), so nothing else runs while it does; the others run two at a time.
    """

    pattern: str
    mode: str
    add: str = ""
    url: str = ""
    why: str = ""
    cwd: str = ""
    expect: str = ""
    names: str = ""
    alone: bool = False


#: the scheduler's address in docs/exploring.md (the test starts one and puts its own address there)
SCHEDULER = "tcp://scheduler:8786"
SERVE_LAB = "--no-browser --port={port} --IdentityProvider.token="
HOW = [
    How(
        r"(ANYWIDGET_HMR=1 )?bash scripts/setup_and_open\.sh( --no-browser)?",
        "serve",
        SERVE_LAB,
        "/api/contents/notebooks/index.ipynb",
    ),
    How(r"bash scripts/test\.sh( .*)?", "run", "--collect-only -q"),
    How(r"source \.venv/bin/activate", "run"),
    How(r"voila notebooks/\w+/(play|lessons)\.ipynb", "serve", "--no-browser --port={port}", "/"),
    How(
        r"python scripts/build_notebooks\.py angels/play",
        "run",
        alone=True,
        expect=r"notebooks/angels/play\.ipynb: \d+ cells",
    ),
    How(r'pip install -e "\.\[\w+\]"', "run", alone=True),
    How(r'pip install "\.\[widgets\]"', "own-env"),
    How(r"python -m genesis_nb notebooks ~/\S+", "own-env"),
    How(r"python -m genesis_nb notebooks DIR", "not-run", why="the synopsis of the command"),
    How(r"apt-get install (-y )?[\w.-]+", "simulate"),
    How(r"python3 -m venv", "not-run", why="names how scripts/_env.sh makes .venv/, not a command to type"),
    How(r"ruff (check|format --check) \.", "run"),
    How(r"ruff format \.", "run", alone=True),
    How(r"dask scheduler", "service", "--port {port} --dashboard-address :0", "tcp", names=SCHEDULER),
    How(r"dask worker tcp://scheduler:8786 --nworkers auto --nthreads 1", "service", url="log:Registered to"),
    How(
        r"python -m genesis_nb\.explore angels( random)+ --games \d+ --scheduler tcp://scheduler:8786 --out \S+",
        "run",
        expect=r"\d+ games of angels \(4 players\).* on Dask client .*win rate by seat.*rows saved to angels\.csv\.gz",
    ),
    How(r"python -m genesis_nb\.explore \w+ --questions", "run", expect="dark_angel_strength: "),
    How(r"python -m genesis_nb\.explore \w+ --question \w+ --games \d+", "run", expect=r"dark_angel_strength for"),
    How(r"python scripts/explore_runs\.py --only \w+ --scale [\d.]+ --out \S+", "run", expect=r"wrote .*done in"),
    How(
        r"python benchmarks/tournament_bench\.py --games \d+ --runs \d+",
        "run",
        expect=r"two processes / one process.*Dask cluster / process pool.*load average",
    ),
    How(r"python benchmarks/explore_memory\.py --games \d+ --every \d+", "run", expect=r"peak .*per 1,000 games"),
    How(r"python benchmarks/picture_bench\.py \d+", "run", expect=r"planet: .*median.*book: .*median"),
    How(r"git clone -q \. \.\./genesis-mut && cd \.\./genesis-mut", "run"),
    How(
        r"nice -n 10 python scripts/mutation\.py \w+\.\w+ --jobs 2 --limit \d+( --again)?",
        "run",
        cwd="../genesis-mut",
        expect=r"\d+/\d+ = [\d.]+%",
    ),
    How(r"python -m genesis_nb\.rooms --db class\.sqlite", "serve", "--port {port}", "/"),
    How(
        r"python -m genesis_nb\.rooms --db class\.sqlite --host 0\.0\.0\.0",
        "not-run",
        why="listens on the whole network: a classroom's command, not a test's",
    ),
    How(
        r"python scripts/mutation\.py --list \w+\.\w+",
        "run",
        expect=r"core\.savefile: genesis_nb/core/savefile\.py, \d+ mutants",
    ),
    How(
        r"python benchmarks/rooms_load\.py( [\d.]+)*",
        "run",
        expect=r"load average.*clicks/s held.*errors: \d+.*peak memory",
    ),
    How(r"python benchmarks/click_cpu\.py", "run", expect=r"angels +board: CPU per click median.*book +room *: CPU"),
    How(r"pip install watchfiles", "run", alone=True),
]


def shell_commands() -> list[tuple[str, str]]:
    """(document, command) for every shell command of README.md and docs/, in reading order."""
    found = []
    for doc in DOCUMENTS:
        text = doc.read_text(encoding="utf-8")
        name = doc.relative_to(ROOT).as_posix()
        for block in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.S | re.M):
            if block.group(1) in ("bash", "sh", "shell"):
                joined = block.group(2).replace("\\\n", " ")
                for line in joined.splitlines():
                    line = re.sub(r"\s+#\s.*$", "", line).strip()
                    if line and not line.startswith("#"):
                        found.append((name, re.sub(r"\s+", " ", line)))
        prose = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
        for span in re.findall(r"`([^`\n]+)`", prose):
            words = [w for w in span.split() if not re.fullmatch(r"[A-Z_]+=\S*", w)]
            if words and words[0] in COMMAND_WORDS and " " in span:
                found.append((name, span))
    return found


def how(command: str) -> How:
    """The one rule that matches ``command`` (the whole of it)."""
    (rule,) = [h for h in HOW if re.fullmatch(h.pattern, command)] or [None]
    assert rule is not None, f"no rule of HOW in tests/test_readme.py says how to run: {command}"
    return rule


def test_readme_examples_run():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 2
    for block in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, "README.md", "exec"), {})
        for expected in re.findall(r"^# (.+)$", block, re.M):
            if not expected.startswith(("in a notebook", "play ")):
                assert expected in out.getvalue()


def test_readme_names_the_commands_and_markers_that_ci_runs():
    text = README.read_text(encoding="utf-8")
    for command in ("bash scripts/setup_and_open.sh", "bash scripts/test.sh", "bash scripts/test.sh --full"):
        assert f"`{command}`" in text or f"\n{command} " in text, command
    for marker in ("`slow`", "`browser`", "`notebooks`"):
        assert marker in text, marker
    ci = (ROOT / ".ci" / "run").read_text()
    assert "bash scripts/test.sh --full" in ci


def test_every_command_has_a_way_to_run():
    commands = shell_commands()
    assert len(commands) >= 20
    used = {how(command).pattern for _, command in commands}
    assert used == {h.pattern for h in HOW}, f"rules no document uses: {sorted({h.pattern for h in HOW} - used)}"
    for _, command in commands:
        rule = how(command)
        assert rule.mode in ("run", "serve", "service", "own-env", "simulate", "not-run"), rule
        assert rule.mode != "not-run" or rule.why, rule


def test_the_commands_include_the_ones_a_newcomer_types_first():
    commands = [c for _, c in shell_commands()]
    assert commands[:2] == ["bash scripts/setup_and_open.sh", "bash scripts/test.sh"]
    assert "source .venv/bin/activate" in commands
    assert commands.index("source .venv/bin/activate") < commands.index("voila notebooks/angels/play.ipynb")
