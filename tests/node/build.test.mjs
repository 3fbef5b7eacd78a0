// The post-build step's file texts (www/build/build-lib.mjs), and the build it produced
// (dist/): the loaders name files that exist, the stable names re-export their hashed
// modules, and the service worker precaches exactly the build's files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  developmentWorker, expertClient, expertOffer, expertWorker, filesUnder, friendsLoader, gameLoader, hashedCss, minifyCss, precacheList, serviceWorker, shortHash,
  smallerModule, stableName, theOne, viewerLoader, withIntegrity,
} from '../../www/build/build-lib.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

test('a short hash is 16 hex digits and changes with the content', () => {
  assert.match(shortHash('a'), /^[0-9a-f]{16}$/);
  assert.notEqual(shortHash('a'), shortHash('b'));
  assert.equal(shortHash('ab'), shortHash('a', 'b'));
});

test('a file rewritten after Trunk gets its integrity rewritten, and only that file', () => {
  const page = '<link href=./a-1.js integrity=sha384-AAAA rel=modulepreload>'
    + '<link as=fetch href="./a-1_bg.wasm" integrity="sha384-BBBB" rel=preload>';
  const out = withIntegrity(page, 'a-1.js', 'new text');
  const want = `sha384-${createHash('sha384').update('new text').digest('base64')}`;
  assert.ok(out.includes(`<link href=./a-1.js integrity="${want}" rel=modulepreload>`), out);
  assert.ok(out.includes('integrity="sha384-BBBB"'));
  assert.throws(() => withIntegrity(page, 'b.js', 'x'), /no element with an integrity names b\.js/);
});

/** A small wasm module importing `names` (functions of ./m_bg.js), exporting them again
 * as `exported` (in order), with custom sections `custom`. */
function moduleImporting(names, custom, exported = []) {
  const str = (s) => [s.length, ...Buffer.from(s)];
  const section = (id, body) => [id, body.length, ...body];
  const imports = [names.length, ...names.flatMap((n) => [...str('./m_bg.js'), ...str(n), 0, 0])];
  const exports = [exported.length, ...exported.flatMap((n, i) => [...str(n), 0, i])];
  return Uint8Array.from([
    0, 97, 115, 109, 1, 0, 0, 0,
    ...section(1, [1, 0x60, 0, 0]),
    ...section(2, imports),
    ...(exported.length ? section(7, exports) : []),
    ...custom.flatMap((c) => section(0, [...str(c), 1])),
  ]);
}

test('a smaller module: wasm-bindgen\'s imports get short names in the wasm and the glue, tool-only sections go', () => {
  const wasm = moduleImporting(
    ['__wbg_foo_0123456789abcdef', 'keep', '__wbindgen_generic_0000000000000001'],
    ['producers', 'other', 'target_features'],
    ['__wbindgen_malloc', 'score_hand'],
  );
  const js = 'const i={__proto__:null,__wbg_foo_0123456789abcdef:function(){},keep:function(){},__wbindgen_generic_0000000000000001:function(){}};'
    + 'export function score_hand(){return w.score_hand(w.__wbindgen_malloc(1))}';
  const out = smallerModule(wasm, js);
  const mod = new WebAssembly.Module(out.wasm);
  assert.deepEqual(WebAssembly.Module.imports(mod), [
    { module: './m_bg.js', name: 'a', kind: 'function' },
    { module: './m_bg.js', name: 'keep', kind: 'function' },
    { module: './m_bg.js', name: 'b', kind: 'function' },
  ]);
  // wasm-bindgen's own exports are renamed, the module's API keeps its names.
  assert.deepEqual(WebAssembly.Module.exports(mod), [
    { name: 'a', kind: 'function' },
    { name: 'score_hand', kind: 'function' },
  ]);
  assert.equal(WebAssembly.Module.customSections(mod, 'producers').length, 0);
  assert.equal(WebAssembly.Module.customSections(mod, 'target_features').length, 0);
  assert.equal(WebAssembly.Module.customSections(mod, 'other').length, 1);
  assert.equal(out.js, 'const i={__proto__:null,a:function(){},keep:function(){},b:function(){}};'
    + 'export function score_hand(){return w.score_hand(w.a(1))}');
  // Once is enough: a second pass (the post-build hook run again on its own output)
  // changes nothing.
  const again = smallerModule(out.wasm, out.js);
  assert.deepEqual(again.wasm, out.wasm);
  assert.equal(again.js, out.js);
  // A glue that does not name an import once (as its key) is an error, not a broken module.
  const one = moduleImporting(['__wbg_foo_0123456789abcdef'], []);
  assert.throws(() => smallerModule(one, 'const i={};'), /names the import __wbg_foo_0123456789abcdef 0 times/);
  assert.throws(() => smallerModule(one, 'x.__wbg_foo_0123456789abcdef;const i={__wbg_foo_0123456789abcdef:f};'), /2 times/);
  const exported = moduleImporting(['keep'], [], ['__wbindgen_malloc']);
  assert.throws(() => smallerModule(exported, 'const f=__wbindgen_malloc;w.__wbindgen_malloc(1)'), /names the export __wbindgen_malloc other than as a property \(1 times\)/);
  assert.throws(() => smallerModule(Uint8Array.from([1, 2, 3, 4]), ''), /not a wasm module/);
});

test('the build\'s modules import by short names and carry no tool-only sections', () => {
  const modules = readdirSync(dist).filter((f) => f.endsWith('_bg.wasm'));
  assert.ok(modules.length >= 5, modules.join(' '));
  for (const f of modules) {
    const mod = new WebAssembly.Module(readFileSync(join(dist, f)));
    const long = WebAssembly.Module.imports(mod).filter((i) => /^__wb/.test(i.name));
    assert.deepEqual(long, [], f);
    for (const tools of ['producers', 'target_features']) assert.equal(WebAssembly.Module.customSections(mod, tools).length, 0, `${f}: ${tools}`);
  }
});

test('the built page names every file it preloads with that file\'s true integrity', () => {
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = page.match(/<link\b[^>]*\bintegrity=[^>]*>/g) ?? [];
  assert.ok(tags.length >= 3, page);
  for (const tag of tags) {
    const file = tag.match(/\bhref=("|'|)(?:\.\/)?([^"'\s>]+)\1/)[2];
    const [, algo, value] = tag.match(/\bintegrity=("|'|)(sha\d+)-([A-Za-z0-9+/=]+)\1/).slice(1);
    const digest = createHash(algo).update(readFileSync(join(dist, file))).digest('base64');
    assert.equal(value, digest, file);
  }
  // The wasm-bindgen glue is minified: no JSDoc comments left.
  const glue = readdirSync(dist).find((f) => /^rinshan-game-[0-9a-f]+\.js$/.test(f));
  assert.ok(!readFileSync(join(dist, glue), 'utf8').includes('/**'), glue);
});

test('the game loader loads the wasm next to the hashed module, and the records module on demand', () => {
  const text = gameLoader('rinshan-game-0123456789abcdef.js', 'rinshan-review.js', 'expert-client.js', 'rinshan-setups-fedcba9876543210.js');
  // The first download's build, unless the address or the saved match has a set-up.
  assert.match(text, /const bindings = setup \? await import\("\.\/rinshan-setups-fedcba9876543210\.js"\) : await import\("\.\/rinshan-game-0123456789abcdef\.js"\);/);
  assert.match(text, /location\.hash\.startsWith\("#setup="\)/);
  assert.match(text, /\/\^setup \/m\.test\(localStorage\.getItem\("rinshan-save"\)/);
  assert.match(text, /window\.rinshanRecords = \(\) =>[\s\S]*import\("\.\/rinshan-review\.js"\)/);
  assert.match(text, /new URL\(setup \? "rinshan-setups-fedcba9876543210_bg\.wasm" : "rinshan-game-0123456789abcdef_bg\.wasm", import\.meta\.url\)/);
  // Offline play and updates, the sounds and the motion: loaded once the game is
  // mounted, not with it (issue 46: never part of the first download).
  assert.match(
    text,
    /window\.wasmBindings = bindings;\nimport\("\.\/pwa\.js"\);\nimport\("\.\/sound\.js"\);\nimport\("\.\/motion\.js"\);\n$/,
  );
});

test('the game and the viewer offer the Expert, whose worker loads its module and answers by id', () => {
  for (const text of [gameLoader('rinshan-game-0123456789abcdef.js', 'rinshan-review.js'), viewerLoader('rinshan-review.js')]) {
    assert.ok(text.includes(expertOffer('expert-client.js')));
  }
  assert.match(expertOffer('expert-client.js'), /window\.rinshanExpert = \(\) => \(expert \?\?= import\("\.\/expert-client\.js"\)\)/);
  const worker = expertWorker('rinshan-expert.js', 'phoenix-0123.safetensors');
  assert.match(worker, /import load, \* as expert from "\.\/rinshan-expert\.js"/);
  assert.match(worker, /const answer = expert\[call\]\(\.\.\.args\);\n {4}postMessage\(\{ id, answer, ms: performance\.now\(\) - start \}\)/);
  assert.match(worker, /postMessage\(\{ id, error:/);
  // The Phoenix player's weights: fetched before its first question, handed to the module,
  // and a failed fetch handed to it as the model's error.
  assert.match(worker, /fetch\(new URL\("\.\/phoenix-0123\.safetensors", import\.meta\.url\)\)/);
  assert.match(worker, /if \(expert\.needs_model\(call, String\(args\[0\]\)\)\) await weights\(\);/);
  assert.match(worker, /expert\.load_model\(new Uint8Array\(b\)\)/);
  assert.match(worker, /expert\.model_missing\(/);
});

// The page's side of the Expert, run against a stand-in worker: each answer goes to its
// question, an error is a refusal in words, and a worker that cannot start refuses every
// question waiting and is started again by the next one.
test('the Expert client matches answers to questions and starts the worker again after a failure', async () => {
  const started = [];
  class FakeWorker {
    constructor(url, options) {
      this.url = String(url);
      this.options = options;
      this.sent = [];
      started.push(this);
    }
    postMessage(m) {
      this.sent.push(m);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'rinshan-expert-client-'));
  try {
    globalThis.Worker = FakeWorker;
    const file = join(dir, 'client.mjs');
    writeFileSync(file, expertClient('expert-worker.js'));
    const { ask, think, worked } = await import(pathToFileURL(file).href);
    const one = ask('think', 'save one', 1);
    const two = ask('think', 'save two', 2);
    assert.equal(started.length, 1);
    const [w] = started;
    assert.ok(w.url.endsWith('/expert-worker.js'));
    assert.deepEqual(w.options, { type: 'module' });
    assert.deepEqual(w.sent.map((m) => m.args), [['save one', 1], ['save two', 2]]);
    // Answered out of order: each promise gets its own answer.
    w.onmessage({ data: { id: w.sent[1].id, answer: 7 } });
    w.onmessage({ data: { id: w.sent[0].id, error: 'no such seat' } });
    assert.equal(await two, 7);
    await assert.rejects(one, /no such seat/);
    // The worker cannot start: the question waiting is refused, the next starts another.
    const three = ask('think', 'save three', 3);
    let prevented = false;
    w.onerror({ preventDefault: () => (prevented = true) });
    assert.ok(prevented);
    await assert.rejects(three, /could not start/);
    const four = ask('think', 'save four', 0);
    assert.equal(started.length, 2);
    started[1].onmessage({ data: { id: started[1].sent[0].id, answer: 0 } });
    assert.equal(await four, 0);
    // The game's question: the seat's choice, as text (its module's calls take strings).
    const five = think('save five', '2');
    const asked = started[1].sent.at(-1);
    assert.deepEqual([asked.call, asked.args], ['think', ['save five', 2]]);
    started[1].onmessage({ data: { id: asked.id, answer: 3, ms: 4.5 } });
    assert.equal(await five, '3');
    // The worker's own time is kept for each answer.
    const six = think('save six', '1');
    started[1].onmessage({ data: { id: started[1].sent.at(-1).id, answer: 0, ms: 1.5 } });
    assert.equal(await six, '0');
    assert.deepEqual(worked, [4.5, 1.5]);
  } finally {
    delete globalThis.Worker;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the friends page loader loads its stylesheets, its module, and the records module on demand', () => {
  const text = friendsLoader('rinshan-friends.js', 'rinshan-review.js');
  assert.match(text, /import load, \{ styleFile, friendsStyleFile \} from "\.\/rinshan-friends\.js"/);
  assert.match(text, /window\.rinshanRecords = \(\) =>[\s\S]*import\("\.\/rinshan-review\.js"\)/);
  assert.match(text, /await load\(\);\nimport\("\.\/sound\.js"\);\nimport\("\.\/motion\.js"\);\n$/);
});

test('the game\'s glue has none of the ReadableStream adapters of wasm-streams (Rinshan\'s stand-in crate has no classes)', () => {
  const built = readdirSync(dist).find((f) => /^rinshan-game-[0-9a-f]+\.js$/.test(f));
  assert.ok(!readFileSync(join(dist, built), 'utf8').includes('IntoUnderlying'), built);
});

test('a stable name re-exports its module and names its wasm and stylesheet', () => {
  const { js, dts } = stableName('rinshan-embed-00ff', 'style-1.css');
  assert.match(js, /export \* from "\.\/rinshan-embed-00ff\.js"/);
  assert.match(js, /export const wasmFile = "rinshan-embed-00ff_bg\.wasm"/);
  assert.match(js, /export const styleFile = "style-1\.css"/);
  assert.match(js, /export default function load/);
  assert.match(dts, /export declare const wasmFile: string/);
  assert.match(viewerLoader('rinshan-review.js'), /from "\.\/rinshan-review\.js"/);
  // The viewer's page links the table's stylesheet and its own (not in the game's).
  assert.match(viewerLoader('rinshan-review.js'), /import load, \{ styleFile, viewerStyleFile \}/);
});

test('the embedding module names the widgets\' own stylesheets', () => {
  const { js, dts } = stableName('rinshan-embed-00ff', 'style-1.css', { tableStyleFile: 'rinshan-table-2.css' });
  assert.match(js, /export const tableStyleFile = "rinshan-table-2\.css";/);
  assert.match(dts, /export declare const tableStyleFile: string;/);
  assert.doesNotMatch(stableName('m', 'c').js, /tableStyleFile/);
  // The API's module, loaded first, is the one the custom elements run on.
  assert.match(stableName('m', 'c', {}, { hasWidgets: true }).js, /globalThis\.rinshanWidgets \?\?= import\.meta\.url;/);
  assert.doesNotMatch(stableName('m', 'c').js, /rinshanWidgets/);
});

test('a minified stylesheet loses comments and spaces, never the spaces inside values', () => {
  const css = `/* a comment */
:host([size="compact"]) .widget {
  --board: calc(100cqi - 18em);   margin: 0 auto;
}
.a > .b , .c { font: 400 medium/1.35 "Noto Sans", sans-serif; }`;
  assert.equal(
    minifyCss(css),
    ':host([size="compact"]) .widget{--board: calc(100cqi - 18em);margin: 0 auto}.a > .b , .c{font: 400 medium/1.35 "Noto Sans", sans-serif}',
  );
  assert.match(hashedCss('rinshan-table', 'x'), /^rinshan-table-[0-9a-f]{16}\.css$/);
});

test('the precache list has every file, each index page also under its folder, never sw.js', () => {
  assert.deepEqual(precacheList(['sw.js', 'b.js', 'index.html', 'tutorial/index.html', 'a.css']), [
    'a.css', 'b.js', './', 'index.html', 'tutorial/', 'tutorial/index.html',
  ]);
});

test('the service worker version changes with any file and its list is the build', () => {
  const template = '/* logic */';
  const one = serviceWorker({ 'index.html': 'h1', 'a.js': 'h2' }, template);
  const two = serviceWorker({ 'index.html': 'h1', 'a.js': 'h3' }, template);
  const version = (sw) => sw.match(/const VERSION = "([0-9a-f]{16})"/)[1];
  assert.notEqual(version(one), version(two));
  assert.match(one, /const FILES = \[\n {2}"a\.js",\n {2}"\.\/",\n {2}"index\.html",\n\];/);
  assert.ok(one.endsWith(template));
  assert.match(developmentWorker, /unregister/);
  // A lazy file (the Phoenix player's weights) is listed apart, not precached at install.
  const lazy = serviceWorker({ 'index.html': 'h1', 'w.safetensors': 'h4' }, template, ['w.safetensors']);
  assert.match(lazy, /const FILES = \[\n {2}"\.\/",\n {2}"index\.html",\n\];\nconst LAZY = \[\n {2}"w\.safetensors",\n\];/);
});

test('a missing or doubled module is an error that says which', () => {
  assert.equal(theOne(['x.js', 'rinshan-game-ab.js'], /^rinshan-game-[0-9a-f]+\.js$/, 'game module'), 'rinshan-game-ab.js');
  assert.throws(() => theOne([], /^a$/, 'game module'), /expected one game module .* found 0/);
  assert.throws(() => theOne(['a', 'a'], /^a$/, 'stylesheet'), /found 2/);
});

test('the build: loaders and stable names point at files of the build, the worker lists them all', () => {
  const files = filesUnder(dist);
  const read = (f) => readFileSync(join(dist, f), 'utf8');
  const named = (text, re) => [...text.matchAll(re)].map((m) => m[1]);
  for (const [loader, re] of [
    ['game.js', /"\.\/([^"]+\.js)"|URL\("([^"]+)"/g],
    ['review.js', /"\.\/([^"]+\.js)"/g],
    ['expert-worker.js', /"\.\/([^"]+\.js)"/g],
    ['expert-client.js', /"\.\/([^"]+\.js)"/g],
    ['rinshan-expert.js', /"\.\/([^"]+\.js)"|= "([^"]+)"/g],
    ['rinshan.js', /"\.\/([^"]+\.js)"|= "([^"]+)"/g],
    ['rinshan-widgets.js', /"\.\/([^"]+\.js)"|= "([^"]+)"/g],
    ['rinshan-elements.js', /"\.\/([^"]+\.js)"/g],
    ['rinshan-review.js', /"\.\/([^"]+\.js)"|= "([^"]+)"/g],
    ['friends.js', /"\.\/([^"]+\.js)"/g],
    ['rinshan-friends.js', /"\.\/([^"]+\.js)"|= "([^"]+)"/g],
  ]) {
    for (const m of read(loader).matchAll(re)) {
      const f = m[1] ?? m[2];
      assert.ok(files.includes(f), `${loader} names ${f}, which is not in the build`);
    }
  }
  const sw = read('sw.js');
  const listed = named(sw, /^ {2}"([^"]+)",$/gm);
  for (const f of files.filter((f) => f !== 'sw.js')) assert.ok(listed.includes(f), `sw.js does not precache ${f}`);
});
