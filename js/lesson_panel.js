// The lesson panel (genesis_nb/lessons/panel.py is its Python side): the step's title, "Step 4 of 12", the
// one or two sentences of the step, what the last click earned, the student's name, and Back / Hint / Next. It
// decides nothing: Next is only enabled when Python says the step is done, and every button sends a message Python checks.
// Names and texts are set as text, never as HTML.

function el(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === true) e.setAttribute(k, "");
    else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, String(v));
  }
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

function render({ model, el: host }) {
  const root = el("section", { class: "gnb-lesson", "aria-label": "lesson" }, host);
  const head = el("div", { class: "gnb-lesson-head" }, root);
  const title = el("h3", { class: "gnb-lesson-title" }, head);
  const progress = el("span", { class: "gnb-lesson-progress", "aria-live": "polite" }, head);
  const bar = el("div", { class: "gnb-lesson-bar", role: "progressbar", "aria-valuemin": "0" }, root);
  const fill = el("div", { class: "gnb-lesson-fill" }, bar);
  const say = el("p", { class: "gnb-lesson-say", "aria-live": "polite" }, root);
  const verdict = el("p", { class: "gnb-lesson-verdict", role: "status", "aria-live": "polite" }, root);
  const happened = el("ul", { class: "gnb-lesson-happened", "aria-label": "what happened", hidden: true }, root);
  const hint = el("p", { class: "gnb-lesson-hint", hidden: true }, root);
  const buttons = el("div", { class: "gnb-lesson-buttons" }, root);
  // the student's name, for the teacher's record: sent when typed (Enter, or leaving the field); Python checks it
  const who = el("label", { class: "gnb-lesson-name" }, buttons);
  const whoWord = el("span", null, who);
  const name = el("input", { type: "text", maxlength: "60", autocomplete: "name", spellcheck: "false" }, who);
  name.addEventListener("change", () => model.send({ cmd: "name", name: name.value }));
  name.addEventListener("blur", () => draw());
  const back = el("button", { type: "button", class: "gnb-lesson-back" }, buttons);
  const hintBtn = el("button", { type: "button", class: "gnb-lesson-hintbtn" }, buttons);
  const next = el("button", { type: "button", class: "gnb-lesson-next" }, buttons);
  back.addEventListener("click", () => model.send({ cmd: "back" }));
  next.addEventListener("click", () => model.send({ cmd: "next" }));
  hintBtn.addEventListener("click", () => model.send({ cmd: "hint" }));

  function draw() {
    const s = model.get("step") || {};
    const w = s.words || {};
    title.textContent = s.title || "";
    progress.textContent = s.progress || "";
    bar.setAttribute("aria-valuemax", String(s.total || 0));
    bar.setAttribute("aria-valuenow", String(s.number || 0));
    bar.setAttribute("aria-label", s.progress || "");
    fill.style.width = `${s.total ? Math.round((100 * (s.number || 0)) / s.total) : 0}%`;
    say.textContent = s.say || "";
    const v = s.verdict || {};
    verdict.textContent = v.text || "";
    verdict.dataset.outcome = v.outcome || "";
    happened.replaceChildren(...(s.happened || []).map((line) => el("li", null, null, line)));
    happened.hidden = !(s.happened || []).length;
    hint.hidden = !s.hint;
    hint.textContent = s.hint || "";
    root.dataset.done = s.done ? "true" : "false";
    whoWord.textContent = w.your_name || "Your name";
    if (document.activeElement !== name) name.value = model.get("student") || "";
    back.textContent = w.back || "Back";
    hintBtn.textContent = w.hint || "Hint";
    next.textContent = w.next || "Next";
    back.disabled = !s.can_back;
    next.disabled = !s.can_next;
    next.setAttribute("aria-disabled", s.can_next ? "false" : "true");
  }
  model.on("change:step", draw);
  model.on("change:student", draw);
  draw();
}

export default { render };
