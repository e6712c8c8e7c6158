#!/usr/bin/env bash
# A newcomer's first command: set up the kit and open the index notebook in JupyterLab.
# Extra arguments go to JupyterLab (e.g. --no-browser, --port=8899).
#
# Set-up first (scripts/_env.sh): with no virtual environment active it makes .venv/ in the repository with
# python3 and installs the kit with the lab extra (pip install -e ".[lab]"); an active one ($VIRTUAL_ENV) is
# used as it is, the extra installed into it when missing. The install is skipped while pyproject.toml is
# unchanged, so the second run opens JupyterLab at once.
#
# A clean start: Jupyter's and IPython's settings, runtime files and caches go to <env>/jupyter-home/
# (.venv/jupyter-home/ by default), not into the home folder; the kit's notebooks are trusted there (no "Notebook
# ... is not trusted"); no DeprecationWarning of Jupyter's own about ServerApp.token (see below).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/_env.sh
source scripts/_env.sh
genesis_env lab
genesis_own_home "$GENESIS_ENV_DIR/jupyter-home"
# Voila's import turns on every DeprecationWarning of traitlets (warnings.filterwarnings("default", ...,
# module="traitlets")), so that notebook_shim's reading of each ServerApp setting, the deprecated token too,
# prints one at every start. The server's own config file, read before the extensions load, sets Python's default
# back for those: nothing a user can act on.
cat >"$JUPYTER_CONFIG_DIR/jupyter_server_config.py" <<'PY'
# Written by scripts/setup_and_open.sh at every start (changes here are lost): see the comment there.
import warnings

try:
    import voila  # noqa: F401  (imported first, so that the filter below comes before its own)
except ImportError:
    pass
warnings.filterwarnings("ignore", category=DeprecationWarning, module="traitlets")
PY
find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' -exec "$GENESIS_PY" -m jupyter trust -- {} + >/dev/null 2>&1 \
    || echo "setup_and_open.sh: could not mark the notebooks as trusted (jupyter trust); opening them anyway" >&2

extra=()
if [ "$(id -u)" -eq 0 ]; then
    extra+=(--allow-root)   # Jupyter refuses to start as root without it (containers, CI machines)
fi
index=notebooks/index.ipynb
target=("$index")
if [ ! -f "$index" ]; then
    echo "setup_and_open.sh: $index is not there yet; opening JupyterLab on the repository instead" >&2
    target=()
fi
# root at the repository (as on Binder), not at notebooks/ where Jupyter would put it for a file argument
exec "$GENESIS_PY" -m jupyterlab --ServerApp.root_dir="$PWD" ${extra[@]+"${extra[@]}"} "$@" ${target[@]+"${target[@]}"}
