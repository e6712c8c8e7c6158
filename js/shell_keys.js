// The keyboard on a drawn board (shell_drawing.js): one tab stop for the whole board (a roving tabindex), the
// arrow keys moving between its keys by where they lie, Enter or Space clicking the key that has the focus (lit
// or not: a key that is not lit gives the rules' reason why not), Home and End for the first and last key.
// Every key is named: what it is (the picture's name for it) and, when lit, what a click does.

function rovingKeys(layer, keyEls, marks, startKey) {
  const centre = (key) => {
    const b = marks[key];
    return [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
  };
  const keys = [...keyEls.keys()];
  let current = keyEls.has(startKey) ? startKey : keys[0];

  function stop(key) {
    for (const [k, r] of keyEls) r.setAttribute("tabindex", k === key ? "0" : "-1");
    current = key;
  }

  // the nearest key in the direction (dx, dy), favouring the keys straight ahead
  function nearest(from, dx, dy) {
    const [x0, y0] = centre(from);
    let best = null, score = Infinity;
    for (const k of keys) {
      if (k === from) continue;
      const [x, y] = centre(k);
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along <= 1) continue;
      const across = Math.abs((x - x0) * dy - (y - y0) * dx);
      const s = along + 2.5 * across;
      if (s < score) { score = s; best = k; }
    }
    return best;
  }

  const MOVES = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  layer.addEventListener("keydown", (ev) => {
    const here = ev.target && ev.target.dataset ? ev.target.dataset.key : null;
    if (!here || !keyEls.has(here)) return;
    let to = null;
    if (MOVES[ev.key]) to = nearest(here, ...MOVES[ev.key]);
    else if (ev.key === "Home") to = keys[0];
    else if (ev.key === "End") to = keys[keys.length - 1];
    else return;
    ev.preventDefault();
    if (to) { stop(to); keyEls.get(to).focus({ preventScroll: false }); }
  });
  layer.addEventListener("focusin", (ev) => {
    const k = ev.target && ev.target.dataset ? ev.target.dataset.key : null;
    if (k && keyEls.has(k) && k !== current) stop(k);
  });
  if (current !== undefined) stop(current);
  return { stop, current: () => current };
}

// A key's accessible name: what it is, then what a click does when it is lit.
function keyName(name, label, key) {
  if (name && label) return `${name}: ${label}`;
  return name || label || key;
}
