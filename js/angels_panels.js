// The angels drawing module, part 2: words and the panels around the board (the status line, the turn
// box of a deciding player, the players' panel, the legend, the chooser's options, the final table).

// What every part of the angels module reads: the view joined with the board's fixed data, words.
function angelsContext(sh) {
  const { T, model } = sh;
  const A = {};
  A.letters = () => { const t = T(); return [t.letter_chaos || "C", t.letter_matter || "M", t.letter_life || "L"]; };
  A.essenceWords = () => { const t = T(); return [t.chaos, t.matter, t.life]; };
  A.trackName = (view, tr) => (tr === 0 ? T().void : fmt(T().day, { day: view.tracks[tr].name }));
  A.cubesWords = (v) => {
    const w = A.essenceWords();
    const parts = [];
    for (let e = 0; e < 3; e++) if (v[e]) parts.push(`${v[e]} ${w[e]}`);
    return parts.join(" + ") || "0";
  };
  A.timeWord = (time) => T()[time] || time || "";
  A.where = (view, tr) => (tr === 0 ? T().in_void : fmt(T().on_track, { track: A.trackName(view, tr) }));
  // the position joined with what never changes (board_data: yields, costs, circles, token labels)
  A.full = () => {
    const view = model.get("view");
    const data = model.get("board_data") || {};
    const fixed = data.tracks || [];
    if (!view || !view.tracks || !view.ui || fixed.length !== view.tracks.length) return null;
    const tracks = view.tracks.map((tr, i) => Object.assign({}, fixed[i], tr));
    return Object.assign({}, view, { tracks, short: data.short || [], shapes: data.shapes || [] });
  };
  A.angelInfo = (view, id) => {
    const n = view.players.length;
    const data = model.get("board_data") || {};
    if (id === n) return { dark: true, label: T().dark_short, name: T().dark_angel, id };
    const p = view.players[id];
    return { dark: false, colour: p.colour, shape: (data.shapes || [])[id], label: (data.short || [])[id], name: p.name, id };
  };
  return A;
}

function angelsPanels(sh, A) {
  const { T, model } = sh;

  function drawOption(btn, json, label) {
    const L = A.letters();
    const view = A.full();
    if (!view) return false;
    if (json.type === "gather") {
      const actor = view.actor;
      const track = view.players[actor].track;
      const take = view.tracks[track].yields[json.square][json.choice];
      if (json.pay.some((x) => x)) {
        cubesHTML(btn, json.pay, L, { counted: false });
        html("span", { class: "gnb-opt-arrow" }, btn, "→");
      }
      cubesHTML(btn, take, L, { counted: false });
      return true;
    }
    if (json.type === "day_work") { cubesHTML(btn, json.pay, L, { counted: false }); return true; }
    return false;
  }

  return {
    status(view, box) {
      const t = T();
      const god = view.god;
      html("span", { class: "gnb-round" }, box, fmt(t.round, { round: view.round }));
      const dayName = (A.full() || view).tracks[god.day].name;
      html("span", { class: "gnb-godtext" }, box, god.position === 0 ? t.god_start : fmt(t.god_at, { time: A.timeWord(god.time), day: dayName }));
    },
    who(view, seat, box) { tokenSVG(box, A.angelInfo(view, seat), 28); },
    turn(view, box) {
      const t = T();
      const L = A.letters();
      const p = view.players[view.actor];
      const hand = html("div", { class: "gnb-turn-hand", title: t.hand }, box);
      html("span", { class: "gnb-caption" }, hand, t.hand);
      cubesHTML(hand, p.hand, L, { showZero: true });
      if (view.phase === "setup") {
        html("div", { class: "gnb-prompt" }, box, t.setup_prompt);
        const row = html("div", { class: "gnb-cube-buttons" }, box);
        const words = A.essenceWords();
        for (let e = 0; e < 3; e++) {
          const lit = sh.legal.lit(`cube:${e}`);
          const b = html("button", { type: "button", class: "gnb-btn gnb-cube-btn" + (lit ? " gnb-lit" : " gnb-unlit"), "data-essence": e }, row);
          html("b", { class: `gnb-chip gnb-e${e}` }, b, L[e]);
          html("span", null, b, words[e]);
          if (lit) b.title = sh.legal.label(`cube:${e}`);
          b.addEventListener("click", () => A.clickCube(e, b));
        }
        return;
      }
      html("div", { class: "gnb-prompt" }, box, t.turn_prompt);
      const row = html("div", { class: "gnb-actions" }, box);
      const lit = sh.legal.lit("pass");
      const pass = html("button", { type: "button", class: "gnb-btn gnb-pass" + (lit ? " gnb-lit" : "") }, row, t.pass);
      if (lit) pass.title = sh.legal.label("pass");
      pass.addEventListener("click", () => A.clickPass(pass));
      html("span", { class: "gnb-legend" }, row, t.lit_legend);
    },
    overText() { return T().dark_wins; },
    over(view, box) {
      const t = T();
      const full = A.full() || view;
      const n = view.players.length;
      scoreTable(box, T, view.scores, (c) => (c === "rest" ? t.rest_short : c),
        (th, row) => tokenSVG(th, A.angelInfo(full, row.key === "dark" ? n : row.key), 14),
        (row) => (row.key === "dark" ? t.dark_angel : row.label));
    },
    players(view, box) {
      const t = T();
      const L = A.letters();
      const seats = model.get("seats") || [];
      const full = A.full() || view;
      html("div", { class: "gnb-caption" }, box, t.players);
      const list = html("div", { class: "gnb-plist" }, box);
      const n = view.players.length;
      view.players.forEach((p, i) => {
        const row = html("div", { class: "gnb-prow" + (i === view.actor && !view.over ? " gnb-prow-turn" : ""), "data-seat": i }, list);
        tokenSVG(row, A.angelInfo(full, i), 24);
        const who = html("div", { class: "gnb-pwho" }, row);
        const nm = html("div", { class: "gnb-pname" }, who);
        html("span", { class: "gnb-pname-text" }, nm, p.name);
        if (view.start === i) html("span", { class: "gnb-startflag", title: t.start_player }, nm, "⚑");
        const kind = seats[i] && seats[i] !== "human" ? (t["bot." + seats[i]] || t["bot.other"]) : t.human;
        html("div", { class: "gnb-psub" }, who, `${A.where(full, p.track)} · ${kind}`);
        cubesHTML(html("div", { class: "gnb-phand", title: t.hand }, row), p.hand, L, { showZero: true });
        html("div", { class: "gnb-ppts", title: t.points }, row, String(p.points));
      });
      const drow = html("div", { class: "gnb-prow gnb-prow-dark" }, list);
      tokenSVG(drow, A.angelInfo(full, n), 24);
      const dwho = html("div", { class: "gnb-pwho" }, drow);
      html("div", { class: "gnb-pname" }, dwho, t.dark_angel);
      html("div", { class: "gnb-psub" }, dwho, A.where(full, view.dark.track));
      html("div", { class: "gnb-phand" }, drow, "");
      html("div", { class: "gnb-ppts", title: t.points }, drow, String(view.dark.points));
      const stock = html("div", { class: "gnb-stock" }, box);
      html("span", { class: "gnb-caption" }, stock, t.stock);
      cubesHTML(stock, view.stock, L, { showZero: true });
    },
    legend(box) {
      const t = T();
      const L = A.letters();
      const words = A.essenceWords();
      for (let e = 0; e < 3; e++) {
        const it = html("span", { class: "gnb-leg" }, box);
        html("b", { class: `gnb-chip gnb-e${e}` }, it, L[e]);
        html("span", null, it, words[e]);
      }
      const ch = html("span", { class: "gnb-leg" }, box);
      const pills = html("span", { class: "gnb-leg-pills" }, ch);
      html("b", { class: "gnb-chip gnb-e0" }, html("span", { class: "gnb-leg-pill" }, pills), L[0]);
      html("b", { class: "gnb-chip gnb-e1" }, html("span", { class: "gnb-leg-pill" }, pills), L[1]);
      html("span", null, ch, t.legend_choice);
      const ci = html("span", { class: "gnb-leg" }, box);
      html("span", { class: "gnb-leg-circle" }, ci, "4");
      html("span", null, ci, t.legend_circles);
      const st = html("span", { class: "gnb-leg" }, box);
      html("span", { class: "gnb-startflag" }, st, "⚑");
      html("span", null, st, t.start_player);
    },
    seatIcon(li, seat, kind, view) {
      const full = A.full();
      if (!full || seat > view.players.length) return false;
      tokenSVG(li, A.angelInfo(full, seat), 12);
      return true;
    },
    logDot: (kind) => (kind === "god" ? "☀" : "·"),
    drawOption,
    chooserTitle(key, view) {
      const t = T();
      const parts = key.split(":");
      if (parts[0] === "sq") return fmt(t.chooser_gather, { square: Number(parts[2]) + 1 });
      if (parts[0] === "work") return fmt(t.chooser_work, { day: (A.full() || view).tracks[Number(parts[1])].name });
      return "";
    },
    chooserHint(key) {
      if (key.startsWith("work:")) return T().chooser_hint;
      return key.startsWith("sq:") ? T().chooser_pay_take : "";
    },
  };
}
