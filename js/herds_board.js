// The herds drawing module, part 5 (Genesis by Reiner Knizia): the GAME the shell mounts, and what a
// click means. Target (genesis_nb/herds/ui.py): `sq:<square>`, a tile there; its actions are the
// terrains the dice allow (`place`) and those of the one-tile turn (`place_one`).
//
// - a lit square: sh.click opens the chooser over its actions (fetched from Python), or plays the only one;
// - a terrain picked first (the buttons under the dice, lit from the rules' view): each square clicked
//   then sends {type: "place" | "place_one", square, terrain} itself;
// - anything not lit sends the action it would mean (a square: with the first terrain the dice allow;
//   a terrain: on the first lit square), and the rules answer with their own sentence.
// It never decides what is legal and holds no words of its own (`texts`, from ui_texts.toml).

const GAME = {
  rootClass: "gnb-herds",
  mount(sh) {
    const H = herdsContext(sh);
    const toolbar = html("div", { class: "gnb-h-toolbar" }, sh.boardWrap);
    const grid = herdsGrid(sh, H, clickSquare);
    const cards = html("div", { class: "gnb-h-cards", hidden: true }, sh.boardWrap);
    const scoring = herdsScoring(sh, H, grid, toolbar, cards);
    const panels = herdsPanels(sh, H, pickTerrain);
    sh.chooser.classList.add("gnb-h-chooser");
    let armedAt = "";                // the position the picked terrain belongs to

    const place = (sq, terrain, one) => ({ type: one ? "place_one" : "place", square: sq, terrain });

    function clickSquare(sq, elx) {
      const view = H.view();
      if (!view) return;
      if (H.armed) { sh.sendAction(place(sq, H.armed.terrain, H.armed.one), elx); return; }
      const dice = H.diceTerrains(view), one = H.oneTerrains(view);
      const terrain = dice[0] || one[0] || TERRAIN_NAMES[0];
      sh.click(`sq:${sq}`, elx, place(sq, terrain, !dice.length && one.length > 0));
    }

    // the first lit square (a vacant one when none is lit): where an unlit terrain's tile would go
    function someSquare(view) {
      const lit = sh.legal.keys().filter((k) => k.startsWith("sq:")).map((k) => Number(k.slice(3)));
      if (lit.length) return Math.min(...lit);
      const vacant = view.cells.indexOf(0);
      return vacant >= 0 ? vacant : 0;
    }

    function pickTerrain(terrain, one, lit, elx) {
      const view = H.view();
      if (!view) return;
      if (!lit) { sh.sendAction(place(someSquare(view), terrain, one), elx); return; }
      const same = H.armed && H.armed.terrain === terrain && H.armed.one === one;
      H.armed = same ? null : { terrain, one };
      armedAt = `${view.ui.total}:${view.ui.ply}`;
      // a refusal still shown belongs to the click before: asking for the position shown again clears
      // it (the shell has no message of its own for that) and changes nothing else
      sh.dismiss();
      armedChanged(view);
    }

    function armedChanged(view) {
      panels.armedChanged();
      grid.armedChanged(view);
      sh.root.dataset.armed = H.armed ? `${H.armed.one ? "one" : "dice"}:${H.armed.terrain}` : "";
    }

    function disarm() {
      const view = H.view();
      if (H.armed && view) { H.armed = null; armedChanged(view); }
    }

    return Object.assign({}, panels, {
      draw(view) {
        if (!H.view()) return;
        // a picked terrain lasts while the position and what the dice allow stay the same
        const at = `${view.ui.total}:${view.ui.ply}`;
        if (H.armed && (at !== armedAt || !view.ui.decides
            || !(H.armed.one ? H.oneTerrains(view) : H.diceTerrains(view)).includes(H.armed.terrain))) H.armed = null;
        sh.root.dataset.armed = H.armed ? `${H.armed.one ? "one" : "dice"}:${H.armed.terrain}` : "";
        grid.draw(view);
        scoring.draw(view);
      },
      onKey(ev) { if (ev.key === "Escape") disarm(); },
    });
  },
};
