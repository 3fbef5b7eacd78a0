// The scenario editor (/editor/): builds a scenario by picking tiles, shows it live in the
// same <rinshan-table> a page embeds, says in place where the engine finds it impossible,
// and writes it out as a custom element, an embed address and a JavaScript call.
//
// Plain JavaScript over the embedding module: the form is the browser's own controls, the
// notation is read and written by model.js, and every ruling (can this position exist?)
// is the engine's, asked through the module's RinshanTable. So the editor adds no wasm of
// its own: its page downloads the embedding page's files and these.
import init, { RinshanTable, parse_tiles } from "../rinshan.js";
import "../rinshan-elements.js";
import * as M from "./model.js";

const SIDES = ["you, at the bottom", "on your right", "opposite", "on your left"];
const RELATION = ["", "on its right", "opposite", "on its left"];
const PART_WORDS = ["table", "hand", "melds", "ponds", "dora"];
const SCRIPT_WORDS = "6p, riichi:3m, pon, chii:46m, kan, kan:5p, ron, tsumo, skip";

let model = M.emptyScenario();
/** Where a picked tile goes: { list: "hand" | "pond" | "meld" | "draws" | "rinshan" | "dora", seat }. */
let target = { list: "hand", seat: 0 };
/** The meld each seat is laying: its kind, where its called tile came from, the tiles picked. */
let builders = [0, 1, 2, 3].map(newBuilder);
/** How the table is shown: the element's attributes. */
let look = { size: "", show: [], seats: [], lang: "en" };
let names = {};

function newBuilder(seat) {
  return { kind: "pon", from: M.leftOf(seat), tiles: [], called: 0 };
}

// ---------------------------------------------------------------- small DOM helpers

/** An element with attributes (`on…` listeners, `text`, `key` for focus) and children. */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") el.textContent = v;
    else if (k === "key") el.dataset.key = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k in el && k !== "list" && k !== "form") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/** A tile picture (the same element pages use), hidden from assistive technology where
 * the control around it is named. */
function tileImage(marks, hidden = true) {
  const t = h("rinshan-tiles", { tiles: marks });
  if (hidden) t.setAttribute("aria-hidden", "true");
  return t;
}

const nameOf = (code) => names[code] ?? code;
const seatName = (i) => `Seat ${i} (${SIDES[i]})`;

/** Arrow keys move the focus over the buttons of a group (one Tab stop for the group). */
function roving(group, columns = 0) {
  group.addEventListener("keydown", (e) => {
    const items = [...group.querySelectorAll("button:not([disabled])")];
    const i = items.indexOf(document.activeElement);
    if (i < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns || 1, ArrowUp: -(columns || 1) }[e.key];
    let j = null;
    if (step) j = Math.max(0, Math.min(items.length - 1, i + step));
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    if (j === null) return;
    e.preventDefault();
    items.forEach((b, k) => (b.tabIndex = k === j ? 0 : -1));
    items[j].focus();
  });
}

/** Makes one button of a roving group the Tab stop (the focused one, else the first). */
function settleTabStop(group) {
  const items = [...group.querySelectorAll("button:not([disabled])")];
  const current = items.find((b) => b === document.activeElement) ?? items.find((b) => b.tabIndex === 0) ?? items[0];
  items.forEach((b) => (b.tabIndex = b === current ? 0 : -1));
}

// ---------------------------------------------------------------- changes

/** Applies a change that alters the form (a tile added or removed, a meld laid, a new
 * mode) and redraws it, keeping the focus on the same control. */
function change(fn) {
  fn();
  render();
}

/** Applies a change of a value (a word typed, an option chosen): the form stays as it is,
 * the verdict, the preview and the output follow. */
function update(fn) {
  fn();
  refresh();
}

function listOf(t) {
  switch (t.list) {
    case "hand": return model.seats[t.seat].hand;
    case "pond": return model.seats[t.seat].pond;
    case "meld": return builders[t.seat].tiles;
    case "draws": return model.draws;
    case "rinshan": return model.rinshan;
    default: return null;
  }
}

/** A tile picked in the palette goes to the chosen place. */
function pick(code) {
  // Never a fifth copy: a tile whose copies are all on the table is not picked.
  if (M.exhausted(M.tileCounts(withBuilders()), code)) return;
  change(() => {
    if (target.list === "dora") model.dora = code;
    else if (target.list === "pond") model.seats[target.seat].pond.push({ tile: code, riichi: false, tsumogiri: false, called: false });
    else if (target.list === "meld") {
      const b = builders[target.seat];
      if (b.tiles.length < M.MELD_KINDS[b.kind]) b.tiles.push(code);
    } else listOf(target).push(code);
  });
}

/** The model with the tiles of melds being laid counted too (they are on the table). */
function withBuilders() {
  const m = structuredClone(model);
  builders.forEach((b, i) => m.seats[i].melds.push({ kind: b.kind, tiles: b.tiles, from: b.from }));
  return m;
}

/** Lays seat `i`'s meld being built: the called tile first (an added kan's tile before it). */
function layMeld(i) {
  const b = builders[i];
  if (b.tiles.length !== M.MELD_KINDS[b.kind]) return;
  let tiles = [...b.tiles];
  if (b.kind !== "ankan") {
    const [called] = tiles.splice(b.called, 1);
    if (b.kind === "added") {
      const added = tiles.pop();
      tiles = [added, called, ...tiles];
    } else tiles = [called, ...tiles];
  }
  change(() => {
    model.seats[i].melds.push({ kind: b.kind, tiles, from: b.kind === "ankan" ? null : b.kind === "chii" ? M.leftOf(i) : b.from });
    builders[i] = newBuilder(i);
    target = { list: "hand", seat: i };
  });
}

// ---------------------------------------------------------------- the engine's verdict

/** The scenario as the editor writes it. */
const scenarioText = () => M.writeScenario(model);

/** Where an error of the engine belongs: a seat's panel, or the table's. */
function placeOf(message) {
  const seat = /^(?:seat|script) (\d)/.exec(message);
  return seat ? `seat-${seat[1]}` : "table";
}

/** Asks the engine whether the scenario can exist; the error, or null. */
function verdict(text) {
  try {
    new RinshanTable(text).free();
    return null;
  } catch (e) {
    return e.message ?? String(e);
  }
}

// ---------------------------------------------------------------- rendering

const root = () => document.getElementById("editor");

function targetButton(list, seat, label) {
  const on = target.list === list && (seat === undefined || target.seat === seat);
  return h("button", {
    type: "button",
    class: "target",
    "aria-pressed": String(on),
    key: `target-${list}-${seat ?? ""}`,
    onclick: () => change(() => (target = { list, seat })),
    text: on ? `Tiles go here: ${label}` : `Put tiles here: ${label}`,
  });
}

/** A row of tiles, each a button that removes it. */
function tileRow(codes, label, key, remove) {
  const row = h("div", { class: "tile-row", role: "group", "aria-label": label, key });
  codes.forEach((code, k) =>
    row.append(
      h("button", {
        type: "button",
        class: "tile-button",
        key: `${key}-${k}`,
        "aria-label": `Remove ${nameOf(code)} (${k + 1} of ${codes.length})`,
        onclick: () => change(() => remove(k)),
      }, tileImage(code)),
    ),
  );
  if (!codes.length) row.append(h("span", { class: "empty", text: "none" }));
  roving(row);
  return row;
}

/** The palette: one button a tile, in rows of ten (the red five after the five). */
function palette() {
  const box = h("div", { class: "palette", role: "toolbar", "aria-label": "Tile palette", key: "palette" });
  for (const code of M.PALETTE) {
    box.append(h("button", { type: "button", class: "tile-button", key: `palette-${code}`, "data-code": code, onclick: () => pick(code) }, tileImage(code)));
  }
  roving(box, 10);
  return box;
}

/** Greys out every tile whose four copies (or whose one red five) are on the table. */
function paletteStates() {
  const counts = M.tileCounts(withBuilders());
  for (const b of document.querySelectorAll(".palette button")) {
    const code = b.dataset.code;
    const gone = M.exhausted(counts, code);
    const left = 4 - (counts[M.kindOf(code)] ?? 0);
    b.setAttribute("aria-disabled", String(gone));
    b.setAttribute("aria-label", `${nameOf(code)}${gone ? ", none left" : `, ${left} left`}`);
  }
}

function where() {
  const t = target;
  const seat = t.seat !== undefined ? `seat ${t.seat}'s ` : "";
  const words = { hand: "hand", pond: "pond", meld: "meld being laid", draws: "next draws", rinshan: "replacement tiles", dora: "dora indicator" };
  return `${seat}${words[t.list]}`;
}

/** A select; `reshape` when choosing redraws the form (it shows other controls). */
function select(label, value, options, onchange, attrs = {}, reshape = false) {
  const apply = reshape ? change : update;
  const s = h("select", { key: `select-${label}`, ...attrs, onchange: (e) => apply(() => onchange(e.target.value)) });
  for (const [v, text] of options) s.append(h("option", { value: v, text, selected: String(v) === String(value) }));
  return h("label", { class: "field" }, h("span", { text: label }), s);
}

/** A text field (a textarea with `rows`), followed as it is typed. */
function input(label, value, onchange, attrs = {}) {
  const tag = attrs.rows ? "textarea" : "input";
  const el = h(tag, { key: `input-${label}`, ...attrs, value: value ?? "", oninput: (e) => update(() => onchange(e.target.value)) });
  return h("label", { class: attrs.rows ? "field wide" : "field" }, h("span", { text: label }), el);
}

function check(label, checked, onchange, attrs = {}) {
  return h("label", { class: "check" }, h("input", { type: "checkbox", key: `check-${attrs.key ?? label}`, checked, ...attrs, onchange: (e) => update(() => onchange(e.target.checked)) }), label);
}

function errorSlot(id) {
  return h("p", { class: "field-error", id: `error-${id}`, role: "alert" });
}

function tableFields() {
  const m = model;
  const presets = [["", "Tenhou (default)"], ["mahjong_soul", "Mahjong Soul"], ["ema", "EMA (RCR)"], ["classic", "Classic"]];
  const compare = m.mode === "compare"
    ? h("fieldset", { class: "inline" }, h("legend", { text: "Rule sets side by side" }),
      ...M.PRESETS.map((p) => check(p, m.compare.includes(p), (on) => {
        m.compare = on ? [...m.compare, p] : m.compare.filter((x) => x !== p);
      })))
    : null;
  return h("fieldset", { class: "table-fields", id: "table", "aria-describedby": "error-table" },
    h("legend", { text: "The table" }),
    h("div", { class: "fields" },
      select("Mode", m.mode, M.MODES.map((x) => [x, x]), (v) => (m.mode = v), {}, true),
      select("Rules", m.rules, presets, (v) => (m.rules = v)),
      select("Whose turn", m.turn, [0, 1, 2, 3].map((i) => [i, seatName(i)]), (v) => (m.turn = Number(v))),
      m.mode === "ask" ? input("Answer (a script word; empty: mark every legal call)", m.answer, (v) => (m.answer = v)) : null),
    compare,
    h("div", { class: "lists" },
      h("div", { class: "list" }, h("h3", { text: "Dora indicator" }),
        tileRow(m.dora ? [m.dora] : [], "Dora indicator", "dora", () => (m.dora = null)), targetButton("dora", undefined, "dora indicator")),
      h("div", { class: "list" }, h("h3", { text: "Next draws, in order" }),
        tileRow(m.draws, "Next draws", "draws", (k) => m.draws.splice(k, 1)), targetButton("draws", undefined, "next draws")),
      h("div", { class: "list" }, h("h3", { text: "Replacement tiles (after a kan)" }),
        tileRow(m.rinshan, "Replacement tiles", "rinshan", (k) => m.rinshan.splice(k, 1)), targetButton("rinshan", undefined, "replacement tiles"))),
    h("details", { class: "more" }, h("summary", { text: "Round, points and wall" }),
      h("div", { class: "fields" },
        select("Dealer", m.dealer, [0, 1, 2, 3].map((i) => [i, seatName(i)]), (v) => (m.dealer = Number(v))),
        select("Round wind", m.round, [["", "East"], ["S", "South"], ["W", "West"], ["N", "North"]], (v) => (m.round = v)),
        input("Honba", m.honba, (v) => (m.honba = Number(v) || 0), { type: "number", min: 0 }),
        input("Riichi sticks", m.deposits, (v) => (m.deposits = Number(v) || 0), { type: "number", min: 0 }),
        input("Points, seat 0 first (empty: the rules')", m.points?.join(" ") ?? "", (v) => {
          const p = v.trim().split(/\s+/).filter(Boolean).map(Number);
          m.points = p.length ? p : null;
        }),
        input("Tiles in the live wall (empty: the rest)", m.live ?? "", (v) => (m.live = v.trim() === "" ? null : Number(v)), { type: "number", min: 0 }),
        input("Seed for the tiles not named", m.seed, (v) => (m.seed = Number(v) || 0), { type: "number", min: 0 }),
        check("First go-around not begun", m.fresh, (on) => (m.fresh = on)))),
    errorSlot("table"));
}

function meldRow(seat, meld, k) {
  const from = meld.from === null ? "concealed" : `from seat ${meld.from} (${RELATION[(meld.from - seat + 4) % 4]})`;
  const text = `${meld.kind} of ${meld.tiles.map(nameOf).join(", ")}, ${from}`;
  return h("li", { class: "meld" },
    h("span", { class: "meld-tiles", role: "img", "aria-label": text }, tileImage(M.meldMarks(meld, seat))),
    h("span", { class: "meld-words", text }),
    h("button", { type: "button", key: `meld-${seat}-${k}-remove`, text: "Remove", "aria-label": `Remove the ${text}`,
      onclick: () => change(() => model.seats[seat].melds.splice(k, 1)) }));
}

function builder(i) {
  const b = builders[i];
  const others = [1, 2, 3].map((d) => (i + d) % 4);
  const full = b.tiles.length === M.MELD_KINDS[b.kind];
  return h("div", { class: "builder" },
    h("div", { class: "fields" },
      select("Kind", b.kind, Object.keys(M.MELD_KINDS).map((k) => [k, { chii: "chii", pon: "pon", kan: "kan (daiminkan)", added: "added kan (shouminkan)", ankan: "ankan (closed)" }[k]]),
        (v) => {
          b.kind = v;
          b.tiles = b.tiles.slice(0, M.MELD_KINDS[v]);
          b.called = 0;
        }, { key: `kind-${i}` }, true),
      b.kind === "ankan" ? null : select("Called from", b.kind === "chii" ? M.leftOf(i) : b.from,
        others.map((s) => [s, `seat ${s} (${RELATION[(s - i + 4) % 4]})`]), (v) => (b.from = Number(v)), { disabled: b.kind === "chii", key: `from-${i}` }),
      b.kind === "ankan" || !b.tiles.length ? null : select("Called tile", b.called,
        b.tiles.map((c, k) => [k, `${nameOf(c)} (picked ${k + 1})`]), (v) => (b.called = Number(v)), { key: `called-${i}` })),
    tileRow(b.tiles, `Meld being laid by seat ${i}`, `builder-${i}`, (k) => b.tiles.splice(k, 1)),
    h("div", { class: "row" },
      targetButton("meld", i, `the meld of seat ${i}`),
      h("button", { type: "button", key: `lay-${i}`, disabled: !full, onclick: () => layMeld(i),
        text: full ? "Lay the meld" : `Lay the meld (${b.tiles.length} of ${M.MELD_KINDS[b.kind]} tiles)` })),
    b.kind === "added" ? h("p", { class: "hint", text: "An added kan: pick the pon's tiles, then the added tile last." }) : null);
}

function pondRow(i) {
  const s = model.seats[i];
  const row = h("ol", { class: "pond-row", "aria-label": `Pond of seat ${i}`, key: `pond-${i}` });
  s.pond.forEach((p, k) => {
    const toggle = (mark, letter, words) =>
      h("button", { type: "button", class: "mark", key: `pond-${i}-${k}-${mark}`, "aria-pressed": String(p[mark]),
        "aria-label": `${nameOf(p.tile)} (discard ${k + 1}): ${words}`, text: letter,
        onclick: () => change(() => (p[mark] = !p[mark])) });
    const marks = `${p.tile[0]}${p.riichi ? "'" : ""}${p.tile[1]}`;
    row.append(h("li", { class: p.called ? "called" : p.tsumogiri ? "tsumogiri" : "" },
      h("button", { type: "button", class: "tile-button", key: `pond-${i}-${k}`, "aria-label": `Remove ${nameOf(p.tile)} (discard ${k + 1})`,
        onclick: () => change(() => s.pond.splice(k, 1)) }, tileImage(marks)),
      toggle("riichi", "R", "riichi declared with it"),
      toggle("tsumogiri", "T", "tsumogiri (the tile just drawn)"),
      toggle("called", "*", "called away by another seat")));
  });
  if (!s.pond.length) row.append(h("li", { class: "empty", text: "none" }));
  roving(row);
  return row;
}

function seatPanel(i) {
  const s = model.seats[i];
  return h("fieldset", { class: "seat", id: `seat-${i}`, "aria-describedby": `error-seat-${i}` },
    h("legend", { text: seatName(i) }),
    h("div", { class: "list" }, h("h3", { text: "Hand" }),
      tileRow(s.hand, `Hand of seat ${i}`, `hand-${i}`, (k) => s.hand.splice(k, 1)),
      h("div", { class: "row" },
        targetButton("hand", i, `hand of seat ${i}`),
        check("Deal the rest of the hand", s.deal, (on) => (s.deal = on), { key: `deal-${i}` }),
        check("In riichi", model.riichi[i], (on) => (model.riichi[i] = on), { key: `riichi-${i}` }))),
    h("div", { class: "list" }, h("h3", { text: "Melds" }),
      h("ul", { class: "melds" }, s.melds.map((m, k) => meldRow(i, m, k))),
      builder(i)),
    h("div", { class: "list" }, h("h3", { text: "Pond (R riichi tile, T tsumogiri, * called away)" }),
      pondRow(i), targetButton("pond", i, `pond of seat ${i}`)),
    input(`What seat ${i} does next (${SCRIPT_WORDS})`, model.script[i], (v) => (model.script[i] = v), { key: `script-${i}`, spellcheck: false }),
    errorSlot(`seat-${i}`));
}

function wordsFields() {
  const m = model;
  return h("fieldset", { class: "words" }, h("legend", { text: "Words for the reader" }),
    input("Title", m.title, (v) => (m.title = v)),
    input("Question (ask) or caption", m.question, (v) => (m.question = v), { rows: 2 }),
    input("Explanation", m.explain, (v) => (m.explain = v), { rows: 3 }));
}

function lookFields() {
  return h("fieldset", { class: "look" }, h("legend", { text: "How the table is shown" }),
    h("div", { class: "fields" },
      select("Size", look.size, [["", "default"], ["compact", "compact"], ["large", "large"]], (v) => (look.size = v)),
      select("Language", look.lang, [["en", "English"], ["ja", "日本語"]], (v) => (look.lang = v))),
    h("fieldset", { class: "inline" }, h("legend", { text: "Parts shown (none: the whole table)" }),
      ...PART_WORDS.map((p) => check(p, look.show.includes(p), (on) => {
        look.show = on ? [...look.show, p] : look.show.filter((x) => x !== p);
      }))),
    h("fieldset", { class: "inline" }, h("legend", { text: "Seats taking part (none: all four)" }),
      ...[0, 1, 2, 3].map((s) => check(`seat ${s}`, look.seats.includes(s), (on) => {
        look.seats = on ? [...look.seats, s].sort() : look.seats.filter((x) => x !== s);
      }))));
}

// ---------------------------------------------------------------- output

const siteRoot = () => new URL("../", location.href).href;
const escapeAttr = (s) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The element's display attributes, as name/value pairs. */
function lookAttributes() {
  const out = [];
  if (look.size) out.push(["size", look.size]);
  if (look.show.length) out.push(["show", look.show.join(" ")]);
  if (look.seats.length) out.push(["seats", look.seats.join(" ")]);
  if (look.lang !== "en") out.push(["lang", look.lang]);
  return out;
}

function outputs(text) {
  const attrs = lookAttributes();
  const element = `<script type="module" src="${siteRoot()}rinshan-elements.js"></script>\n<rinshan-table scenario="${escapeAttr(text)}"${attrs.map(([k, v]) => ` ${k}="${v}"`).join("")}></rinshan-table>`;
  const query = new URLSearchParams(attrs).toString();
  const url = `${siteRoot()}embed.html${query ? `?${query}` : ""}#${encodeURIComponent(text)}`;
  const js = [
    `import "${siteRoot()}rinshan-elements.js";`,
    `const table = document.createElement("rinshan-table");`,
    `table.setAttribute("scenario", ${JSON.stringify(text)});`,
    ...attrs.map(([k, v]) => `table.setAttribute(${JSON.stringify(k)}, ${JSON.stringify(v)});`),
    `document.body.append(table); // or wherever the lesson needs it`,
  ].join("\n");
  return { element, url, js };
}

function outputBox(id, label, value) {
  const area = h("textarea", { id: `out-${id}`, readOnly: true, rows: id === "url" ? 3 : 6, value, spellcheck: false });
  const status = h("span", { class: "copied", role: "status" });
  const copy = h("button", {
    type: "button", key: `copy-${id}`, text: `Copy the ${label}`,
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(area.value);
        status.textContent = "Copied.";
      } catch {
        area.select();
        status.textContent = "Selected: copy it with Ctrl+C.";
      }
    },
  });
  return h("div", { class: "output" }, h("label", { for: `out-${id}`, text: label }), area, h("div", { class: "row" }, copy, status));
}

// ---------------------------------------------------------------- opening a scenario

/** Reads what a teacher pastes: a scenario, an embed address, or a <rinshan-table> snippet. */
function readPasted(text) {
  const t = text.trim();
  const nextLook = { size: "", show: [], seats: [], lang: "en" };
  let scenario = t;
  const fromAttrs = (get) => {
    nextLook.size = get("size") ?? "";
    nextLook.show = (get("show") ?? "").split(/[\s,+]+/).filter(Boolean);
    nextLook.seats = (get("seats") ?? "").split(/[\s,+]+/).filter(Boolean).map(Number);
    nextLook.lang = get("lang") || "en";
  };
  if (/<rinshan-table[\s>]/.test(t)) {
    const el = new DOMParser().parseFromString(t, "text/html").querySelector("rinshan-table");
    scenario = el.getAttribute("scenario") ?? "";
    fromAttrs((n) => el.getAttribute(n));
  } else if (/^https?:\/\/\S*embed\.html/.test(t) || /^embed\.html/.test(t)) {
    const url = new URL(t, location.href);
    scenario = decodeURIComponent(url.hash.slice(1));
    fromAttrs((n) => url.searchParams.get(n));
  }
  return { model: M.parseScenario(scenario), look: nextLook };
}

function openBox() {
  const area = h("textarea", { id: "open-text", rows: 5, spellcheck: false, placeholder: "seat0=234m789m666p45s77z; turn=1; draws=6p; script1=6p" });
  const error = h("p", { class: "field-error", id: "error-open", role: "alert" });
  const open = () => {
    try {
      const read = readPasted(area.value);
      model = read.model;
      look = read.look;
      builders = [0, 1, 2, 3].map(newBuilder);
      target = { list: "hand", seat: 0 };
      error.textContent = "";
      render();
    } catch (e) {
      error.textContent = `This cannot be opened: ${e.message}`;
    }
  };
  return h("div", { class: "open" },
    h("h2", { text: "Open a scenario" }),
    h("label", { for: "open-text", text: "Paste a scenario (the notation or JSON), a <rinshan-table> snippet or an embed address" }),
    area,
    h("div", { class: "row" }, h("button", { type: "button", key: "open", text: "Open", onclick: open })),
    error);
}

// ---------------------------------------------------------------- the page

let preview;
let outputsBox;
let statusLine;
let formBody;

/** Redraws the form from the model (the palette stays), then the verdict and the output. */
function render() {
  const focused = document.activeElement?.dataset?.key;
  formBody.replaceChildren(
    tableFields(),
    ...[0, 1, 2, 3].map((i) => seatPanel(i)),
    wordsFields(),
    lookFields());
  for (const g of formBody.querySelectorAll(".tile-row, .pond-row")) settleTabStop(g);
  refresh();
  if (focused) {
    const again = document.querySelector(`[data-key="${CSS.escape(focused)}"]`)
      ?? document.querySelector(`[data-key^="${CSS.escape(focused.replace(/-\d+$/, ""))}"]`);
    if (again && again !== document.activeElement) {
      if (again.closest(".tile-row, .pond-row, .palette")) settleTabStop(again.closest(".tile-row, .pond-row, .palette"));
      again.focus();
    }
  }
}

/** The engine's verdict in place (under the seat or the table it concerns), the palette's
 * tiles left, the preview and the three outputs. */
function refresh() {
  const text = scenarioText();
  const error = verdict(text);
  const place = error ? placeOf(error) : null;
  for (const id of ["table", "seat-0", "seat-1", "seat-2", "seat-3"]) {
    const slot = document.getElementById(`error-${id}`);
    const here = place === id ? error : "";
    if (slot.textContent !== here) slot.textContent = here;
    document.getElementById(id).classList.toggle("invalid", Boolean(here));
  }
  picker.querySelector(".target-line strong").textContent = where();
  paletteStates();
  statusLine.textContent = error ? `Not possible: ${error}` : "The engine accepts this position.";
  statusLine.classList.toggle("bad", Boolean(error));
  if (preview.getAttribute("scenario") !== text) preview.setAttribute("scenario", text);
  const wanted = Object.fromEntries(lookAttributes());
  for (const name of ["size", "show", "seats", "lang"]) {
    if (wanted[name] === undefined) preview.removeAttribute(name);
    else if (preview.getAttribute(name) !== wanted[name]) preview.setAttribute(name, wanted[name]);
  }
  const out = outputs(text);
  for (const [id, value] of Object.entries(out)) document.getElementById(`out-${id}`).value = value;
}

let picker;

async function start() {
  await init();
  names = Object.fromEntries(parse_tiles(M.PALETTE.join("")).tiles.map((t) => [t.code, t.name]));
  formBody = h("div", { class: "form-body" });
  preview = h("rinshan-table", { id: "preview" });
  statusLine = h("p", { class: "status", id: "status", role: "status" });
  outputsBox = h("div", { class: "outputs" },
    h("h2", { text: "Copy" }),
    outputBox("element", "custom element", ""),
    outputBox("url", "embed address", ""),
    outputBox("js", "JavaScript call", ""));
  picker = h("div", { class: "picker" },
    h("p", { class: "target-line", "aria-live": "polite" }, "Tiles go to: ", h("strong")),
    palette());
  const side = h("section", { class: "side", "aria-label": "Preview and output" },
    h("h2", { text: "Preview" }), statusLine, preview, outputsBox, openBox());
  settleTabStop(picker.querySelector(".palette"));
  root().replaceChildren(h("section", { class: "form", "aria-label": "The position" }, picker, formBody), side);
  // An address may carry a scenario to open: /editor/#seat0=…
  if (location.hash.length > 1) {
    try {
      const read = readPasted(decodeURIComponent(location.hash.slice(1)));
      model = read.model;
      look = read.look;
    } catch (e) {
      document.getElementById("open-text").value = decodeURIComponent(location.hash.slice(1));
      document.getElementById("error-open").textContent = `This cannot be opened: ${e.message}`;
    }
  }
  render();
}

start();
