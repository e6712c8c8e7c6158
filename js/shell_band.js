// The projector mode's band (shell_drawing.js): a picture taller than the screen leaves under the board's head is
// shown as a band of its whole width, as high as that room, at the picture's own size or larger (no text under its
// natural 12 px) where it can be (fittedBand). The band holds what the picture keeps in sight (what a player needs
// to decide: whose turn, the dice; Python's `Svg.block(keep=True)`) and all that can be clicked now (the lit keys:
// after a selection, its next ones), stays where it is while it holds them, else lies as high as it can, and its
// top and bottom edges fall halfway between the things the picture notes (its marks, the panels and the lines of
// words Python keeps in a projected picture) that are no taller than the band. It decides nothing of the game: it
// chooses which part of the picture is in sight. The Whole board button shows the whole picture fitted instead.

// the boxes [x0, y0, x1, y1] of a picture's panels and lines of words (genesis_nb/picture_svg.py: the metadata a
// projected picture keeps), or of the parts it keeps in sight (`classes` ["gnb-keep"])
function pictureNotes(svgEl, classes = ["gnb-blocks", "gnb-lines"]) {
  const out = [];
  for (const cls of classes) {
    const meta = svgEl.querySelector(`:scope > metadata.${cls}`);
    if (!meta) continue;
    try { for (const b of JSON.parse(meta.textContent || "[]")) if (b.length >= 4) out.push(b.slice(0, 4)); } catch (e) { /* none */ }
  }
  return out;
}

// The band [top, bottom] of a picture whose viewBox is `vb` ([x, y, width, height]) for a room `room` high (picture
// units), holding every box of `want`, cutting none of `things` where it can; `current`, the band shown now, is
// kept while it holds them. null: the whole picture fits, or no band holds all it must (the page scrolls instead).
function projectorBand(vb, room, things, want, current) {
  const [, vy, , vh] = vb;
  if (!(room > 0) || vh <= room + 0.5) return null;
  const spans = things.filter((t) => t[3] - t[1] <= room).map((t) => [t[1], t[3]]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [a, b] of spans) {
    const last = merged[merged.length - 1];
    if (last && a < last[1] - 0.1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const clear = (y) => y >= vy - 0.01 && y <= vy + vh + 0.01 && !merged.some(([a, b]) => y > a + 0.1 && y < b - 0.1);
  // an edge between two things lies halfway between them (their strokes reach a little past their boxes)
  const gaps = merged.slice(1).map(([a], i) => (merged[i][1] + a) / 2);
  const ends = merged.length ? [merged[0][0], merged[merged.length - 1][1]] : [];
  const edges = [...new Set([vy, vy + vh, ...ends, ...gaps])].filter(clear).sort((a, b) => a - b);
  const held = (top, bottom) => want.filter((w) => w[1] >= top - 0.1 && w[3] <= bottom + 0.1).length;
  let best = null, score = null;
  for (const top of edges) {
    const below = edges.filter((e) => e > top + 1 && e <= top + room + 0.01);
    if (!below.length) continue;
    const bottom = below[below.length - 1];
    const same = current && Math.abs(current[0] - top) < 0.5 ? 1 : 0;
    const s = [held(top, bottom), same, -top, bottom - top];
    if (!score || bandBetter(s, score)) {
      best = [top, bottom];
      score = s;
    }
  }
  if (best) return score[0] === want.length ? best : null;   // a lit key out of sight could not be clicked
  // no edge clear of everything: a band as high as the room from the first thing wanted, if it holds them all
  const first = want.length ? Math.min(...want.map((w) => w[1])) : vy;
  if (want.length && Math.max(...want.map((w) => w[3])) - first > room) return null;
  const top = Math.max(vy, Math.min(vy + vh - room, first));
  return [top, top + room];
}

// whether the score `s` beats `t` (compared item by item, the first that differs deciding)
function bandBetter(s, t) {
  for (let i = 0; i < s.length; i++) if (s[i] !== t[i]) return s[i] > t[i];
  return false;
}

// How much a band may grow at each try when it cannot hold all it must at the picture's own size (fittedBand)
const BAND_GROW = 1.04;
// The least share of its natural size a band is shrunk to before the kept part is pinned above it instead
const BAND_FLOOR = 0.85;
// Picture units between the pinned strip and the band
const STRIP_GAP = 6;

// What the projector shows of a picture whose viewBox is `vb` in a room `room` screen pixels high (a picture unit a
// pixel at its natural size): {band: [top, bottom] of the picture, or null for the whole picture; least: the
// smallest share of its natural size the band may be shown at; strip: [top, bottom] of the part pinned above it, or
// null}. What is shown holds every box of `keep` (what a player needs to decide) and of `want` (what can be clicked
// now); the band cuts none of `things` where it can (projectorBand). `whole` (the Whole board button): the whole
// picture, fitted into the room whatever its size.
// When no band of the room's height holds them all (herds' dice above its grid, lit squares in its last rows), the
// picture is shown a little smaller: the band grows, a few hundredths at a time, until one holds them. Down to
// BAND_FLOOR (texts of 10 px) that is the answer: one picture, a little smaller, nothing shown twice. Further apart
// (planet's prompt at the top, the pawns of the hand at the bottom), the kept part is pinned as a strip above a band of
// what can be clicked, the strip at its natural size, where the band is then larger than the one band would be (a band
// no larger than the room less the strip: else the one band, as small as it must be, at the most the whole picture).
// Either beats a page that scrolls: what is out of sight cannot be clicked, nor the dice read.
function fittedBand(vb, room, things, want, keep, current, whole) {
  const [vx, vy, vw, vh] = vb;
  if (!(room > 0) || !(vh > 0)) return { band: null, least: 1, strip: null };
  if (whole) return { band: null, least: 0, strip: null };   // the whole picture, as high and as wide as there is room
  if (vh <= room + 0.5) return { band: null, least: 1, strip: null };
  const inside = (b) => b[0] >= vx - 0.5 && b[2] <= vx + vw + 0.5 && b[1] >= vy - 0.5 && b[3] <= vy + vh + 0.5;
  const kept = keep.filter(inside);
  const one = { ...shrunkBand(vb, room, things, [...kept, ...want], current), strip: null };
  if (one.least >= BAND_FLOOR || !kept.length) return one;
  const strip = [Math.min(...kept.map((k) => k[1])), Math.max(...kept.map((k) => k[3]))];
  const rest = room - (strip[1] - strip[0]) - STRIP_GAP;
  const pinned = (w) => w[1] >= strip[0] - 0.1 && w[3] <= strip[1] + 0.1;   // a lit key in the strip is clicked there
  const below = want.filter((w) => !pinned(w));
  if (rest < strip[1] - strip[0] || below.some((w) => w[1] < strip[1] - 0.1)) return one;
  // the band from under the strip down: nothing shown twice
  const two = shrunkBand([vx, strip[1], vw, vy + vh - strip[1]], rest, things, below, current);
  return two.least > one.least ? { band: two.band || [strip[1], vy + vh], least: two.least, strip } : one;
}

// The band of a picture whose viewBox is `vb` holding every box of `want` (projectorBand) in a room `room` high, as
// little larger than the room as it can be: {band (null: the whole picture), least: room / its height, at most 1}
function shrunkBand(vb, room, things, want, current) {
  for (let high = room; high < vb[3]; high *= BAND_GROW) {
    const band = projectorBand(vb, high, things, want, current);
    if (band) return { band, least: Math.min(1, room / (band[1] - band[0])) };
  }
  return { band: null, least: Math.min(1, room / vb[3]) };
}
