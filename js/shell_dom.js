// The shell's DOM helpers (the first of the shell's modules; genesis_nb/widgets.py joins them, then a
// game's drawing module, into the one blob anywidget loads, so none of them imports another).
// fmt(template, params), svg(tag, attrs, parent), html(tag, attrs, parent, text), svgText, svgTitle,
// polygon, star, setClass, setTabbable, onActivate. Names and sentences are set with textContent only,
// never as HTML.

const SVGNS = "http://www.w3.org/2000/svg";

function fmt(template, params) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
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
