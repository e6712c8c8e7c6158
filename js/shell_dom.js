// The shell's DOM helpers (the first of the shell's modules; genesis_nb/board/frontend.py joins them, then a
// game's drawing module, into the one blob anywidget loads, so none of them imports another).
// fmt(template, params), fmtN(texts, key, n, params), sentence(text), svg(tag, attrs, parent),
// html(tag, attrs, parent, text), svgText, svgTitle, polygon, star, setClass, setTabbable, onActivate.
// Names and sentences are set with textContent only, never as HTML.

const SVGNS = "http://www.w3.org/2000/svg";

function fmt(template, params) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

// fmtN(t, key, n, params): the text t[key] in its form for the count n (t[`${key}.one`] for 1 and
// t[`${key}.zero`] for 0 where the texts have them: "1 tile", "2 tiles"), filled with {n} and params.
// Python picks the same way (board.texts.plural_key).
function fmtN(t, key, n, params) {
  let form = key;
  if (n === 0 && t[`${key}.zero`] !== undefined) form = `${key}.zero`;
  else if (n === 1 && t[`${key}.one`] !== undefined) form = `${key}.one`;
  return fmt(t[form], Object.assign({ n }, params || {}));
}

// sentence(text): text with its first letter upper-case, nothing else changed, for a line that may open
// with a player's name ("pink to play" reads "Pink to play"); quotes or brackets before it stay.
function sentence(text) {
  const s = String(text ?? "");
  const i = s.search(/[\p{L}\p{N}]/u);
  return i < 0 ? s : s.slice(0, i) + s.charAt(i).toUpperCase() + s.slice(i + 1);
}

function svg(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  if (attrs) for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function html(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
  }
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

function svgText(parent, x, y, text, attrs) {
  const t = svg("text", Object.assign({ x, y }, attrs || {}), parent);
  t.textContent = String(text);
  return t;
}

function svgTitle(parent, text) {
  const t = svg("title", null, parent);
  t.textContent = String(text);
  return t;
}

function polygon(n, r, rot) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function star(points, outer, inner) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function setClass(elx, name, on) {
  if (elx.classList.contains(name) !== !!on) elx.classList.toggle(name, !!on);
}

function setTabbable(elx, on) {
  if (on) { elx.setAttribute("tabindex", "0"); elx.setAttribute("role", "button"); }
  else { elx.removeAttribute("tabindex"); elx.removeAttribute("role"); }
}

function onActivate(elx, fn) {
  elx.addEventListener("click", (ev) => { ev.stopPropagation(); fn(ev); });
  elx.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); fn(ev); }
  });
}
