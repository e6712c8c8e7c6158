// zlib's inflate (RFC 1950 and 1951), synchronous: a drawn board's picture (shell_drawing.js) is unpacked in
// the same task that receives it, so the board redraws at once (DecompressionStream answers a few tasks later).
// inflateZlib(bytes) -> Uint8Array; it throws on anything that is not a whole zlib stream (its checksum checked).

const INFLATE_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const INFLATE_LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
  131, 163, 195, 227, 258];
const INFLATE_LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const INFLATE_DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
  2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const INFLATE_DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

// a canonical Huffman code from its code lengths, as a lookup table of its longest code's bits (read least
// significant first, as deflate stores them): entry = symbol << 4 | the code's length (0: no such code)
function inflateTable(lengths) {
  const counts = new Uint16Array(16);
  let max = 0;
  for (const l of lengths) { counts[l]++; if (l > max) max = l; }
  counts[0] = 0;
  const next = new Uint16Array(16);
  for (let b = 1, code = 0; b < 16; b++) { code = (code + counts[b - 1]) << 1; next[b] = code; }
  const size = 1 << max;
  const table = new Uint32Array(size);
  for (let s = 0; s < lengths.length; s++) {
    const l = lengths[s];
    if (!l) continue;
    const c = next[l]++;
    let r = 0;
    for (let i = 0; i < l; i++) r |= ((c >> i) & 1) << (l - 1 - i);
    for (let k = r; k < size; k += 1 << l) table[k] = (s << 4) | l;
  }
  return { table, mask: size - 1 };
}

let INFLATE_FIXED = null;

function inflateZlib(data) {
  const end = data.length;
  if (end < 6 || (data[0] & 0x0f) !== 8 || ((data[0] << 8) | data[1]) % 31 !== 0 || (data[1] & 0x20)) {
    throw new Error("not a zlib stream");
  }
  let pos = 2, buf = 0, cnt = 0;
  let out = new Uint8Array(Math.max(1024, end * 8)), n = 0;
  const early = () => new Error("the zlib stream ends early");
  function fill() {
    while (cnt <= 23 && pos < end) { buf |= data[pos++] << cnt; cnt += 8; }
  }
  function bits(k) {
    if (cnt < k) { fill(); if (cnt < k) throw early(); }
    const v = buf & ((1 << k) - 1);
    buf >>>= k; cnt -= k;
    return v;
  }
  function decode(t) {
    if (cnt < 15) fill();
    const e = t.table[buf & t.mask];
    const l = e & 15;
    if (!e || l > cnt) throw new Error("a bad code in the zlib stream");
    buf >>>= l; cnt -= l;
    return e >> 4;
  }
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      pos -= cnt >> 3; buf = 0; cnt = 0;    // to the byte boundary (whole bytes read ahead go back)
      if (pos + 4 > end) throw early();
      const len = data[pos] | (data[pos + 1] << 8);
      pos += 4;
      if (pos + len > end) throw early();
      if (n + len > out.length) out = inflateGrow(out, n, len);
      out.set(data.subarray(pos, pos + len), n);
      n += len; pos += len;
      continue;
    }
    let lit, dist;
    if (type === 1) {
      if (!INFLATE_FIXED) {
        const l = new Uint8Array(288);
        l.fill(8, 0, 144); l.fill(9, 144, 256); l.fill(7, 256, 280); l.fill(8, 280, 288);
        INFLATE_FIXED = [inflateTable(l), inflateTable(new Uint8Array(30).fill(5))];
      }
      [lit, dist] = INFLATE_FIXED;
    } else if (type === 2) {
      const hlit = bits(5) + 257, hdist = bits(5) + 1, hclen = bits(4) + 4;
      const cl = new Uint8Array(19);
      for (let i = 0; i < hclen; i++) cl[INFLATE_ORDER[i]] = bits(3);
      const clt = inflateTable(cl);
      const lens = new Uint8Array(hlit + hdist);
      for (let i = 0; i < hlit + hdist;) {
        const sym = decode(clt);
        if (sym < 16) { lens[i++] = sym; continue; }
        let rep, val = 0;
        if (sym === 16) {
          if (!i) throw new Error("a bad code length in the zlib stream");
          val = lens[i - 1]; rep = 3 + bits(2);
        } else rep = sym === 17 ? 3 + bits(3) : 11 + bits(7);
        if (i + rep > hlit + hdist) throw new Error("a bad code length in the zlib stream");
        lens.fill(val, i, i + rep);
        i += rep;
      }
      lit = inflateTable(lens.subarray(0, hlit));
      dist = inflateTable(lens.subarray(hlit));
    } else throw new Error("a bad block type in the zlib stream");
    for (;;) {
      const sym = decode(lit);
      if (n + 258 > out.length) out = inflateGrow(out, n, 258);
      if (sym < 256) { out[n++] = sym; continue; }
      if (sym === 256) break;
      const li = sym - 257;
      if (li >= 29) throw new Error("a bad length in the zlib stream");
      const len = INFLATE_LEN_BASE[li] + bits(INFLATE_LEN_EXTRA[li]);
      const di = decode(dist);
      if (di >= 30) throw new Error("a bad distance in the zlib stream");
      const d = INFLATE_DIST_BASE[di] + bits(INFLATE_DIST_EXTRA[di]);
      if (d > n) throw new Error("a bad distance in the zlib stream");
      for (let i = 0; i < len; i++, n++) out[n] = out[n - d];
    }
  }
  pos -= cnt >> 3;                           // the checksum follows the last block's byte
  const result = out.subarray(0, n);
  let a = 1, b = 0;
  for (let i = 0; i < n; i++) { a += result[i]; b += a; if ((i & 4095) === 4095) { a %= 65521; b %= 65521; } }
  a %= 65521; b %= 65521;
  if (pos + 4 > end) throw early();
  const sum = ((data[pos] << 24) | (data[pos + 1] << 16) | (data[pos + 2] << 8) | data[pos + 3]) >>> 0;
  if ((((b << 16) | a) >>> 0) !== sum) throw new Error("the zlib stream's checksum is wrong");
  return result;
}

function inflateGrow(out, n, k) {
  const bigger = new Uint8Array(Math.max(out.length * 2, n + k));
  bigger.set(out.subarray(0, n));
  return bigger;
}
