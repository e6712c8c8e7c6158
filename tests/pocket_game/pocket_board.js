// The pocket drawing module (tests/pocket_game/ui.py is its Python side): the players round a table,
// each with a card (face up when the view shows it, face down otherwise), the pot in the middle, and
// four buttons under it, one per move. Targets: `mv:check`, `mv:bet`, `mv:call`, `mv:fold`. A button
// that is not lit sends its move all the same, for the rules to refuse in their own words.

const POCKET_MOVES = ["check", "bet", "call", "fold"];

const GAME = {
  rootClass: "gnb-pocket",
  mount(sh) {
    const { T, model } = sh;
    const table = html("div", { class: "gnb-board gnb-pocket-table" }, sh.boardWrap);
    const seatsRow = html("div", { class: "gnb-pocket-seats" }, table);
    const pot = html("div", { class: "gnb-pocket-pot" }, table);
    const moves = html("div", { class: "gnb-pocket-moves", role: "group" }, table);
    const buttons = {};
    for (const kind of POCKET_MOVES) {
      const b = html("button", { type: "button", class: "gnb-btn gnb-pocket-move", "data-move": kind, "data-key": `mv:${kind}` }, moves);
      b.addEventListener("click", () => sh.click(`mv:${kind}`, b, { type: kind }));
      buttons[kind] = b;
    }

    function face(card) {
      const faces = (model.get("board_data") || {}).faces || [];
      return faces[card - 1] || String(card);
    }

    function drawCard(parent, card) {
      const t = T();
      const c = html("div", { class: "gnb-pocket-card" + (card ? "" : " gnb-pocket-back") }, parent);
      if (card) {
        c.textContent = face(card);
        c.dataset.card = String(card);
      } else {
        c.title = t.hidden_card || "";
      }
      return c;
    }

    function draw(view) {
      const t = T();
      seatsRow.replaceChildren();
      for (const p of view.players || []) {
        const box = html("div", { class: "gnb-pocket-seat", "data-seat": p.seat }, seatsRow);
        setClass(box, "gnb-pocket-actor", view.actor === p.seat);
        setClass(box, "gnb-pocket-folded", !!p.folded);
        html("div", { class: "gnb-pocket-name" }, box, p.name + (view.first === p.seat ? ` (${t.opens})` : ""));
        drawCard(box, p.card);
        html("div", { class: "gnb-pocket-stake" }, box, fmt(t.stake, { n: p.stake }));
        html("div", { class: "gnb-pocket-score" }, box, fmt(t.score, { n: p.score }));
        if (p.folded) html("div", { class: "gnb-pocket-note" }, box, t.folded);
      }
      pot.textContent = fmt(t.status, { hand: view.hand, hands: view.hands, pot: view.pot });
      for (const kind of POCKET_MOVES) {
        const b = buttons[kind];
        b.textContent = t[`move_${kind}`] || kind;
        const lit = sh.legal.lit(`mv:${kind}`);
        setClass(b, "gnb-lit", lit);
        b.title = lit ? sh.legal.label(`mv:${kind}`) : "";
      }
      moves.hidden = !!view.over;
    }

    return {
      draw,
      status(view, box) {
        const t = T();
        box.textContent = view.over ? t.status_over : fmt(t.status, { hand: view.hand, hands: view.hands, pot: view.pot });
      },
      catLabel: (c) => T()[`cat_${c}`] || c,
    };
  },
};
