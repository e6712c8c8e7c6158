#!/usr/bin/env bash
# The project's test command (README and .ci/run call it; extra arguments go to pytest).
#
#   bash scripts/test.sh          the fast run (a few minutes): tests/ without the tests marked slow, browser
#                                 or notebooks, i.e. pytest -m "not slow and not browser and not notebooks" tests
#   bash scripts/test.sh --full   everything, as CI runs it: tests/ and every notebook under notebooks/ with
#                                 nbval, slow and browser tests included, on two pytest-xdist workers (-n 2)
#                                 where the machine has two cores or more (21 to 33 minutes of pytest on two cores)
#   bash scripts/test.sh -m EXPR  your own marker selection out of everything (tests/ and notebooks/)
#   bash scripts/test.sh PATH     only that path (tests/core, tests/x.py::test_y, notebooks/angels), every marker
#
# Markers (pyproject.toml): slow (more than a few seconds each; each prints a start and an end line),
# browser (JupyterLab and Debian's Chromium), notebooks (nbval cells, given by conftest.py). Every run ends
# with the slowest fifteen tests (--durations=15).
# The workers of --full (pytest-xdist, in the test extra): conftest.py's xdist_scope keeps together what may not
# run side by side (every browser test on one worker, a notebook's cells in one kernel). Your own -n N, --dist
# or -p no:xdist comes instead; -n N alone (any run) gets those scopes too.
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
genesis_own_home "$GENESIS_TEST_TMP"
export PYTHONDONTWRITEBYTECODE=1
export MPLBACKEND=Agg

# --full (ours, not pytest's) selects everything; else the fast selection unless -m or a path says otherwise.
full=false
args=()
for arg in "$@"; do
    if [ "$arg" = --full ]; then full=true; else args+=("$arg"); fi
done
own_path=false
own_marks=false
own_workers=false
option_value=false
previous=
for arg in ${args[@]+"${args[@]}"}; do
    if $option_value; then
        option_value=false   # the value of an option such as --deselect PATH or -m EXPR, not a path to run
        if [ "$previous $arg" = "-p no:xdist" ]; then own_workers=true; fi
        continue
    fi
    previous=$arg
    case "$arg" in
        -m) own_marks=true; option_value=true ;;
        -n|--numprocesses|--dist) own_workers=true; option_value=true ;;
        -k|-p|-o|-c|--deselect|--ignore|--ignore-glob|--rootdir|--confcutdir|--basetemp|--junitxml|--junit-xml)
            option_value=true ;;
        -m*) own_marks=true ;;
        -n*|--numprocesses=*|--dist=*|-pno:xdist) own_workers=true ;;
        -*) ;;
        *) if [ -e "${arg%%::*}" ]; then own_path=true; fi ;;
    esac
done
select=()
paths=()
if ! $own_path; then
    paths=(tests)
    if $full || $own_marks; then
        paths+=(notebooks)   # nbval runs the committed notebooks (--nbval-lax: only cells marked for checking)
    fi
fi
if ! $full && ! $own_marks && ! $own_path; then
    select=(-m "not slow and not browser and not notebooks")
    echo "scripts/test.sh: the fast run (-m \"${select[1]}\"); bash scripts/test.sh --full runs everything" >&2
fi

workers=()
if $full && ! $own_workers; then
    # the cores this process may use (not nproc, which OMP_NUM_THREADS=1, set by Dask and others, turns into 1)
    cores=$("$GENESIS_PY" -c 'import os; print(len(os.sched_getaffinity(0)))' 2>/dev/null || echo 1)
    if [ "$cores" -lt 2 ]; then
        :
    elif "$GENESIS_PY" -c 'import xdist' 2>/dev/null; then
        workers=(-n 2)
    else
        echo "scripts/test.sh: pytest-xdist is missing (it is in the test extra): one process instead of two" >&2
    fi
fi

set +e
"$GENESIS_PY" -m pytest ${paths[@]+"${paths[@]}"} ${select[@]+"${select[@]}"} ${workers[@]+"${workers[@]}"} \
    --nbval-lax --nbval-current-env --nbval-cell-timeout=600 ${args[@]+"${args[@]}"}
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
    echo "scripts/test.sh: pytest collected no tests (exit 5): treating that as a failure" >&2
    exit 1
fi
exit "$rc"
