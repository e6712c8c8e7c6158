// The teacher's page: make a room (game, seats, computer players, options) and watch every room live
// (who is connected, whose turn, the scores), with a link to each room's full view. The teacher's key
// is in the page's address after "#" (never sent in a request); it goes in the first web-socket frame.

const key = decodeURIComponent(location.hash.slice(1));
const main = document.getElementById("gnb-rooms-main");
const statusBox = document.getElementById("gnb-rooms-status");
const lang = new URLSearchParams(location.search).get("lang") || "en";
let games = [];
let words = {};
let socket = null;

// a word of the page (sent by the server in the page's language), its {names} filled
function t(key, params) {
  return (words[key] || key).replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? String(params[k]) : m));
}

// the page's language: a choice in the bar (the page opens again with ?lang=, the key kept after "#")
function buildLanguages(languages) {
  if (languages.length < 2 || document.getElementById("gnb-page-lang")) return;
  const sel = h("select", { id: "gnb-page-lang", "aria-label": "language" }, document.querySelector(".gnb-rooms-bar"));
  for (const l of languages) h("option", { value: l }, sel, l);
  sel.value = lang;
  sel.addEventListener("change", () => { location.search = `?lang=${encodeURIComponent(sel.value)}`; });
}

function h(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  if (parent) parent.append(e);
  return e;
}

const formBox = h("section", { class: "gnb-rooms-new" }, main);
const madeBox = h("section", { class: "gnb-rooms-made", hidden: "" }, main);
const errorBox = h("p", { class: "gnb-rooms-error", role: "alert", hidden: "" }, main);
const listBox = h("section", { class: "gnb-rooms-list" }, main);

function buildForm() {
  formBox.replaceChildren();
  h("h2", null, formBox, t("new_room"));
  const row = h("div", { class: "gnb-rooms-row" }, formBox);
  h("label", { for: "gnb-new-game" }, row, `${t("game")} `);
  const gameSel = h("select", { id: "gnb-new-game", name: "game" }, row);
  for (const g of games) h("option", { value: g.name, title: g.title }, gameSel, g.name);
  h("label", { for: "gnb-new-count" }, row, ` ${t("seats")} `);
  const countSel = h("select", { id: "gnb-new-count", name: "count" }, row);
  h("label", { for: "gnb-new-title" }, row, ` ${t("title")} `);
  const title = h("input", { id: "gnb-new-title", name: "title", maxlength: "80", size: "20" }, row);
  h("label", { for: "gnb-new-lang" }, row, ` ${t("language")} `);
  const langSel = h("select", { id: "gnb-new-lang", name: "lang" }, row);
  const seats = h("div", { class: "gnb-rooms-seats" }, formBox);
  const more = h("details", null, formBox);
  h("summary", null, more, t("options"));
  const opts = h("textarea", { id: "gnb-new-options", name: "options", rows: "3", cols: "50", placeholder: '{"option": "value"}' }, more);
  const seed = h("input", { id: "gnb-new-seed", name: "seed", type: "number", min: "0", placeholder: "random" }, more);
  const make = h("button", { type: "button", class: "gnb-rooms-make" }, formBox, t("make"));

  const info = () => games.find((g) => g.name === gameSel.value);
  function fillCount() {
    const g = info();
    countSel.replaceChildren();
    for (let n = g.min; n <= g.max; n++) h("option", { value: String(n) }, countSel, String(n));
    countSel.value = String(Math.min(g.max, Math.max(g.min, 2)));
    langSel.replaceChildren();
    for (const l of g.languages) h("option", { value: l }, langSel, l);
    langSel.value = g.languages.includes(lang) ? lang : g.languages[0];
    fillSeats();
  }
  function fillSeats() {
    const g = info();
    const old = [...seats.querySelectorAll("input")].map((i) => i.value);
    seats.replaceChildren();
    for (let i = 0; i < Number(countSel.value); i++) {
      const r = h("div", { class: "gnb-rooms-seat" }, seats);
      h("label", { for: `gnb-seat-${i}` }, r, `${t("seat", { n: i + 1 })} `);
      h("input", { id: `gnb-seat-${i}`, class: "gnb-seat-name", value: old[i] || t("player", { n: i + 1 }), maxlength: "40" }, r);
      const kind = h("select", { class: "gnb-seat-kind", "aria-label": t("who", { n: i + 1 }) }, r);
      h("option", { value: "" }, kind, t("student"));
      for (const b of g.bots) h("option", { value: b }, kind, t("computer", { bot: b }));
    }
  }
  gameSel.addEventListener("change", fillCount);
  countSel.addEventListener("change", fillSeats);
  fillCount();
  make.addEventListener("click", () => {
    const request = { game: gameSel.value, seats: [], bots: {}, title: title.value, lang: langSel.value };
    seats.querySelectorAll(".gnb-rooms-seat").forEach((r, i) => {
      request.seats.push(r.querySelector(".gnb-seat-name").value);
      const b = r.querySelector(".gnb-seat-kind").value;
      if (b) request.bots[String(i)] = b;
    });
    if (opts.value.trim()) {
      try { request.options = JSON.parse(opts.value); } catch (e) { showError(t("not_json", { detail: e.message })); return; }
    }
    if (seed.value !== "") request.seed = Number(seed.value);
    socket.send(JSON.stringify({ create: request }));
  });
}

function showError(text) {
  errorBox.textContent = text;
  errorBox.hidden = !text;
}

function showMade(made) {
  showError("");
  madeBox.hidden = false;
  madeBox.replaceChildren();
  h("h2", null, madeBox, t("made", { room: made.room }));
  h("p", null, madeBox, t("copy"));
  const ul = h("ul", null, madeBox);
  for (const s of made.seats) {
    const li = h("li", { "data-seat": String(s.seat) }, ul, `${s.name}: `);
    if (s.link) h("input", { class: "gnb-rooms-link", readonly: "", value: s.link, size: "90" }, li);
    else li.append(t("computer", { bot: s.bot }));
  }
}

function drawRooms(rooms) {
  listBox.replaceChildren();
  h("h2", null, listBox, rooms.length ? t("rooms") : t("no_rooms"));
  if (!rooms.length) return;
  const table = h("table", { class: "gnb-rooms-table" }, listBox);
  const head = h("tr", null, h("thead", null, table));
  for (const word of t("heads").split("|")) h("th", null, head, word);
  const tbody = h("tbody", null, table);
  for (const r of rooms) {
    const tr = h("tr", { "data-room": r.id }, tbody);
    h("td", null, tr, r.title ? `${r.title} (${r.id})` : r.id);
    h("td", null, tr, r.game);
    const seatsTd = h("td", { class: "gnb-rooms-seats-cell" }, tr);
    r.seats.forEach((s, i) => {
      const span = h("span", { class: "gnb-rooms-seatinfo", "data-seat": String(i), "data-connected": String(s.connected) }, seatsTd);
      span.textContent = s.bot ? `${s.name} ${t("computer_seat")} ` : `${s.name} ${s.connected ? "●".repeat(s.connected) : "○"} `;
      if (!s.bot) {
        const b = h("button", { type: "button", class: "gnb-rooms-relink", title: t("new_link_title", { name: s.name }) }, span, t("new_link"));
        b.addEventListener("click", () => socket.send(JSON.stringify({ link: { room: r.id, seat: i } })));
      }
    });
    h("td", { class: "gnb-rooms-ply" }, tr, String(r.ply));
    const turn = h("td", { class: "gnb-rooms-turn" }, tr, r.over ? t("over") : (r.turn || ""));
    if (r.unsaved) h("div", { class: "gnb-rooms-error" }, turn, t("unsaved", { n: r.unsaved }));
    if (r.failed) {
      const box = h("div", { class: "gnb-rooms-failed" }, turn);
      h("div", { class: "gnb-rooms-error" }, box, t("failed", r.failed));
      const again = h("button", { type: "button", class: "gnb-rooms-resume" }, box, t("resume"));
      again.addEventListener("click", () => socket.send(JSON.stringify({ resume: { room: r.id } })));
      const human = h("button", { type: "button", class: "gnb-rooms-human" }, box, t("human"));
      human.addEventListener("click", () => socket.send(JSON.stringify({ human: { room: r.id, seat: r.failed.seat } })));
    }
    h("td", { class: "gnb-rooms-scores" }, tr, Object.entries(r.scores).map(([n, v]) => `${n} ${v}`).join(", "));
    const watch = h("td", null, tr);
    h("a", { href: `/watch/${r.id}#${encodeURIComponent(key)}`, target: "_blank", class: "gnb-rooms-watch" }, watch, t("watch"));
    const del = h("button", { type: "button", class: "gnb-rooms-delete" }, watch, t("delete"));
    del.addEventListener("click", () => {
      if (confirm(t("delete_ask", { room: r.title || r.id }))) socket.send(JSON.stringify({ delete: { room: r.id } }));
    });
  }
}

function connect() {
  socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  socket.onopen = () => socket.send(JSON.stringify({ hello: { teacher: key, lang } }));
  socket.onmessage = (ev) => {
    const f = JSON.parse(ev.data);
    if (f.refused !== undefined) { statusBox.textContent = f.refused; socket.onclose = null; formBox.replaceChildren(); return; }
    statusBox.textContent = "";
    if (f.words) { words = f.words; document.documentElement.lang = f.lang; buildLanguages(f.languages); }
    if (f.games) { games = f.games; buildForm(); }
    if (f.rooms) drawRooms(f.rooms);
    if (f.created) showMade(f.created);
    if (f.linked) showMade({ room: f.linked.room, seats: [{ seat: f.linked.seat, name: f.linked.name, link: f.linked.link }] });
    if (f.error) showError(f.error);
    document.body.dataset.ready = "1";
  };
  socket.onclose = () => { statusBox.textContent = "…"; setTimeout(connect, 1000); };
}

connect();
