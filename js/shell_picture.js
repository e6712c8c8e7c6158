// A drawn board's picture changed only in part (shell_drawing.js): the elements of the <svg> that are the same
// text as before stay as they are, and only the others are parsed and put in their places. A move changes a few
// of the hundred or so top-level elements of a board's picture; the rest is not parsed, styled or laid out again.
//
// pictureParts(text) -> {head, parts, marks} or null: the <svg ...> start tag, the texts of its top-level elements
// and its marks (key -> [x0, y0, x1, y1, name]); null when the text is not one picture of the kit
// (genesis_nb/picture_svg.py writes every element as a tag, text escaped, nothing between elements).
// ownIds(text, prefix): the picture's ids (picture_svg's "p<hash>-" prefix, new with each picture) made the board's
// own, so that the same element of two pictures is the same text.
// patchPicture(svgEl, before, shownParts, pic): the picture's content in `svgEl` (before the element `before`)
// turned from `shownParts` into `pic`; false (nothing changed) when `svgEl` does not hold `shownParts`. A large
// group of which only a few children changed (herds' vacant squares) keeps its element: only those are replaced.

const PICTURE_TAG = /<(\/?)[A-Za-z][^>]*?(\/?)>/g;
const PICTURE_MARKS = '<metadata class="gnb-marks">';
const PICTURE_ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#167;": "\u00a7" };

function ownIds(text, prefix) {
  const m = /\bid="(p[0-9a-f]{6}-)/.exec(text);
  return m ? text.split(m[1]).join(prefix) : text;
}

// the top-level elements of text[from, to) pushed on `parts` (the last one read whole even where it goes past `to`):
// where the last one ends, or -1 when the text there is not elements of the kit
function pictureScan(text, from, to, parts) {
  let depth = 0, at = from;
  PICTURE_TAG.lastIndex = from;
  for (let m = PICTURE_TAG.exec(text); m; m = PICTURE_TAG.exec(text)) {
    if (depth === 0 && m.index !== at) return -1;      // text between top-level elements
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth < 0) return -1;
    if (depth === 0) {
      parts.push(text.slice(at, PICTURE_TAG.lastIndex));
      at = PICTURE_TAG.lastIndex;
      if (at >= to) return at;
    }
  }
  return -1;
}

function pictureMarks(part) {
  const json = part.slice(PICTURE_MARKS.length, part.length - "</metadata>".length)
    .replace(/&(amp|lt|gt|quot|#39|#167);/g, (e) => PICTURE_ENTITIES[e]);
  return JSON.parse(json);
}

function pictureParts(text) {
  const open = text.indexOf("<svg");
  const start = open < 0 ? -1 : text.indexOf(">", open) + 1;
  const end = text.lastIndexOf("</svg>");
  if (start <= 0 || end < start) return null;
  const parts = [];
  if (end > start && pictureScan(text, start, end, parts) !== end) return null;
  const meta = parts.find((t) => t.startsWith(PICTURE_MARKS));
  let marks = {};
  if (meta) {
    try { marks = pictureMarks(meta); } catch (e) { return null; }
  }
  return { head: text.slice(open, start), parts, marks };
}

function patchPicture(svgEl, before, shownParts, pic) {
  const nodes = [];
  for (let c = svgEl.firstChild; c && c !== before; c = c.nextSibling) nodes.push(c);
  if (!shownParts || nodes.length !== shownParts.length) return false;
  // each new part: an element shown (the same text, in the same order) or -1, to be parsed
  const plan = pictureMatch(shownParts, pic.parts);
  // a large group changed in a few of its children keeps its element, and only those children are replaced
  const groups = pictureGroups(shownParts, pic.parts, plan).filter((g) => nodes[g.i].childNodes.length === g.old.length);
  for (const g of groups) plan[g.k] = g.i;
  const tpl = document.createElement("template");
  tpl.innerHTML = pic.head + pic.parts.filter((t, k) => plan[k] < 0).join("") + "</svg>";
  const fresh = tpl.content.querySelector("svg");
  if (!fresh) return false;
  const made = [...fresh.childNodes];
  if (made.length !== plan.filter((i) => i < 0).length) return false;
  for (const g of groups) {
    g.made = pictureMake(pic.head, g.parts.filter((t, k) => g.plan[k] < 0));
    if (!g.made) return false;
  }
  for (const a of fresh.attributes) if (!a.name.startsWith("xmlns")) svgEl.setAttribute(a.name, a.value);
  picturePlace(svgEl, before, nodes, plan, made);
  for (const g of groups) picturePlace(nodes[g.i], null, [...nodes[g.i].childNodes], g.plan, g.made);
  return true;
}

// the elements parsed from `texts` (in the picture's namespace), or null when they are not as many as the texts
function pictureMake(head, texts) {
  if (!texts.length) return [];
  const tpl = document.createElement("template");
  tpl.innerHTML = head + texts.join("") + "</svg>";
  const fresh = tpl.content.querySelector("svg");
  const made = fresh ? [...fresh.childNodes] : [];
  return made.length === texts.length ? made : null;
}

// `nodes` (the children of `parent` before `before`) turned into the parts of `plan`: plan[k], the index of the node
// kept for part k, or -1 for the next one of `made`
function picturePlace(parent, before, nodes, plan, made) {
  const kept = new Set(plan.filter((i) => i >= 0));
  nodes.forEach((node, i) => { if (!kept.has(i)) node.remove(); });
  let after = before;
  for (let k = plan.length - 1; k >= 0; k--) {
    const node = plan[k] >= 0 ? nodes[plan[k]] : made.pop();
    if (plan[k] < 0) parent.insertBefore(node, after);
    after = node;
  }
}

// the least length of a group whose children are patched rather than the group replaced
const PICTURE_GROUP = 1000;

// the new parts (not kept: -1 in `plan`) that are a large element with the same start tag as an element shown in
// their place (between the parts kept around them) and most of its children the same: {k, i, old, parts, plan}
function pictureGroups(shownParts, parts, plan) {
  const out = [];
  let lo = 0;
  for (let k = 0; k < parts.length; k++) {
    if (plan[k] >= 0) { lo = plan[k] + 1; continue; }
    const inner = pictureInner(parts[k]);
    if (!inner || parts[k].length < PICTURE_GROUP) continue;
    let hi = shownParts.length;
    for (let n = k + 1; n < plan.length; n++) if (plan[n] >= 0) { hi = plan[n]; break; }
    for (let i = lo; i < hi; i++) {
      if (!shownParts[i].startsWith(inner.tag)) continue;
      const was = pictureInner(shownParts[i]);
      if (!was || was.tag !== inner.tag) continue;
      const kids = pictureMatch(was.parts, inner.parts);
      if (kids.filter((j) => j >= 0).length * 2 < was.parts.length) continue;
      out.push({ k, i, old: was.parts, parts: inner.parts, plan: kids });
      lo = i + 1;
      break;
    }
  }
  return out;
}

// an element's start tag and the texts of its children, or null (an empty element, or not elements of the kit)
function pictureInner(part) {
  const m = /^<([A-Za-z][^\s>/]*)[^>]*>/.exec(part);
  if (!m || m[0].endsWith("/>")) return null;
  const close = `</${m[1]}>`;
  const to = part.length - close.length;
  if (!part.endsWith(close) || to <= m[0].length) return null;
  const parts = [];
  return pictureScan(part, m[0].length, to, parts) === to ? { tag: m[0], parts } : null;
}

// for each part, the index of the same text among `shownParts` (in order), or -1
function pictureMatch(shownParts, parts) {
  const where = new Map();
  shownParts.forEach((t, i) => { const l = where.get(t); if (l) l.push(i); else where.set(t, [i]); });
  const plan = [];
  let next = 0;
  for (const t of parts) {
    const l = where.get(t);
    while (l && l.length && l[0] < next) l.shift();
    const i = l && l.length ? l.shift() : -1;
    plan.push(i);
    if (i >= 0) next = i + 1;
  }
  return plan;
}
