#!/usr/bin/env bash
# The project's one test command (README and .ci/run both call it; extra arguments go to pytest).
# Runs every test under tests/ (browser tests included) and every notebook under notebooks/ with nbval.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Keep Chromium, Jupyter, IPython and matplotlib out of the home folder: a fresh temp folder per run.
GENESIS_TEST_TMP="$(mktemp -d "${TMPDIR:-/tmp}/genesis-test.XXXXXX")"
trap 'rm -rf "$GENESIS_TEST_TMP"' EXIT
export GENESIS_TEST_TMP
export XDG_CONFIG_HOME="$GENESIS_TEST_TMP/xdg-config"
export XDG_CACHE_HOME="$GENESIS_TEST_TMP/xdg-cache"
export XDG_DATA_HOME="$GENESIS_TEST_TMP/xdg-data"
export XDG_RUNTIME_DIR="$GENESIS_TEST_TMP/xdg-runtime"
export JUPYTER_CONFIG_DIR="$GENESIS_TEST_TMP/jupyter-config"
export JUPYTER_DATA_DIR="$GENESIS_TEST_TMP/jupyter-data"
export JUPYTER_RUNTIME_DIR="$GENESIS_TEST_TMP/jupyter-runtime"
export IPYTHONDIR="$GENESIS_TEST_TMP/ipython"
export MPLCONFIGDIR="$GENESIS_TEST_TMP/matplotlib"
export npm_config_cache="$GENESIS_TEST_TMP/npm-cache"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME" "$JUPYTER_CONFIG_DIR" "$JUPYTER_DATA_DIR" \
         "$JUPYTER_RUNTIME_DIR" "$IPYTHONDIR" "$MPLCONFIGDIR"
mkdir -m 700 -p "$XDG_RUNTIME_DIR"
export PYTHONDONTWRITEBYTECODE=1
export MPLBACKEND=Agg

paths=(tests)
# nbval runs the committed notebooks (only cells marked for checking are compared: --nbval-lax).
if [ -d notebooks ] && [ -n "$(find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' -print -quit)" ]; then
    paths+=(notebooks)
fi

set +e
python -m pytest "${paths[@]}" --nbval-lax --nbval-current-env --nbval-cell-timeout=600 "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
    echo "scripts/test.sh: pytest collected no tests (exit 5): treating that as a failure" >&2
    exit 1
fi
exit "$rc"
