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
exec python -m jupyterlab ${extra[@]+"${extra[@]}"} "$@" notebooks/index.ipynb
