// What the board may light, and what a click on it sends: the one wire format of every game.
//
// `legal` = {ply, actor, count, targets: {key: [n, label, options]}} (genesis_nb/board/legal.py): a target
// is what a player clicks; `n` actions stand behind it; `options` lists them as [[action_json, label]],
// or is null when the board must ask for them ({cmd: "options", target, offset, at}; the answer comes as
// a custom message {kind: "options", ply, target, offset, total, options}; an option [json, label, false] is
// one the rules would refuse, offered so that they can say why). A click on a lit target
// plays its only action or opens the chooser on its actions; a click on anything else sends the action
// the game's drawing module says it would mean, and the rules answer with their own sentence. This file
// never decides what is legal: it only reads `legal`.

function legalModel(sh) {
  const { model, send, T } = sh;
  let pending = null;            // {key, ply, elx, got: [[json, label]], total}

  const legal = () => model.get("legal") || { targets: {}, ply: 0 };
  const api = {
    lit: (key) => key in (legal().targets || {}),
    count: (key) => { const e = (legal().targets || {})[key]; return e ? e[0] : 0; },
    label: (key) => { const e = (legal().targets || {})[key]; return e ? e[1] : ""; },
    keys: () => Object.keys(legal().targets || {}),
    // the actions behind a target, when the wire holds them (null: they must be asked for)
    options: (key) => { const e = (legal().targets || {})[key]; return e ? e[2] : null; },
    // play an action's JSON (from a lit target, or what an unlit click means)
    send(json, elx) {
      sh.lastClicked = elx || null;
      send({ cmd: "play", action: json, at: (model.get("view") || { ui: {} }).ui.ply });
    },
    // a click on `key`: play it, choose among its actions, or send `fallback` to be refused
    click(key, elx, fallback) {
      const e = (legal().targets || {})[key];
      if (!e) {
        if (fallback) api.send(fallback, elx);
        return;
      }
      const [n, , options] = e;
      if (options && options.length === 1 && n === 1) { api.send(options[0][0], elx); return; }
      if (options && options.length === n) { openChooser(key, elx, options, n); return; }
      pending = { key, ply: legal().ply, elx, got: [], total: n };
      if (n > 1) openChooser(key, elx, [], n, true);
      send({ cmd: "options", target: key, offset: 0, at: legal().ply });
    },
    // the answer to an options request
    receive(msg) {
      if (!pending || msg.target !== pending.key || msg.ply !== pending.ply) return;
      pending.got = pending.got.concat(msg.options || []);
      pending.total = msg.total;
      if (msg.total === 1 && pending.got.length === 1) {        // one action behind the target: play it
        const { elx } = pending;
        sh.closeChooser();
        api.send(pending.got[0][0], elx);
        return;
      }
      openChooser(pending.key, pending.elx, pending.got, pending.total, false);
    },
    forget() { pending = null; },
    // a click the board sends by its keys (nothing legal behind it): Python may answer with what it could mean
    ask(key, elx) { pending = { key, ply: legal().ply, elx, got: [], total: 0 }; },
  };

  // The chooser: a list of the target's actions, each drawn by the game (`drawOption`) or as its label;
  // more are asked for, a page at a time.
  function openChooser(key, elx, options, total, loading) {
    const t = T();
    const box = sh.openChooser(sh.game.chooserTitle ? sh.game.chooserTitle(key, sh.view()) || api.label(key) : api.label(key));
    box.dataset.target = key;
    const list = html("div", { class: "gnb-opts gnb-opts-col" + (total > 8 ? " gnb-opts-scroll" : "") }, box);
    for (const [json, label, legalOne] of options) {
      // an option Python marks `false` is not legal: offered so that the rules can say why
      const b = html("button", { type: "button", class: "gnb-btn gnb-opt" + (legalOne === false ? " gnb-unlit" : ""), title: label }, list);
      if (!(sh.game.drawOption && sh.game.drawOption(b, json, label, sh.view()))) b.textContent = label;
      b.addEventListener("click", (ev) => { ev.stopPropagation(); sh.closeChooser(); pending = null; api.send(json, elx); });
    }
    if (loading) html("div", { class: "gnb-hint" }, box, t.loading);
    else if (options.length < total) {
      const more = html("button", { type: "button", class: "gnb-btn gnb-more" }, list, fmt(t.more_options, { n: total - options.length }));
      more.addEventListener("click", (ev) => {
        ev.stopPropagation();
        more.disabled = true;
        if (!pending) pending = { key, ply: legal().ply, elx, got: options.slice(), total };
        send({ cmd: "options", target: key, offset: options.length, at: legal().ply });
      });
    }
    if (sh.game.chooserHint) {
      const hint = sh.game.chooserHint(key, sh.view());
      if (hint) html("div", { class: "gnb-hint" }, box, hint);
    }
    if (!loading || !options.length) sh.showChooser(elx);
  }

  return api;
}
