// A drawn board's picture changed only in part (shell_drawing.js): the elements of the <svg> that are the same
// text as before stay as they are, and only the others are parsed and put in their places. A move changes a few
// of the hundred or so top-level elements of a board's picture; the rest is not parsed, styled or laid out again.
//
// pictureParts(text) -> {head, parts, marks} or null: the <svg ...> start tag, the texts of its top-level
// elements and its marks (key -> [x0, y0, x1, y1, name]); null when the text is not one picture of the kit
// (genesis_nb/picture_svg.py writes every element as a tag, text escaped, nothing between elements).
// ownIds(text, prefix): the picture's ids (picture_svg's "p<hash>-" prefix, new with each picture) made the board's
// own, so that the same element of two pictures is the same text.
// patchPicture(svgEl, before, shownParts, pic): the picture's content in `svgEl` (before the element `before`)
// turned from `shownParts` into `pic`; false (nothing changed) when `svgEl` does not hold `shownParts`.

const PICTURE_TAG = /<(\/?)[A-Za-z][^>]*?(\/?)>/g;
const PICTURE_MARKS = '<metadata class="gnb-marks">';
const PICTURE_ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#167;": "\u00a7" };

function ownIds(text, prefix) {
  const m = /\bid="(p[0-9a-f]{6}-)/.exec(text);
  return m ? text.split(m[1]).join(prefix) : text;
}

function pictureParts(text) {
  const open = text.indexOf("<svg");
  const start = open < 0 ? -1 : text.indexOf(">", open) + 1;
  const end = text.lastIndexOf("</svg>");
  if (start <= 0 || end < start) return null;
  const parts = [];
  let marks = {};
  let depth = 0, from = start;
  PICTURE_TAG.lastIndex = start;
  for (let m = PICTURE_TAG.exec(text); m && m.index < end; m = PICTURE_TAG.exec(text)) {
    if (depth === 0 && m.index !== from) return null;      // text between top-level elements
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth < 0) return null;
    if (depth === 0) {
      const part = text.slice(from, PICTURE_TAG.lastIndex);
      if (part.startsWith(PICTURE_MARKS)) {
        const json = part.slice(PICTURE_MARKS.length, part.length - "</metadata>".length)
          .replace(/&(amp|lt|gt|quot|#39|#167);/g, (e) => PICTURE_ENTITIES[e]);
        try { marks = JSON.parse(json); } catch (e) { return null; }
      }
      parts.push(part);
      from = PICTURE_TAG.lastIndex;
    }
  }
  if (depth !== 0 || from !== end) return null;
  return { head: text.slice(open, start), parts, marks };
}

function patchPicture(svgEl, before, shownParts, pic) {
  const nodes = [];
  for (let c = svgEl.firstChild; c && c !== before; c = c.nextSibling) nodes.push(c);
  if (!shownParts || nodes.length !== shownParts.length) return false;
  // each new part: an element shown (the same text, in the same order) or -1, to be parsed
  const where = new Map();
  shownParts.forEach((t, i) => { const l = where.get(t); if (l) l.push(i); else where.set(t, [i]); });
  const plan = [];
  let next = 0;
  for (const t of pic.parts) {
    const l = where.get(t);
    while (l && l.length && l[0] < next) l.shift();
    const i = l && l.length ? l.shift() : -1;
    plan.push(i);
    if (i >= 0) next = i + 1;
  }
  const tpl = document.createElement("template");
  tpl.innerHTML = pic.head + pic.parts.filter((t, k) => plan[k] < 0).join("") + "</svg>";
  const fresh = tpl.content.querySelector("svg");
  if (!fresh) return false;
  const made = [...fresh.childNodes];
  if (made.length !== plan.filter((i) => i < 0).length) return false;
  for (const a of fresh.attributes) if (!a.name.startsWith("xmlns")) svgEl.setAttribute(a.name, a.value);
  const kept = new Set(plan.filter((i) => i >= 0));
  nodes.forEach((node, i) => { if (!kept.has(i)) node.remove(); });
  let after = before;
  for (let k = plan.length - 1; k >= 0; k--) {
    const node = plan[k] >= 0 ? nodes[plan[k]] : made.pop();
    if (plan[k] < 0) svgEl.insertBefore(node, after);
    after = node;
  }
  return true;
}
