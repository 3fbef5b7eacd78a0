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

/** Where each seat sits for the reader, at four players and at three (nobody opposite:
 * seat 2 on the left, seat 3 empty). */
const SIDES = {
  4: ["you, at the bottom", "on your right", "opposite", "on your left"],
  3: ["you, at the bottom", "on your right", "on your left", "North, where nobody sits"],
};
/** Where a seat sits for another (M.relation): 1 its right, 2 opposite, 3 its left. */
const RELATION = ["", "on its right", "opposite", "on its left"];
const PART_WORDS = ["table", "hand", "melds", "ponds", "dora"];
/** The script words a seat may use: three players never chii, and set Norths aside. */
const SCRIPT_WORDS = {
  4: "6p, riichi:3m, pon, chii:46m, kan, kan:5p, ron, tsumo, skip",
  3: "6p, riichi:3m, pon, kan, kan:5p, kita, ron, tsumo, skip",
};
/** The rules presets (M.PRESETS) by name, four players first, then three. */
const RULE_NAMES = {
  tenhou: "Tenhou (default)",
  mahjong_soul: "Mahjong Soul",
  ema: "EMA (RCR)",
  classic: "Classic",
  tenhou_sanma: "Tenhou, three players (sanma)",
  mahjong_soul_sanma: "Mahjong Soul, three players (sanma)",
};
const MELD_NAMES = { chii: "chii", pon: "pon", kan: "kan (daiminkan)", added: "added kan (shouminkan)", ankan: "ankan (closed)" };

let model = M.emptyScenario();
/** How many play under the chosen rules: 4, or 3 (sanma). */
const players = () => M.playersOf(model.rules);
/** Where a picked tile goes: { list: "hand" | "pond" | "meld" | "draws" | "rinshan" | "dora", seat }. */
let target = { list: "hand", seat: 0 };
/** The meld each seat is laying: its kind, where its called tile came from, the tiles picked. */
let builders = [0, 1, 2, 3].map(newBuilder);
/** How the table is shown: the element's attributes. */
let look = { size: "", show: [], seats: [], lang: "en" };
let names = {};

function newBuilder(seat) {
  return { kind: "pon", from: M.leftOf(seat, players()), tiles: [], called: 0 };
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
const seatName = (i) => `Seat ${i} (${SIDES[players()][i]})`;
/** True for a tile the chosen rules do not play with (a 2- to 8-man at three players). */
const misfit = (code) => !M.inTileSet(code, players());

/** In a grid, the button in the next row down (or up) nearest the one at `i`, by where
 * they are drawn (a row may have gaps: three players' man has only 1 and 9). */
function verticalNeighbour(items, i, down) {
  const box = (b) => b.getBoundingClientRect();
  const here = box(items[i]);
  const mid = (r) => r.top + r.height / 2;
  const x = (r) => r.left + r.width / 2;
  const rows = items.map((b, k) => [k, box(b)]).filter(([, r]) => (down ? mid(r) > here.bottom : mid(r) < here.top));
  if (!rows.length) return i;
  const rowY = down ? Math.min(...rows.map(([, r]) => mid(r))) : Math.max(...rows.map(([, r]) => mid(r)));
  const row = rows.filter(([, r]) => Math.abs(mid(r) - rowY) < here.height / 2);
  row.sort((a, b) => Math.abs(x(a[1]) - x(here)) - Math.abs(x(b[1]) - x(here)));
  return row[0][0];
}

/** Arrow keys move the focus over the buttons of a group (one Tab stop for the group);
 * `grid`: up and down move by rows as drawn. */
function roving(group, grid = false) {
  group.addEventListener("keydown", (e) => {
    const items = [...group.querySelectorAll("button:not([disabled])")];
    const i = items.indexOf(document.activeElement);
    if (i < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 }[e.key];
    let j = null;
    if (grid && (e.key === "ArrowDown" || e.key === "ArrowUp")) j = verticalNeighbour(items, i, e.key === "ArrowDown");
    else if (step) j = Math.max(0, Math.min(items.length - 1, i + step));
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
  // Never a fifth copy: a tile whose copies are all on the table is not picked; nor a
  // tile the rules do not play with.
  if (M.exhausted(M.tileCounts(withBuilders()), code) || misfit(code)) return;
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
    model.seats[i].melds.push({ kind: b.kind, tiles, from: b.kind === "ankan" ? null : b.kind === "chii" ? M.leftOf(i, players()) : b.from });
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

/** Said of a tile the chosen rules do not play with. */
const MISFIT_WORDS = "not in the three-player set";

/** A row of tiles, each a button that removes it (`verb`: "Remove", or what removing
 * means there). A tile the rules do not play with is marked. */
function tileRow(codes, label, key, remove, verb = "Remove") {
  const row = h("div", { class: "tile-row", role: "group", "aria-label": label, key });
  codes.forEach((code, k) =>
    row.append(
      h("button", {
        type: "button",
        class: misfit(code) ? "tile-button misfit" : "tile-button",
        key: `${key}-${k}`,
        "aria-label": `${verb} ${nameOf(code)} (${k + 1} of ${codes.length})${misfit(code) ? `, ${MISFIT_WORDS}` : ""}`,
        onclick: () => change(() => remove(k)),
      }, tileImage(code)),
    ),
  );
  if (!codes.length) row.append(h("span", { class: "empty", text: "none" }));
  roving(row);
  return row;
}

/** The palette: one button a tile, in rows of ten (the red five after the five). At
 * three players the man row is 1 and 9 only, the gap between them saying why. */
function palette() {
  const n = players();
  const box = h("div", { class: "palette", role: "toolbar", "aria-label": "Tile palette", key: "palette", "data-players": n });
  for (const code of M.PALETTE) {
    if (!M.inTileSet(code, n)) {
      if (code === "2m") box.append(h("span", { class: "palette-gap", text: "No 2–8 man at three players" }));
      continue;
    }
    box.append(h("button", { type: "button", class: "tile-button", key: `palette-${code}`, "data-code": code, onclick: () => pick(code) }, tileImage(code)));
  }
  roving(box, true);
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

/** A select; `reshape` when choosing redraws the form (it shows other controls). An
 * option may be a group: `[label, [[value, text], …]]`. */
function select(label, value, options, onchange, attrs = {}, reshape = false) {
  const apply = reshape ? change : update;
  const s = h("select", { key: `select-${label}`, ...attrs, onchange: (e) => apply(() => onchange(e.target.value)) });
  const option = ([v, text]) => h("option", { value: v, text, selected: String(v) === String(value) });
  for (const [v, text] of options) {
    s.append(Array.isArray(text) ? h("optgroup", { label: v }, text.map(option)) : option([v, text]));
  }
  return h("label", { class: "field" }, h("span", { text: label }), s);
}

/** The seats to choose from for whose turn or the deal: those at the table (and seat 3,
 * where nobody sits at three players, while it is still the value). */
const seatOptions = (value) =>
  [0, 1, 2, 3].filter((i) => M.seatsAt(players()).includes(i) || i === value).map((i) => [i, seatName(i)]);

/** Chooses other rules. A change of the number of players redraws the palette and the
 * seats: the melds being laid come from the new left, three players lay no chii, a
 * seat 3 taking part or a four-player rule set to compare is dropped. */
function chooseRules(rules) {
  const before = players();
  M.setRules(model, rules);
  const after = players();
  if (before === after) return;
  builders.forEach((b, i) => {
    b.from = M.leftOf(i, after);
    if (after === 3 && b.kind === "chii") b.kind = "pon";
  });
  look.seats = look.seats.filter((s) => M.seatsAt(after).includes(s));
  model.compare = model.compare.filter((p) => M.playersOf(p) === after);
  if (target.seat !== undefined && !M.seatsAt(after).includes(target.seat)) target = { list: "hand", seat: 0 };
}

/** At three players: what the scenario still holds that three players do not play with,
 * and a button that takes it out (M.fitThreePlayers). */
function misfitNotice() {
  if (players() !== 3) return null;
  const list = M.threePlayerMisfits(model);
  if (!list.length) return null;
  return h("div", { class: "misfits", id: "misfits" },
    h("p", { text: "Three players play without these; the engine refuses them:" }),
    h("ul", {}, list.map((x) => h("li", { text: `${x.where}: ${x.tiles ? x.tiles.map(nameOf).join(", ") : x.what}` }))),
    h("button", {
      type: "button", key: "fit-three",
      text: "Take them out",
      onclick: () => change(() => {
        M.fitThreePlayers(model);
        builders.forEach((b) => (b.tiles = b.tiles.filter((c) => M.inTileSet(c, 3))));
      }),
    }),
    h("p", { class: "hint", text: "A meld with a 2–8 man goes whole, and so does a chii; the hands may then need other tiles." }));
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

/** How many replacement tiles the kans and the Norths set aside on the table have drawn
 * (the engine counts the replacement tiles named from the first, these included). */
const drawnAlready = () =>
  model.seats.reduce((n, s) => n + (s.kita ?? 0) + s.melds.filter((x) => ["kan", "added", "ankan"].includes(x.kind)).length, 0);

/** Says which replacement tiles named count as drawn already, when any do. */
function drawnHint(n) {
  const k = drawnAlready();
  if (!k) return null;
  const by = n === 3 ? "the kans and Norths set aside" : "the kans";
  const what = k === 1 ? "The first replacement tile named here was" : `The first ${k} replacement tiles named here were`;
  return h("p", { class: "hint", text: `${what} drawn already, by ${by} on the table.` });
}

function tableFields() {
  const m = model;
  const n = players();
  const option = (p) => [p === "tenhou" ? "" : p, RULE_NAMES[p] ?? p];
  const presets = [
    ["Four players", M.PRESETS.filter((p) => M.playersOf(p) === 4).map(option)],
    ["Three players", M.PRESETS.filter((p) => M.playersOf(p) === 3).map(option)],
  ];
  // Rules the editor does not know (an opened scenario's) stay chosen.
  if (!M.PRESETS.includes(m.rules) && m.rules) presets.push([m.rules, m.rules]);
  // Rule sets compared side by side play with the same number of players.
  const comparable = M.PRESETS.filter((p) => M.playersOf(p) === n || m.compare.includes(p));
  const compare = m.mode === "compare"
    ? h("fieldset", { class: "inline" }, h("legend", { text: "Rule sets side by side" }),
      ...comparable.map((p) => check(p, m.compare.includes(p), (on) => {
        m.compare = on ? [...m.compare, p] : m.compare.filter((x) => x !== p);
      })))
    : null;
  return h("fieldset", { class: "table-fields", id: "table", "aria-describedby": "error-table" },
    h("legend", { text: "The table" }),
    h("div", { class: "fields" },
      select("Mode", m.mode, M.MODES.map((x) => [x, x]), (v) => (m.mode = v), {}, true),
      select("Rules", m.rules, presets, chooseRules, {}, true),
      select("Whose turn", m.turn, seatOptions(m.turn), (v) => (m.turn = Number(v)), {}, n === 3),
      m.mode === "ask" ? select("Question", m.ask, M.ASKS.map((x) => [x, x]), (v) => (m.ask = v), {}, true) : null,
      m.mode === "ask" && m.ask === "actions" ? input("Answer (script words; empty: mark every legal call)", m.answer, (v) => (m.answer = v)) : null,
      m.mode === "ask" && m.ask !== "actions" ? input("Choices (tiles, yaku words or numbers of han)", m.choices, (v) => (m.choices = v)) : null),
    misfitNotice(),
    compare,
    h("div", { class: "lists" },
      h("div", { class: "list" }, h("h3", { text: "Dora indicator" }),
        tileRow(m.dora ? [m.dora] : [], "Dora indicator", "dora", () => (m.dora = null)), targetButton("dora", undefined, "dora indicator")),
      h("div", { class: "list" }, h("h3", { text: "Next draws, in order" }),
        tileRow(m.draws, "Next draws", "draws", (k) => m.draws.splice(k, 1)), targetButton("draws", undefined, "next draws")),
      h("div", { class: "list" }, h("h3", { text: n === 3 ? "Replacement tiles (after a kan or kita)" : "Replacement tiles (after a kan)" }),
        tileRow(m.rinshan, "Replacement tiles", "rinshan", (k) => m.rinshan.splice(k, 1)), targetButton("rinshan", undefined, "replacement tiles"),
        drawnHint(n))),
    h("details", { class: "more" }, h("summary", { text: "Round, points and wall" }),
      h("div", { class: "fields" },
        select("Dealer", m.dealer, seatOptions(m.dealer), (v) => (m.dealer = Number(v)), {}, n === 3),
        select("Round wind", m.round, [["", "East"], ["S", "South"], ["W", "West"], ["N", "North"]], (v) => (m.round = v)),
        input("Honba", m.honba, (v) => (m.honba = Number(v) || 0), { type: "number", min: 0 }),
        input("Riichi sticks", m.deposits, (v) => (m.deposits = Number(v) || 0), { type: "number", min: 0 }),
        input(n === 3 ? "Points, seat 0 first, four numbers, North's 0 (empty: the rules')" : "Points, seat 0 first (empty: the rules')", m.points?.join(" ") ?? "", (v) => {
          const p = v.trim().split(/\s+/).filter(Boolean).map(Number);
          m.points = p.length ? p : null;
        }),
        input("Tiles in the live wall (empty: the rest)", m.live ?? "", (v) => (m.live = v.trim() === "" ? null : Number(v)), { type: "number", min: 0 }),
        input("Seed for the tiles not named", m.seed, (v) => (m.seed = Number(v) || 0), { type: "number", min: 0 }),
        check("First go-around not begun", m.fresh, (on) => (m.fresh = on)))),
    errorSlot("table"));
}

function meldRow(seat, meld, k) {
  const n = players();
  const nobody = n === 3 && meld.from === 3;
  const from = meld.from === null ? "concealed" : `from seat ${meld.from} (${nobody ? "where nobody sits" : RELATION[M.relation(meld.from, seat, n)]})`;
  const text = `${meld.kind} of ${meld.tiles.map(nameOf).join(", ")}, ${from}`;
  return h("li", { class: "meld" },
    h("span", { class: "meld-tiles", role: "img", "aria-label": text }, tileImage(M.meldMarks(meld, seat, n))),
    h("span", { class: "meld-words", text }),
    h("button", { type: "button", key: `meld-${seat}-${k}-remove`, text: "Remove", "aria-label": `Remove the ${text}`,
      onclick: () => change(() => model.seats[seat].melds.splice(k, 1)) }));
}

function builder(i) {
  const b = builders[i];
  const n = players();
  // The others, from the right round to the left (three players: the right, the left).
  const others = (n === 3 ? [1, 2] : [1, 2, 3]).map((d) => (i + d) % n);
  const full = b.tiles.length === M.MELD_KINDS[b.kind];
  // Three players never chii.
  const kinds = Object.keys(M.MELD_KINDS).filter((k) => n === 4 || k !== "chii");
  return h("div", { class: "builder" },
    h("div", { class: "fields" },
      select("Kind", b.kind, kinds.map((k) => [k, MELD_NAMES[k]]),
        (v) => {
          b.kind = v;
          b.tiles = b.tiles.slice(0, M.MELD_KINDS[v]);
          b.called = 0;
        }, { key: `kind-${i}` }, true),
      b.kind === "ankan" ? null : select("Called from", b.kind === "chii" ? M.leftOf(i, n) : b.from,
        others.map((s) => [s, `seat ${s} (${RELATION[M.relation(s, i, n)]})`]), (v) => (b.from = Number(v)), { disabled: b.kind === "chii", key: `from-${i}` }),
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
      h("button", { type: "button", class: misfit(p.tile) ? "tile-button misfit" : "tile-button", key: `pond-${i}-${k}`,
        "aria-label": `Remove ${nameOf(p.tile)} (discard ${k + 1})${misfit(p.tile) ? `, ${MISFIT_WORDS}` : ""}`,
        onclick: () => change(() => s.pond.splice(k, 1)) }, tileImage(marks)),
      toggle("riichi", "R", "riichi declared with it"),
      toggle("tsumogiri", "T", "tsumogiri (the tile just drawn)"),
      toggle("called", "*", "called away by another seat")));
  });
  if (!s.pond.length) row.append(h("li", { class: "empty", text: "none" }));
  roving(row);
  return row;
}

/**
 * The Norths seat `i` has set aside (kita), each a North that puts it back, and a button
 * that sets one more aside (while a North is left). Shown at three players, and at four
 * while the seat still holds one (the engine refuses it there).
 */
function kitaList(i) {
  const s = model.seats[i];
  const n = players();
  if (n !== 3 && !s.kita) return null;
  const none = M.exhausted(M.tileCounts(withBuilders()), "4z");
  return h("div", { class: "list kita" }, h("h3", { text: "Norths set aside (kita)" }),
    tileRow(Array(s.kita).fill("4z"), `Norths set aside by seat ${i}`, `kita-${i}`, () => (s.kita -= 1), "Put back"),
    h("div", { class: "row" },
      h("button", {
        type: "button", key: `kita-add-${i}`, "aria-disabled": String(none),
        text: none ? "Set a North aside (kita): none left" : "Set a North aside (kita)",
        onclick: () => none || change(() => (s.kita += 1)),
      }),
      n === 3 ? null : h("span", { class: "hint", text: "Only three players set Norths aside." })));
}

/** What seat `i` does next, in script words; at three players a button adds `kita`. */
function scriptField(i) {
  const n = players();
  const field = input(`What seat ${i} does next (${SCRIPT_WORDS[n]})`, model.script[i], (v) => (model.script[i] = v), { key: `script-${i}`, spellcheck: false });
  if (n !== 3) return field;
  return h("div", { class: "script-line" }, field,
    h("button", {
      type: "button", key: `script-kita-${i}`, text: "Add kita", "aria-label": `Add kita to seat ${i}'s script`,
      onclick: () => change(() => (model.script[i] = `${model.script[i].trim()} kita`.trim())),
    }));
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
    kitaList(i),
    h("div", { class: "list" }, h("h3", { text: "Pond (R riichi tile, T tsumogiri, * called away)" }),
      pondRow(i), targetButton("pond", i, `pond of seat ${i}`)),
    scriptField(i),
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
    h("fieldset", { class: "inline" }, h("legend", { text: `Seats taking part (none: all ${players() === 3 ? "three" : "four"})` }),
      ...M.seatsAt(players()).map((s) => check(`seat ${s}`, look.seats.includes(s), (on) => {
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
  // Three players' palette has no 2- to 8-man: redrawn when the number of players changes.
  const shown = picker.querySelector(".palette");
  if (shown.dataset.players !== String(players())) {
    const next = palette();
    shown.replaceWith(next);
    settleTabStop(next);
  }
  formBody.replaceChildren(
    tableFields(),
    // Nobody sits North at three players: seat 3 has no panel.
    ...M.seatsAt(players()).map((i) => seatPanel(i)),
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
  let place = error ? placeOf(error) : null;
  // An error of a seat that has no panel (seat 3 at three players) is the table's.
  if (place && !document.getElementById(place)) place = "table";
  for (const id of ["table", "seat-0", "seat-1", "seat-2", "seat-3"]) {
    const slot = document.getElementById(`error-${id}`);
    if (!slot) continue;
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
      builders = [0, 1, 2, 3].map(newBuilder);
    } catch (e) {
      document.getElementById("open-text").value = decodeURIComponent(location.hash.slice(1));
      document.getElementById("error-open").textContent = `This cannot be opened: ${e.message}`;
    }
  }
  render();
}

start();
