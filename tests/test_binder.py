"""Binder (repo2docker) builds from binder/: it installs the kit with its lab extra and opens the index notebook."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"


def test_binder_installs_the_kit_with_the_lab_extra():
    post = (BINDER / "postBuild").read_text(encoding="utf-8")
    assert post.startswith("#!/bin/bash") and "set -euo pipefail" in post
    assert re.search(r'^python -m pip install .*-e "\.\[lab\]"', post, re.M)
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    major, minor = map(int, runtime.removeprefix("python-").split("."))
    assert (major, minor) >= (3, 10)


def test_binder_opens_the_index_notebook_which_exists():
    post = (BINDER / "postBuild").read_text(encoding="utf-8")
    (url,) = re.findall(r'c\.ServerApp\.default_url = "([^"]+)"', post)
    assert url == "/lab/tree/notebooks/index.ipynb"
    assert (ROOT / url.removeprefix("/lab/tree/")).is_file()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "https://mybinder.org/v2/gh/<owner>/<repo>/HEAD?urlpath=lab/tree/notebooks/index.ipynb" in readme
