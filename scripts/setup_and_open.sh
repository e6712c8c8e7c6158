#!/usr/bin/env bash
# A newcomer's first command: install the kit with the JupyterLab extra and open the index notebook.
# Extra arguments go to JupyterLab (e.g. --no-browser, --port=8899).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python -m pip install -e ".[lab]"

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
exec python -m jupyterlab --ServerApp.root_dir="$PWD" ${extra[@]+"${extra[@]}"} "$@" ${target[@]+"${target[@]}"}
