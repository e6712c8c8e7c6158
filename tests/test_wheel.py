"""The built wheel carries everything a user needs without node or a source checkout:
the board front ends (js/ -> genesis_nb/static/), the board data (seeds/ -> genesis_nb/seeds/), the texts,
the py.typed marker and the licence. The sdist carries what the README links to and what the tests and CI
need (docs/, .ci/, LICENSE, the notebook sources and jupytext.toml)."""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation", "-w", str(out), "-q"],
        check=True,
    )
    (path,) = out.glob("genesis_nb-*.whl")
    return path


@pytest.fixture(scope="module")
def sdist_names(tmp_path_factory) -> set[str]:
    out = tmp_path_factory.mktemp("sdist")
    subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    (path,) = out.glob("genesis_nb-*.tar.gz")
    with tarfile.open(path) as tar:
        names = tar.getnames()
    top = {n.split("/", 1)[0] for n in names}
    assert len(top) == 1, top
    return {n.split("/", 1)[1] for n in names if "/" in n}


def test_wheel_contains_front_ends_board_data_and_texts(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for js in (ROOT / "js").glob("*.js"):
        assert f"genesis_nb/static/{js.name}" in names
    for css in (ROOT / "js").glob("*.css"):
        assert f"genesis_nb/static/{css.name}" in names
    for toml in (ROOT / "seeds").glob("*.toml"):
        assert f"genesis_nb/seeds/{toml.name}" in names
    assert "genesis_nb/angels/texts.toml" in names
    assert not any(n.startswith(("tests/", "notebooks/", "benchmarks/", "docs/")) for n in names)


def test_wheel_contains_the_notebooks_and_lesson_plans_not_their_sources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    notebooks = ROOT / "notebooks"
    for nb in notebooks.rglob("*.ipynb"):
        if ".ipynb_checkpoints" not in nb.parts:
            assert f"genesis_nb/notebooks/{nb.relative_to(notebooks).as_posix()}" in names
    for data in (notebooks / "data").iterdir():
        assert f"genesis_nb/notebooks/data/{data.name}" in names
    for plan in (ROOT / "docs" / "teachers").glob("*.md"):
        assert f"genesis_nb/teachers/{plan.name}" in names
    assert not [n for n in names if n.startswith("genesis_nb/notebooks/src/")]


def test_installed_wheel_finds_its_files_outside_the_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(target), str(wheel), "-q"], check=True
    )
    code = (
        "import genesis_nb, pathlib;"
        "from genesis_nb.angels import new_game;"
        "from genesis_nb.board.frontend import static_file;"
        "from genesis_nb.data import seed_path;"
        "from genesis_nb.notebooks import copy_notebooks;"
        "g = new_game(3, seed=1);"
        "print(pathlib.Path(genesis_nb.__file__).parent);"
        "print(static_file('shell_drawing.js'));"
        "print(seed_path('angels.toml'));"
        "print(len(copy_notebooks('copied')))"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
    )
    assert run.returncode == 0, run.stderr
    package, js, seeds, copied = run.stdout.split()
    assert package.startswith(str(target))
    assert js.startswith(str(target)) and js.endswith("static/shell_drawing.js")
    assert seeds.startswith(str(target))
    assert int(copied) > 14 and (tmp_path / "copied" / "angels" / "play.ipynb").is_file()
    assert (tmp_path / "copied" / "teachers" / "book.md").is_file() and (tmp_path / "copied" / "data").is_dir()


def test_wheel_is_typed_licensed_and_has_no_placeholders(wheel):
    """py.typed (PEP 561) ships; js/.gitkeep (it only keeps js/ in git) does not; the MIT licence does."""
    zf = zipfile.ZipFile(wheel)
    names = set(zf.namelist())
    assert "genesis_nb/py.typed" in names
    assert not [n for n in names if n.endswith(".gitkeep")]
    static = {n.rsplit("/", 1)[1] for n in names if n.startswith("genesis_nb/static/")}
    assert static == {p.name for p in (ROOT / "js").iterdir() if p.suffix in (".js", ".css")}
    (license_file,) = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
    assert zf.read(license_file).decode() == (ROOT / "LICENSE").read_text(encoding="utf-8")
    (meta_name,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    meta = Parser().parsestr(zf.read(meta_name).decode())
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert meta["Requires-Python"] == ">=3.10"


def test_license_is_mit_for_the_genesis_nb_authors():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "the genesis_nb authors" in text


def test_sdist_has_what_readme_tests_and_ci_need(sdist_names):
    for name in (
        "LICENSE",
        "README.md",
        "pyproject.toml",
        "conftest.py",
        "jupytext.toml",
        ".ci/run",
        "scripts/test.sh",
        "scripts/setup_and_open.sh",
        "scripts/_env.sh",
        "scripts/build_notebooks.py",
        "binder/postBuild",
        "binder/requirements.txt",
        "genesis_nb/py.typed",
    ):
        assert name in sdist_names, name
    for folder in ("docs", ".ci", "tests", "notebooks/src", "seeds", "js"):
        tracked = {
            p.relative_to(ROOT).as_posix()
            for p in (ROOT / folder).rglob("*")
            if p.is_file()
            and "__pycache__" not in p.parts
            and p.suffix != ".pyc"
            and not p.match("tests/browser/screenshots/*.png")
        }
        assert tracked and tracked <= sdist_names, sorted(tracked - sdist_names)[:5]
    # every file the README links to or shows (its picture, docs/CONTRIBUTING-GAMES.md) is in the sdist
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#:]+)\)", readme):
        assert target in sdist_names, target
    assert not [n for n in sdist_names if n.startswith((".venv", ".git/"))]


def test_test_extra_holds_all_of_the_lab_extra_which_holds_the_widgets_extra():
    """scripts/_env.sh counts an environment with the test extra as ready for the lab extra too; the lab extra
    is the widgets extra and Jupyter."""
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert set(extras["lab"]) <= set(extras["test"]), set(extras["lab"]) - set(extras["test"])
    assert set(extras["widgets"]) <= set(extras["lab"]), set(extras["widgets"]) - set(extras["lab"])
    assert not any(name.startswith(("jupyterlab", "notebook", "voila")) for name in extras["widgets"])
