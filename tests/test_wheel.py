"""The built wheel carries everything a user needs without node or a source checkout:
the board front ends (js/ -> genesis_nb/static/), the board data (seeds/ -> genesis_nb/seeds/), the texts."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation",
                    "-w", str(out), "-q"], check=True)
    (path,) = out.glob("genesis_nb-*.whl")
    return path


def test_wheel_contains_front_ends_board_data_and_texts(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for js in (ROOT / "js").glob("*.js"):
        assert f"genesis_nb/static/{js.name}" in names
    for css in (ROOT / "js").glob("*.css"):
        assert f"genesis_nb/static/{css.name}" in names
    for toml in (ROOT / "seeds").glob("*.toml"):
        assert f"genesis_nb/seeds/{toml.name}" in names
    assert "genesis_nb/angels/texts.toml" in names
    assert not any(n.startswith(("tests/", "notebooks/", "benchmarks/")) for n in names)


def test_installed_wheel_finds_its_files_outside_the_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(target), str(wheel), "-q"],
                   check=True)
    code = (
        "import genesis_nb, pathlib;"
        "from genesis_nb.angels import new_game;"
        "from genesis_nb.angels.widget import static_file;"
        "from genesis_nb.data import seed_path;"
        "g = new_game(3, seed=1);"
        "print(pathlib.Path(genesis_nb.__file__).parent);"
        "print(static_file('angels_board.js'));"
        "print(seed_path('angels.toml'))"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    package, js, seeds = run.stdout.split()
    assert package.startswith(str(target))
    assert js.startswith(str(target)) and js.endswith("static/angels_board.js")
    assert seeds.startswith(str(target))
