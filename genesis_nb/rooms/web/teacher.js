// The teacher's page: make a room (game, seats, computer players, options) and watch every room live
// (who is connected, whose turn, the scores), with a link to each room's full view. The teacher's key
// is in the page's address after "#" (never sent in a request); it goes in the first web-socket frame.

const key = decodeURIComponent(location.hash.slice(1));
const main = document.getElementById("gnb-rooms-main");
const statusBox = document.getElementById("gnb-rooms-status");
let games = [];
let socket = null;

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
  h("h2", null, formBox, "A new room");
  const row = h("div", { class: "gnb-rooms-row" }, formBox);
  h("label", { for: "gnb-new-game" }, row, "Game ");
  const gameSel = h("select", { id: "gnb-new-game", name: "game" }, row);
  for (const g of games) h("option", { value: g.name, title: g.title }, gameSel, g.name);
  h("label", { for: "gnb-new-count" }, row, " Seats ");
  const countSel = h("select", { id: "gnb-new-count", name: "count" }, row);
  h("label", { for: "gnb-new-title" }, row, " Title ");
  const title = h("input", { id: "gnb-new-title", name: "title", maxlength: "80", size: "20" }, row);
  const seats = h("div", { class: "gnb-rooms-seats" }, formBox);
  const more = h("details", null, formBox);
  h("summary", null, more, "Options and seed");
  const opts = h("textarea", { id: "gnb-new-options", name: "options", rows: "3", cols: "50", placeholder: '{"option": "value"}' }, more);
  const seed = h("input", { id: "gnb-new-seed", name: "seed", type: "number", min: "0", placeholder: "random" }, more);
  const make = h("button", { type: "button", class: "gnb-rooms-make" }, formBox, "Make the room");

  const info = () => games.find((g) => g.name === gameSel.value);
  function fillCount() {
    const g = info();
    countSel.replaceChildren();
    for (let n = g.min; n <= g.max; n++) h("option", { value: String(n) }, countSel, String(n));
    countSel.value = String(Math.min(g.max, Math.max(g.min, 2)));
    fillSeats();
  }
  function fillSeats() {
    const g = info();
    const old = [...seats.querySelectorAll("input")].map((i) => i.value);
    seats.replaceChildren();
    for (let i = 0; i < Number(countSel.value); i++) {
      const r = h("div", { class: "gnb-rooms-seat" }, seats);
      h("label", { for: `gnb-seat-${i}` }, r, `Seat ${i + 1} `);
      h("input", { id: `gnb-seat-${i}`, class: "gnb-seat-name", value: old[i] || `Player ${i + 1}`, maxlength: "40" }, r);
      const kind = h("select", { class: "gnb-seat-kind", "aria-label": `Seat ${i + 1}: who plays` }, r);
      h("option", { value: "" }, kind, "a student");
      for (const b of g.bots) h("option", { value: b }, kind, `the computer (${b})`);
    }
  }
  gameSel.addEventListener("change", fillCount);
  countSel.addEventListener("change", fillSeats);
  fillCount();
  make.addEventListener("click", () => {
    const request = { game: gameSel.value, seats: [], bots: {}, title: title.value };
    seats.querySelectorAll(".gnb-rooms-seat").forEach((r, i) => {
      request.seats.push(r.querySelector(".gnb-seat-name").value);
      const b = r.querySelector(".gnb-seat-kind").value;
      if (b) request.bots[String(i)] = b;
    });
    if (opts.value.trim()) {
      try { request.options = JSON.parse(opts.value); } catch (e) { showError(`The options are not JSON: ${e.message}`); return; }
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
  h("h2", null, madeBox, `Room ${made.room}: give each student their own link`);
  h("p", null, madeBox, "Copy the links now: the server keeps only a fingerprint of each one. A lost link can be replaced from the list below.");
  const ul = h("ul", null, madeBox);
  for (const s of made.seats) {
    const li = h("li", { "data-seat": String(s.seat) }, ul, `${s.name}: `);
    if (s.link) h("input", { class: "gnb-rooms-link", readonly: "", value: s.link, size: "90" }, li);
    else li.append(`the computer (${s.bot})`);
  }
}

function drawRooms(rooms) {
  listBox.replaceChildren();
  h("h2", null, listBox, rooms.length ? "Rooms" : "No rooms yet");
  if (!rooms.length) return;
  const table = h("table", { class: "gnb-rooms-table" }, listBox);
  const head = h("tr", null, h("thead", null, table));
  for (const t of ["Room", "Game", "Seats", "Move", "Turn", "Scores", ""]) h("th", null, head, t);
  const tbody = h("tbody", null, table);
  for (const r of rooms) {
    const tr = h("tr", { "data-room": r.id }, tbody);
    h("td", null, tr, r.title ? `${r.title} (${r.id})` : r.id);
    h("td", null, tr, r.game);
    const seatsTd = h("td", { class: "gnb-rooms-seats-cell" }, tr);
    r.seats.forEach((s, i) => {
      const span = h("span", { class: "gnb-rooms-seatinfo", "data-seat": String(i), "data-connected": String(s.connected) }, seatsTd);
      span.textContent = s.bot ? `${s.name} (computer) ` : `${s.name} ${s.connected ? "●".repeat(s.connected) : "○"} `;
      if (!s.bot) {
        const b = h("button", { type: "button", class: "gnb-rooms-relink", title: `A new link for ${s.name} (the old one stops working)` }, span, "new link");
        b.addEventListener("click", () => socket.send(JSON.stringify({ link: { room: r.id, seat: i } })));
      }
    });
    h("td", { class: "gnb-rooms-ply" }, tr, String(r.ply));
    const turn = h("td", { class: "gnb-rooms-turn" }, tr, r.over ? "game over" : (r.turn || ""));
    if (r.unsaved) h("div", { class: "gnb-rooms-error" }, turn, `${r.unsaved} moves not yet stored: the database fails (see the server's log)`);
    if (r.failed) {
      const box = h("div", { class: "gnb-rooms-failed" }, turn);
      h("div", { class: "gnb-rooms-error" }, box, `${r.failed.name}'s computer player (${r.failed.bot}) could not move: ${r.failed.reason}. The room waits.`);
      const again = h("button", { type: "button", class: "gnb-rooms-resume" }, box, "try again");
      again.addEventListener("click", () => socket.send(JSON.stringify({ resume: { room: r.id } })));
      const human = h("button", { type: "button", class: "gnb-rooms-human" }, box, "a student instead");
      human.addEventListener("click", () => socket.send(JSON.stringify({ human: { room: r.id, seat: r.failed.seat } })));
    }
    h("td", { class: "gnb-rooms-scores" }, tr, Object.entries(r.scores).map(([n, v]) => `${n} ${v}`).join(", "));
    const watch = h("td", null, tr);
    h("a", { href: `/watch/${r.id}#${encodeURIComponent(key)}`, target: "_blank", class: "gnb-rooms-watch" }, watch, "watch");
    const del = h("button", { type: "button", class: "gnb-rooms-delete", title: "Delete this room: its game is lost, its links stop working" }, watch, "delete");
    del.addEventListener("click", () => {
      if (confirm(`Delete room ${r.title || r.id}? Its game is lost and its links stop working.`)) socket.send(JSON.stringify({ delete: { room: r.id } }));
    });
  }
}

function connect() {
  socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  socket.onopen = () => socket.send(JSON.stringify({ hello: { teacher: key } }));
  socket.onmessage = (ev) => {
    const f = JSON.parse(ev.data);
    if (f.refused !== undefined) { statusBox.textContent = f.refused; socket.onclose = null; formBox.replaceChildren(); return; }
    statusBox.textContent = "";
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
