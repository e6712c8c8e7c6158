// A room's board page: the very board the notebook's widget shows (/board/<game>.js, an anywidget
// module), given a small model that talks to the room server over a web socket instead of Jupyter.
// The seat's secret is in the link after "#" (never sent in a request); it goes in the first frame.
// Frames are JSON; bytes travel as {"$bytes": base64} and reach the board as a DataView, as in anywidget.

const body = document.body;
const statusBox = document.getElementById("gnb-rooms-status");
const main = document.getElementById("gnb-rooms-main");
const role = body.dataset.role;
const roomId = body.dataset.room;
const game = body.dataset.game;
const secret = decodeURIComponent(location.hash.slice(1));

function decode(v) {
  if (Array.isArray(v)) return v.map(decode);
  if (v && typeof v === "object") {
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === "$bytes" && typeof v.$bytes === "string") {
      const bin = atob(v.$bytes);
      const bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      return new DataView(bytes.buffer);
    }
    const out = {};
    for (const k of keys) out[k] = decode(v[k]);
    return out;
  }
  return v;
}

function encode(v) {
  if (v instanceof ArrayBuffer) v = new DataView(v);
  if (ArrayBuffer.isView(v)) {
    const bytes = new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
    let bin = "";
    for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
    return { $bytes: btoa(bin) };
  }
  if (Array.isArray(v)) return v.map(encode);
  if (v && typeof v === "object") {
    const out = {};
    for (const k of Object.keys(v)) out[k] = encode(v[k]);
    return out;
  }
  return v;
}

// The part of anywidget's model a board uses: get, set, save_changes, send, on, off.
class RoomModel {
  constructor() {
    this.values = {};
    this.pending = {};
    this.handlers = new Map();
    this.socket = null;
  }
  get(name) { return this.values[name]; }
  set(name, value) {
    this.values[name] = value;
    this.pending[name] = value;
    this.emit(`change:${name}`);
  }
  save_changes() {
    if (!Object.keys(this.pending).length) return;
    this.frame({ set: encode(this.pending) });
    this.pending = {};
  }
  send(msg) { this.frame({ msg: encode(msg) }); }
  frame(f) { if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(f)); }
  on(name, cb) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name).add(cb);
  }
  off(name, cb) {
    if (!name) { this.handlers.clear(); return; }
    const set = this.handlers.get(name);
    if (set) { if (cb) set.delete(cb); else set.clear(); }
  }
  emit(name, ...args) {
    for (const cb of [...(this.handlers.get(name) || [])]) {
      try { cb(...args); } catch (e) { console.error(e); }
    }
  }
  apply(changed) {
    const names = Object.keys(changed);
    for (const k of names) this.values[k] = decode(changed[k]);
    for (const k of names) this.emit(`change:${k}`, this, this.values[k]);
    if (names.length) this.emit("change", this);
  }
}

const model = new RoomModel();
let rendered = false;
let refused = false;
let retry = 500;

function say(text, kind) {
  statusBox.textContent = text;
  statusBox.dataset.state = kind;
}

async function render(init) {
  model.values = {};
  model.apply(init);
  if (rendered) return;
  rendered = true;
  const el = document.createElement("div");
  el.className = "gnb-rooms-board";
  main.replaceChildren(el);
  const mod = await import(`/board/${game}.js`);
  mod.default.render({ model, el });
  body.dataset.ready = "1";
}

function connect() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  model.socket = ws;
  ws.onopen = () => {
    const hello = role === "watch" ? { room: roomId, teacher: secret } : { room: roomId, secret };
    ws.send(JSON.stringify({ hello }));
  };
  ws.onmessage = (ev) => {
    const f = JSON.parse(ev.data);
    if (f.refused !== undefined) {
      refused = true;
      say(f.refused, "refused");
      main.replaceChildren();
      const p = document.createElement("p");
      p.className = "gnb-rooms-refused";
      p.textContent = f.refused;
      main.append(p);
      return;
    }
    if (f.init) {
      retry = 500;
      body.dataset.seat = f.seat === null ? "" : String(f.seat);
      say(f.seat === null ? "" : f.players[f.seat], "connected");
      render(f.init);
    } else if (f.set) model.apply(f.set);
    else if (f.msg !== undefined) model.emit("msg:custom", decode(f.msg), []);
  };
  ws.onclose = () => {
    if (refused) return;
    say("…", "reconnecting");
    body.dataset.connected = "0";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
  ws.addEventListener("open", () => { body.dataset.connected = "1"; });
}

connect();  // with no secret the server refuses in words
