"""``python -m genesis_nb notebooks DIR``: copy the notebooks and lesson plans into DIR."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .notebooks import copy_notebooks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m genesis_nb", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    nb = commands.add_parser(
        "notebooks",
        help="copy the notebooks (index, each game's walkthrough, play, explore) and the lesson plans into DIR",
    )
    nb.add_argument("folder", metavar="DIR", type=Path)
    nb.add_argument("--overwrite", action="store_true", help="replace files already in DIR (else they are kept)")
    args = parser.parse_args(argv)
    written = copy_notebooks(args.folder, overwrite=args.overwrite)
    print(f"{len(written)} files written to {args.folder}")
    print(f"open them with: jupyter lab {args.folder / 'index.ipynb'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
