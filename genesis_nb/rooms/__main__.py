"""``python -m genesis_nb.rooms --db class.sqlite [--host 127.0.0.1] [--port 8765]``: the room server.

It prints the teacher's page once, on this terminal (its key is new at each start and kept nowhere else).
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m genesis_nb.rooms", description="The classroom room server.")
    parser.add_argument("--db", required=True, help="the SQLite file that keeps every room (made if missing)")
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="where to listen (default 127.0.0.1: this computer only; 0.0.0.0: the whole network)",
    )
    parser.add_argument("--port", type=int, default=8765, help="the port (default 8765; 0: any free one)")
    parser.add_argument(
        "--bot-delay", type=float, default=0.6, help="seconds before a computer player moves (default 0.6)"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    from .serve import RoomServer
    from .store import StoreError

    try:
        server = RoomServer(args.db, args.host, args.port, bot_delay=args.bot_delay)
    except (TypeError, ValueError) as e:
        parser.error(str(e))

    def ready(s: RoomServer) -> None:
        print(f"genesis_nb rooms: serving {s.db} on {s.url}", flush=True)
        print(f"The teacher's page (keep it to yourself): {s.teacher_url}", flush=True)

    try:
        server.run(ready)
    except (StoreError, OSError) as e:
        print(f"genesis_nb rooms: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
