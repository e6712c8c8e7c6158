#!/usr/bin/env bash
# The project's one test command (README and .ci/run both call it; extra arguments go to pytest).
# Runs every test under tests/ (browser tests included) and every notebook under notebooks/ with nbval.
# Given a path of its own (e.g. `bash scripts/test.sh tests/core`), pytest runs only that.
#
# Set-up first (scripts/_env.sh): with no virtual environment active it makes .venv/ in the repository with
# python3 and installs the kit with the test extra (pip install -e ".[test]"); an active one ($VIRTUAL_ENV) is
# used as it is, the extra installed into it when missing. The install is skipped while pyproject.toml is
# unchanged. GENESIS_VENV=<folder> and GENESIS_PYTHON=<python> choose another environment (see _env.sh).
# The browser tests need Debian's Chromium at /usr/bin/chromium (apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/_env.sh
source scripts/_env.sh
genesis_env test

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

# The default paths, unless an argument names a path of its own (tests/core, tests/x.py::test_y, notebooks/...).
own_path=false
option_value=false
for arg in "$@"; do
    if $option_value; then
        option_value=false   # the value of an option such as --deselect PATH or -m EXPR, not a path to run
        continue
    fi
    case "$arg" in
        -m|-k|-p|-o|-c|--deselect|--ignore|--ignore-glob|--rootdir|--confcutdir|--basetemp|--junitxml|--junit-xml)
            option_value=true ;;
        -*) ;;
        *) if [ -e "${arg%%::*}" ]; then own_path=true; fi ;;
    esac
done
paths=()
if ! $own_path; then
    paths=(tests)
    # nbval runs the committed notebooks (only cells marked for checking are compared: --nbval-lax).
    if [ -d notebooks ] && [ -n "$(find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' -print -quit)" ]; then
        paths+=(notebooks)
    fi
fi

set +e
"$GENESIS_PY" -m pytest ${paths[@]+"${paths[@]}"} --nbval-lax --nbval-current-env --nbval-cell-timeout=600 "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
    echo "scripts/test.sh: pytest collected no tests (exit 5): treating that as a failure" >&2
    exit 1
fi
exit "$rc"
