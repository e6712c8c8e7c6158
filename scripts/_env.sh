# shellcheck shell=bash
# Sourced (never run) by scripts/setup_and_open.sh, scripts/test.sh and .ci/run, from the repository root:
#
#     source scripts/_env.sh
#     genesis_env test        # or: genesis_env lab
#     "$GENESIS_PY" -m pytest ...
#
# genesis_env EXTRA makes sure a Python environment holds the kit (editable) with that extra of pyproject.toml,
# and sets GENESIS_PY to its python. Which environment:
#   1. GENESIS_VENV=<folder> set: that virtual environment (made if missing), e.g. .venv-py3.10 in .ci/run;
#   2. else an active virtual environment ($VIRTUAL_ENV): that one;
#   3. else .venv/ in the repository (git-ignored), made if missing.
# A new environment is made with `$GENESIS_PYTHON -m venv` when GENESIS_PYTHON names an interpreter (a command
# or a path), else with python3, else with python. It must be Python 3.10 or newer with the venv module
# (Debian and Ubuntu: apt-get install python3-venv).
# The install (`pip install -e ".[EXTRA]"`) is skipped when the environment's stamp file
# (<env>/.genesis_nb-EXTRA.stamp) holds the hash of this pyproject.toml, the repository's path and the
# Python version, and the genesis_nb distribution is installed in it: a second run starts at once.
# pip's cache goes to <env>/pip-cache unless PIP_CACHE_DIR is set: nothing is written to the home folder.
#
# genesis_own_home DIR points Jupyter, IPython, matplotlib, npm, XDG and pip at folders under DIR, so that a
# server or a test run writes nothing into the user's home (~/.jupyter, ~/.local, ~/.ipython, ~/.cache, ~/.npm).

_genesis_say() { echo "$(basename "$0"): $*" >&2; }

_genesis_fail() {
    _genesis_say "$*"
    return 1
}

# _genesis_interpreter: the command that makes a new environment (GENESIS_PYTHON, python3, python).
_genesis_interpreter() {
    if [ -n "${GENESIS_PYTHON:-}" ]; then
        if ! command -v "$GENESIS_PYTHON" >/dev/null 2>&1; then
            _genesis_fail "GENESIS_PYTHON=$GENESIS_PYTHON is not a Python interpreter that can be run"
            return 1
        fi
        echo "$GENESIS_PYTHON"
    elif command -v python3 >/dev/null 2>&1; then
        echo python3
    elif command -v python >/dev/null 2>&1; then
        echo python
    else
        _genesis_fail "no Python found: neither python3 nor python is on PATH. Install Python 3.10 or newer" \
            "(Debian/Ubuntu: apt-get install python3 python3-venv), then run this command again."
        return 1
    fi
}

# _genesis_make_venv DIR: a new virtual environment in DIR, or a clear sentence why not.
_genesis_make_venv() {
    local dir=$1 py version
    py=$(_genesis_interpreter) || return 1
    if ! version=$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2]); sys.exit(sys.version_info < (3, 10))' 2>/dev/null); then
        _genesis_fail "genesis_nb needs Python 3.10 or newer; $py is ${version:-not a working Python 3}." \
            "Install a newer Python and run this again (or name one with GENESIS_PYTHON=/path/to/python3)."
        return 1
    fi
    if ! "$py" -c 'import venv, ensurepip' >/dev/null 2>&1; then
        _genesis_fail "$py (Python $version) has no venv module, so no virtual environment can be made for the kit." \
            "On Debian/Ubuntu: apt-get install python3-venv (or python$version-venv), then run this command again."
        return 1
    fi
    _genesis_say "making a virtual environment in $dir with $py (Python $version)"
    rm -rf "$dir"
    if ! "$py" -m venv "$dir"; then
        rm -rf "$dir"
        _genesis_fail "could not make a virtual environment with '$py -m venv $dir'." \
            "On Debian/Ubuntu: apt-get install python3-venv (or python$version-venv), then run this command again."
        return 1
    fi
}

# _genesis_stamp_text EXTRA: what the stamp file holds when the environment is up to date.
_genesis_stamp_text() {
    "$GENESIS_PY" - "$1" "$PWD" <<'PY'
import hashlib, sys
extra, root = sys.argv[1], sys.argv[2]
digest = hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest()
print(f"genesis_nb[{extra}] pyproject={digest} root={root} python={sys.version.split()[0]}")
PY
}

# genesis_env EXTRA: see the top of this file. Sets GENESIS_PY and GENESIS_ENV_DIR.
genesis_env() {
    local extra=$1 dir stamp want
    if [ ! -f pyproject.toml ]; then
        _genesis_fail "run from the repository root (scripts/_env.sh is sourced there)"
        return 1
    fi
    if [ -n "${GENESIS_VENV:-}" ]; then
        dir=$GENESIS_VENV
    elif [ -n "${VIRTUAL_ENV:-}" ]; then
        dir=$VIRTUAL_ENV
    else
        dir=.venv
    fi
    # A folder that is no working environment (half made, or its Python gone) is made anew;
    # an active environment ($VIRTUAL_ENV) is the user's own: we never remove it.
    if [ ! -x "$dir/bin/python" ] || ! "$dir/bin/python" -c 'import sys' >/dev/null 2>&1; then
        if [ -n "${VIRTUAL_ENV:-}" ] && [ "$dir" = "$VIRTUAL_ENV" ]; then
            _genesis_fail "the active virtual environment $VIRTUAL_ENV has no working bin/python;" \
                "deactivate it (or repair it) and run this command again"
            return 1
        fi
        _genesis_make_venv "$dir" || return 1
    fi
    GENESIS_ENV_DIR=$(cd "$dir" && pwd)
    GENESIS_PY="$GENESIS_ENV_DIR/bin/python"
    export GENESIS_ENV_DIR GENESIS_PY

    stamp="$GENESIS_ENV_DIR/.genesis_nb-$extra.stamp"
    want=$(_genesis_stamp_text "$extra") || return 1
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
        && "$GENESIS_PY" -c 'import importlib.metadata as m; m.distribution("genesis_nb")' >/dev/null 2>&1; then
        return 0
    fi
    _genesis_say "installing the kit into $dir: pip install -e \".[$extra]\" ($("$GENESIS_PY" -V 2>&1))"
    local quiet=()
    if [ -n "${CI:-}" ]; then
        quiet=(--quiet)
    fi
    PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_CACHE_DIR="${PIP_CACHE_DIR:-$GENESIS_ENV_DIR/pip-cache}" \
        "$GENESIS_PY" -m pip install ${quiet[@]+"${quiet[@]}"} -e ".[$extra]" || {
        _genesis_fail "pip install -e \".[$extra]\" failed (see above); nothing was run"
        return 1
    }
    echo "$want" >"$stamp"
    if [ "$extra" = test ]; then
        # the test extra holds all of the lab extra (tests/test_wheel.py checks it): lab is ready too
        _genesis_stamp_text lab >"$GENESIS_ENV_DIR/.genesis_nb-lab.stamp"
    fi
}

# genesis_own_home DIR: see the top of this file.
genesis_own_home() {
    local home=$1
    export XDG_CONFIG_HOME="$home/xdg-config"
    export XDG_CACHE_HOME="$home/xdg-cache"
    export XDG_DATA_HOME="$home/xdg-data"
    export XDG_RUNTIME_DIR="$home/xdg-runtime"
    export JUPYTER_CONFIG_DIR="$home/jupyter-config"
    export JUPYTER_DATA_DIR="$home/jupyter-data"
    export JUPYTER_RUNTIME_DIR="$home/jupyter-runtime"
    export IPYTHONDIR="$home/ipython"
    export MPLCONFIGDIR="$home/matplotlib"
    export npm_config_cache="$home/npm-cache"
    export PIP_CACHE_DIR="${PIP_CACHE_DIR:-${GENESIS_ENV_DIR:-$home}/pip-cache}"
    mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME" "$JUPYTER_CONFIG_DIR" "$JUPYTER_DATA_DIR" \
        "$JUPYTER_RUNTIME_DIR" "$IPYTHONDIR" "$MPLCONFIGDIR" "$npm_config_cache"
    mkdir -m 700 -p "$XDG_RUNTIME_DIR"
}
