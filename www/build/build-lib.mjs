// The parts of the post-build step that run no process: the text of every file it writes,
// from names and hashes, and the listing of a build's files. Tested by
// tests/node/build.test.mjs; post-build.mjs runs them on Trunk's staging directory.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, as paths relative to it with '/' separators. */
export function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** A short content hash (16 hex digits) of the given buffers or strings, in order. */
export function shortHash(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
}

/**
 * `html` with the integrity of the element naming `file` (its href) set to the sha384 of
 * `bytes`: Trunk writes the hashes of the files it built, and a file rewritten after it
 * (the minified wasm-bindgen glue) needs its hash rewritten too. Throws when no element
 * names the file with an integrity.
 */
export function withIntegrity(html, file, bytes) {
  const digest = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  let found = false;
  const out = html.replace(/<link\b[^>]*>/g, (tag) => {
    const names = tag.match(/\bhref=("|'|)(?:\.\/)?([^"'\s>]+)\1/);
    if (!names || names[2] !== file || !/\bintegrity=/.test(tag)) return tag;
    found = true;
    return tag.replace(/\bintegrity=("|'|)sha\d+-[A-Za-z0-9+/=]+\1/, `integrity="${digest}"`);
  });
  if (!found) throw new Error(`no element with an integrity names ${file}`);
  return out;
}

/** Reads an unsigned LEB128 number at `at` of `bytes`: [value, the offset after it]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    if (b === undefined) throw new Error('the wasm ends inside a number');
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** `n` as unsigned LEB128 bytes. */
function lebBytes(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The custom sections only tools read (the toolchain's names and versions, its target
 * features, the splitter's marker): a browser ignores them. */
const TOOLS_ONLY = new Set(['producers', 'target_features', '__wasm_split_unstable']);

/** The short name of the `i`-th renamed import: a, b, …, Z, ba, bb, … */
function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name = letters[i % letters.length] + name;
    i = Math.floor(i / letters.length);
  } while (i > 0);
  return name;
}

/** Whether wasm-bindgen made the name of an import or export (its own, never a page's). */
const bindgenName = (name) => /^(__wbg|__wbindgen|__externref_|wasm_bindgen__)/.test(name);

/**
 * A wasm-bindgen module (its wasm `bytes` and its glue `js`, minified: terser renames the
 * glue's own functions that wasm-bindgen names after exports) made smaller without
 * changing what it does. wasm-bindgen names each import the glue gives the wasm
 * `__wbg_<what>_<16 hex digits>` (129 of them in the game) and its own exports as long
 * (`wasm_bindgen__convert__closures_____invoke__<hash>`, `__wbindgen_malloc`), and those
 * names, written in both files, cost about 2.3 kB in brotli: they become a, b, c… in both
 * (the module's own exports, its JavaScript API, keep their names). The custom sections
 * only tools read go too. The glue must name each renamed import exactly once (as the key
 * of its function) and a renamed export only as a property (`wasm.__wbindgen_malloc`), or
 * this throws rather than write a module that cannot load. A module already made smaller
 * is returned as it is. Returns { wasm, js }.
 */
export function smallerModule(bytes, js) {
  const wasm = Uint8Array.from(bytes);
  if (decoder.decode(wasm.subarray(0, 4)) !== '\0asm') throw new Error('not a wasm module');
  const parts = [wasm.subarray(0, 8)];
  const imports = new Map();
  const exports = new Map();
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = leb(wasm, at + 1);
    const end = start + size;
    if (end > wasm.length) throw new Error('a wasm section runs past the end');
    let body = wasm.subarray(start, end);
    if (id === 0) {
      const [length, nameAt] = leb(wasm, start);
      if (TOOLS_ONLY.has(decoder.decode(wasm.subarray(nameAt, nameAt + length)))) body = null;
    } else if (id === 2) {
      body = renamedEntries(wasm, start, importEnd, imports);
    } else if (id === 7) {
      body = renamedEntries(wasm, start, exportEnd, exports);
    }
    if (body) parts.push(Uint8Array.from([id, ...lebBytes(body.length)]), body);
    at = end;
  }
  let glue = js;
  const named = (name, before = '') => new RegExp(`(?<![\\w$])${before}${name.replaceAll('$', '\\$')}(?![\\w$])`, 'g');
  for (const [name, short] of imports) {
    const found = glue.match(named(name))?.length ?? 0;
    if (found !== 1) throw new Error(`the glue names the import ${name} ${found} times (expected once, as its function's key)`);
    glue = glue.replace(named(name), short);
  }
  for (const [name, short] of exports) {
    const all = glue.match(named(name))?.length ?? 0;
    const used = glue.match(named(name, '(?<=\\.)'))?.length ?? 0;
    if (all !== used) throw new Error(`the glue names the export ${name} other than as a property (${all - used} times)`);
    glue = glue.replace(named(name, '(?<=\\.)'), short);
  }
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let to = 0;
  for (const part of parts) {
    out.set(part, to);
    to += part.length;
  }
  return { wasm: out, js: glue };
}

/** The end of an import's description at `at` (after its two names): its kind, then a
 * function's type, a table's element type and limits, a memory's limits, or a global's
 * type and mutability. */
function importEnd(wasm, at) {
  const kind = wasm[at];
  if (kind === 0) return leb(wasm, at + 1)[1];
  if (kind === 1 || kind === 2) {
    const [flags, r] = leb(wasm, kind === 1 ? at + 2 : at + 1);
    const q = leb(wasm, r)[1];
    return flags & 1 ? leb(wasm, q)[1] : q;
  }
  if (kind === 3) return at + 3;
  throw new Error(`an import of unknown kind ${kind}`);
}

/** The end of an export's description at `at` (after its name): its kind and index. */
const exportEnd = (wasm, at) => leb(wasm, at + 1)[1];

/**
 * The import (or export) section starting at `start` of `wasm`, with the names
 * wasm-bindgen made given short names, which `renamed` records (old → new). An import
 * starts with its module's name, kept as it is; `describedTo` finds the end of an entry's
 * description after its name.
 */
function renamedEntries(wasm, start, describedTo, renamed) {
  const [count, first] = leb(wasm, start);
  const entries = [];
  let p = first;
  for (let i = 0; i < count; i++) {
    const [moduleLength, moduleAt] = describedTo === importEnd ? leb(wasm, p) : [0, p];
    const before = wasm.subarray(p, moduleAt + moduleLength);
    const [nameLength, nameAt] = leb(wasm, moduleAt + moduleLength);
    const descAt = nameAt + nameLength;
    const end = describedTo(wasm, descAt);
    entries.push({ before, name: decoder.decode(wasm.subarray(nameAt, descAt)), desc: wasm.subarray(descAt, end) });
    p = end;
  }
  const taken = new Set(entries.map((e) => e.name));
  let next = 0;
  const body = [...lebBytes(count)];
  for (const e of entries) {
    let name = e.name;
    if (bindgenName(name)) {
      let short;
      do short = shortName(next++); while (taken.has(short));
      renamed.set(name, short);
      name = short;
    }
    const bytes = encoder.encode(name);
    body.push(...e.before, ...lebBytes(bytes.length), ...bytes, ...e.desc);
  }
  return Uint8Array.from(body);
}

/**
 * The game page's loader: loads the game's wasm, which mounts the game on its page, and
 * offers the record viewer's module on demand (`window.rinshanRecords()`, a promise of the
 * loaded module): the game's records are written by its `export_record`, so the game's own
 * download carries no record writer. It also offers the Expert, which thinks in a worker
 * (see expertOffer). Once the game is mounted it loads pwa.js, which registers the service
 * worker when the page is playable and idle (so it is not part of the first download).
 *
 * Two builds of the game: `glue`, the first download, which reads no hand-made table, and
 * `setups` (the `setups` feature of crates/web), which does: loaded instead when the
 * address holds a set-up (`#setup=`) or the saved match began from one (a `setup` line),
 * so that most visits download none of the set-up reader.
 */
export function gameLoader(glue, records, client = 'expert-client.js', setups = glue) {
  const wasm = (js) => js.replace(/\.js$/, '_bg.wasm');
  return `// The game page's loader (written by www/build/post-build.mjs): loads this build's wasm,
// which mounts the game on this page (the build that reads hand-made tables when the
// address or the saved match has one). The measuring build's measurement functions are
// put on window.wasmBindings. The record viewer's module, which writes game records, and
// the Expert's worker are loaded only when asked for; pwa.js (offline play and updates),
// sound.js and motion.js (the table heard and in motion) once the game is mounted.
let records;
window.rinshanRecords = () =>
  (records ??= import("./${records}").then(async (m) => {
    await m.default();
    return m;
  }));
${expertOffer(client)}const setup = (() => {
  if (location.hash.startsWith("#setup=")) return true;
  try {
    return /^setup /m.test(localStorage.getItem("rinshan-save") ?? "");
  } catch {
    return false;
  }
})();
const bindings = setup ? await import("./${setups}") : await import("./${glue}");
await bindings.default({
  module_or_path: new URL(setup ? "${wasm(setups)}" : "${wasm(glue)}", import.meta.url),
});
window.wasmBindings = bindings;
import("./pwa.js");
import("./sound.js");
import("./motion.js");
`;
}

/**
 * A stable name for a hashed module (NAME.js and NAME.d.ts): it re-exports the module,
 * names its wasm file (wasmFile) and the stylesheet (styleFile), and its default export
 * loads that wasm from next to it. `sheets` names more stylesheets to export
 * ({ tableStyleFile: "rinshan-table-….css" }: the widgets' own).
 */
export function stableName(module, css, sheets = {}, { hasWidgets = false } = {}) {
  let more = Object.entries(sheets).map(([name, file]) => `export const ${name} = "${file}";\n`).join('');
  if (hasWidgets) {
    // A page that loads this module before rinshan-elements.js (the scenario editor, for
    // the API) has its elements run on it rather than download the widgets' module too.
    more += `/** The custom elements run on this module when it is loaded before them. */
globalThis.rinshanWidgets ??= import.meta.url;
`;
  }
  const js = `import init from "./${module}.js";
export * from "./${module}.js";
/** The wasm file of this build. */
export const wasmFile = "${module}_bg.wasm";
/** The stylesheet of this build (Trunk's minified copy of www/style.css). */
export const styleFile = "${css}";
${more}/** Loads the wasm (from next to this module unless told otherwise). */
export default function load(options) {
  return init(options ?? { module_or_path: new URL(wasmFile, import.meta.url) });
}
`;
  const moreDts = Object.keys(sheets).map((name) => `export declare const ${name}: string;\n`).join('');
  const dts = `export * from "./${module}.js";
export { default } from "./${module}.js";
/** The wasm file of this build. */
export declare const wasmFile: string;
/** The stylesheet of this build. */
export declare const styleFile: string;
${moreDts}`;
  return { js, dts };
}

/**
 * A stylesheet made smaller without changing what it says: comments and runs of white
 * space go, and the space around braces and semicolons (never inside values, where
 * `calc(a - b)` needs it).
 */
export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** A stylesheet's hashed file name: `rinshan-table.css` → `rinshan-table-<hash>.css`. */
export function hashedCss(name, text) {
  return `${name}-${shortHash(text)}.css`;
}

/**
 * The record viewer's loader: the stylesheets (the table's and the viewer's own), the
 * Expert on demand (see expertOffer: the coach asks it), then its wasm, which mounts the
 * viewer.
 */
export function viewerLoader(stable, client = 'expert-client.js') {
  return `// The record viewer's loader (written by www/build/post-build.mjs): the stylesheets, the
// Expert's worker on demand (the coach's second opinion), then the viewer's wasm, which
// mounts the viewer on review.html.
import load, { styleFile, viewerStyleFile } from "./${stable}";
${expertOffer(client)}for (const href of [styleFile, viewerStyleFile]) {
  const style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = href;
  document.head.append(style);
}
await load();
import("./sound.js");
import("./motion.js");
`;
}

/**
 * What the game's loader (and the record viewer's) carry of the Expert:
 * `window.rinshanExpert()`, a promise of the Expert's client (`client`, see expertClient),
 * loaded the first time it is asked for, so that the game's first download carries two
 * lines of it.
 */
export function expertOffer(client) {
  return `let expert;
window.rinshanExpert = () => (expert ??= import("./${client}"));
`;
}

/**
 * The page's side of the Expert (a module, expert-client.js, which expertOffer's function
 * loads): `ask(call, ...args)`, a promise of the answer of the Expert's module's function
 * `call`, asked of a module worker (`worker`, see expertWorker) started the first time
 * (`worked` keeps the worker's own time for each answer),
 * and `think(save, seat)`, the Expert's choice for `seat` (0-3) in the saved game `save`:
 * a promise of the chosen action's index among the seat's legal actions, as text (the
 * Expert's or the Phoenix player's, as the save's level says), and
 * `second_opinion(record, seat, hand, step)`, the coach's second opinion on one mark (a
 * promise of its line of text), `phoenix_review(record, seat, hand)`, what the Phoenix
 * players would make of each decision of a hand (a promise of its lines), and
 * `phoenix_hints(save, lang)`, the hints panel with each discard's chance of dealing in
 * (a promise of its HTML, empty when the player has no discard to choose). A refusal is also logged as a warning, in words (the page
 * says only that Hard plays instead: this is where a damaged model's reason shows). If the
 * worker cannot start, every question waiting is refused and the next one starts it again.
 */
export function expertClient(worker) {
  return `// The Expert's client (written by www/build/post-build.mjs): questions for the Expert's
// worker, each answered by id.
let expert, asked = 0;
const waiting = new Map();
// The worker's own time for each answer, in milliseconds (the last 1000): what a decision
// costs, without the page's share of the round trip.
export const worked = [];
export const ask = (call, ...args) =>
  new Promise((resolve, reject) => {
    if (!expert) {
      expert = new Worker(new URL("./${worker}", import.meta.url), { type: "module" });
      expert.onmessage = ({ data }) => {
        const [ok, no] = waiting.get(data.id) ?? [];
        waiting.delete(data.id);
        if ("error" in data) console.warn(\`Rinshan's worker: \${data.error}\`);
        if (data.ms !== undefined && worked.push(data.ms) > 1000) worked.shift();
        "error" in data ? no?.(new Error(data.error)) : ok?.(data.answer);
      };
      expert.onerror = (e) => {
        e.preventDefault();
        for (const [, w] of waiting) w[1](new Error("the Expert could not start"));
        waiting.clear();
        expert = null;
      };
    }
    waiting.set(++asked, [resolve, reject]);
    expert.postMessage({ id: asked, call, args });
  });
export const think = (save, seat) => ask("think", save, Number(seat)).then(String);
export const second_opinion = (record, seat, hand, step) =>
  ask("second_opinion", record, Number(seat), Number(hand), Number(step));
export const phoenix_review = (record, seat, hand) => ask("phoenix_review", record, Number(seat), Number(hand));
export const phoenix_hints = (save, lang) => ask("phoenix_hints", save, String(lang));
`;
}

/**
 * The Expert's worker (a module worker the game's loader starts): loads the Expert's
 * module (`stable`, the `rinshan-expert` binary) and answers each question
 * `{ id, call, args }` with `{ id, answer }`, the module's function `call` applied to
 * `args` (with `ms`, the time the call took), or `{ id, error }` in words. Questions are
 * answered one at a time, in order. Before the first question for the Phoenix player (a `phoenix_*` function) it fetches the
 * model's weights (`weights`) and hands them to the module's `load_model`; a fetch that
 * fails is handed to `model_missing` (the module then answers with that error) and is
 * tried again at the next question.
 */
export function expertWorker(stable, weights) {
  return `// The Expert's worker (written by www/build/post-build.mjs): the Expert's module thinks
// here, off the page's thread; each question is one call of one of its functions.
import load, * as expert from "./${stable}";
const ready = load();
let model;
const weights = () =>
  (model ??= fetch(new URL("./${weights}", import.meta.url))
    .then((r) => {
      if (!r.ok) throw new Error(\`the server answered \${r.status} for the model's weights\`);
      return r.arrayBuffer();
    })
    .then((b) => expert.load_model(new Uint8Array(b)))
    .catch((e) => {
      model = undefined;
      expert.model_missing(String(e?.message ?? e));
    }));
onmessage = async ({ data: { id, call, args } }) => {
  try {
    await ready;
    if (typeof expert[call] !== "function") throw new Error(\`no \${call} in the Expert's module\`);
    if (expert.needs_model(call, String(args[0]))) await weights();
    const start = performance.now();
    const answer = expert[call](...args);
    postMessage({ id, answer, ms: performance.now() - start });
  } catch (e) {
    postMessage({ id, error: String(e?.message ?? e) });
  }
};
`;
}

/**
 * The friends page's loader: the stylesheets (the table's and the friends page's own),
 * then its wasm, which mounts the page; like the game's loader, it offers the record
 * viewer's module on demand (`window.rinshanRecords()`): a finished match's story and
 * records are written by it.
 */
export function friendsLoader(stable, records) {
  return `// The friends page's loader (written by www/build/post-build.mjs): the stylesheets, the
// record viewer's module on demand (a finished match's story and records), then the
// friends page's wasm, which mounts the page on friends.html; then the table's sounds and
// motion (sound.js, motion.js).
import load, { styleFile, friendsStyleFile } from "./${stable}";
let records;
window.rinshanRecords = () =>
  (records ??= import("./${records}").then(async (m) => {
    await m.default();
    return m;
  }));
for (const href of [styleFile, friendsStyleFile]) {
  const style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = href;
  document.head.append(style);
}
await load();
import("./sound.js");
import("./motion.js");
`;
}

/**
 * The URLs a service worker precaches for the build's files (paths relative to the site's
 * root, '/'-separated): every file, and for each index.html its folder too ("./" for the
 * root one), so that a page opens offline under either address.
 */
export function precacheList(files) {
  const sorted = [...files].filter((f) => f !== 'sw.js').sort();
  const out = [];
  for (const f of sorted) {
    if (f === 'index.html') out.push('./');
    else if (f.endsWith('/index.html')) out.push(f.slice(0, -'index.html'.length));
    out.push(f);
  }
  return out;
}

/**
 * The release service worker: the precache list and a version made of every file's hash
 * (so a new build is a new cache), then the template's logic. `hashes` maps each file to
 * its content hash; the files in `lazy` (the Phoenix player's weights: most players never
 * need them) are not precached at install but kept once fetched (LAZY), and carried into
 * a new version's cache when an earlier one holds them.
 */
export function serviceWorker(hashes, template, lazy = []) {
  const files = Object.keys(hashes);
  const version = shortHash(...files.filter((f) => f !== 'sw.js').sort().map((f) => `${f}:${hashes[f]}\n`));
  const line = (f) => `  ${JSON.stringify(f)},`;
  const list = precacheList(files.filter((f) => !lazy.includes(f))).map(line).join('\n');
  const later = [...lazy].sort().map(line).join('\n');
  return `// Generated by www/build/post-build.mjs from the build it serves; do not edit.
const VERSION = "${version}";
const FILES = [
${list}
];
const LAZY = [
${later}
];
${template}`;
}

/** The development service worker: no offline cache; removes what a release build left. */
export const developmentWorker = `// Development build: no offline cache. Remove any worker and cache a release build left.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith("rinshan-")) await caches.delete(key);
    await self.registration.unregister();
  })());
});
`;

/** The one file in `names` matching `pattern`, or an error saying what is missing. */
export function theOne(names, pattern, what) {
  const found = names.filter((n) => pattern.test(n));
  if (found.length !== 1) {
    throw new Error(`expected one ${what} (${pattern}) in the build, found ${found.length}: ${found.join(', ')}`);
  }
  return found[0];
}

