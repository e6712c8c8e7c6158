"""The drawn board's own inflate (js/shell_inflate.js), run by node: it unpacks what Python's zlib packs, at every
level and block kind (stored, fixed and dynamic Huffman codes), and refuses a stream cut short or altered."""

from __future__ import annotations

import base64
import json
import random
import shutil
import subprocess
import zlib

import pytest

from genesis_nb.board.frontend import static_file

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

RUNNER = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8") + "\\nglobalThis.inflateZlib = inflateZlib;");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map((b64) => {
  try { return Buffer.from(inflateZlib(new Uint8Array(Buffer.from(b64, "base64")))).toString("base64"); }
  catch (e) { return "error: " + e.message; }
});
process.stdout.write(JSON.stringify(out));
"""


def inflate_in_node(streams: list[bytes]) -> list[str]:
    data = json.dumps([base64.b64encode(s).decode() for s in streams])
    done = subprocess.run(
        [NODE, "-e", RUNNER, str(static_file("shell_inflate.js"))],
        input=data,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def fixed_codes(data: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, 15, 9, zlib.Z_FIXED)
    return c.compress(data) + c.flush()


def test_it_unpacks_what_zlib_packs():
    from genesis_nb.board.drawing import drawing_svg
    from genesis_nb.herds import board

    w = board(bot_delay=0)
    s = w.session
    svg = drawing_svg(s.spec, s.game, 0, s.shown_to(), "en", s.values["prefs"]).encode()
    rng = random.Random(5)
    noise = bytes(rng.randrange(256) for _ in range(70_000))  # incompressible: stored blocks
    texts = [svg, b"", b"<svg/>", b"a" * 100_000, "é§ñ漢字 <&>".encode() * 400, noise]
    streams = [zlib.compress(t, level) for t in texts for level in (0, 1, 6, 9)] + [fixed_codes(svg)]
    expected = [t for t in texts for _ in (0, 1, 6, 9)] + [svg]
    got = inflate_in_node(streams)
    assert [base64.b64decode(g) for g in got] == expected


def test_it_refuses_a_stream_cut_short_or_altered():
    packed = zlib.compress(b"<svg>" + b"<rect/>" * 500 + b"</svg>", 6)
    altered = bytearray(packed)
    altered[len(packed) // 2] ^= 0x55
    wrong_sum = packed[:-1] + bytes([packed[-1] ^ 1])
    got = inflate_in_node([packed[:10], packed[:-2], bytes(altered), wrong_sum, b"\x01\x02\x03\x04\x05\x06\x07"])
    assert all(g.startswith("error: ") for g in got), got
    assert got[3] == "error: the zlib stream's checksum is wrong"
    assert got[4] == "error: not a zlib stream"
