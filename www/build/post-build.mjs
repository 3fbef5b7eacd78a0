// Trunk's post-build hook (Trunk.toml). Trunk has built the game (the `rinshan-game`
// binary of crates/web, without features) into its staging directory; this adds:
// - game.js, the game page's loader for the hashed module Trunk wrote, or for the game
//   built with set-ups (the `setups` feature, as rinshan-setups-<hash>.*) when the address
//   or the saved match has a hand-made table (and, on demand, for the record viewer's
//   module, which writes the game's records);
// - the embedding module: the `rinshan-embed` binary (feature `api`: the JavaScript API
//   and the tutorial widgets), as rinshan-embed-<hash>.js/_bg.wasm/.d.ts, and rinshan.js
//   (with rinshan.d.ts), its stable name for pages Trunk does not build (the embed route,
//   tutorial pages, teachers' own pages, the scenario editor) and for Node, which also
//   names the widgets' stylesheets (www/widgets/*.css, minified as
//   rinshan-tiles-<hash>.css and rinshan-table-<hash>.css);
// - the widgets' module: the `rinshan-widgets` binary (feature `widgets`: the tutorial
//   widgets' mount functions alone), as rinshan-widgets-<hash>.*, named by
//   rinshan-widgets.js, which rinshan-elements.js loads (an embedding page of widgets
//   downloads none of the API's functions);
// - the record viewer's module: the `rinshan-review` binary (feature `review`), as
//   rinshan-review-<hash>.*, named by rinshan-review.js, and review.js, review.html's
//   loader; the game's page loads it for what it shows at a hand's or a match's end, and
//   tutorial widgets that play a scenario on (mode=play) for its mount_play;
// - the friends page's module: the `rinshan-friends` binary (feature `friends`), as
//   rinshan-friends-<hash>.*, named by rinshan-friends.js, with its stylesheet
//   (www/friends.css as rinshan-friends-<hash>.css), and friends.js, friends.html's loader;
// - the Expert's module: the `rinshan-expert` binary (feature `expert`: the Expert, which
//   simulates), as rinshan-expert-<hash>.*, named by rinshan-expert.js, and
//   expert-worker.js, the module worker it thinks in, and expert-client.js, the page's side
//   of it, which the game's loader (and the record viewer's, for the coach) load when the
//   Expert is first asked; the module also runs the Phoenix player's network, whose
//   weights (crates/models/weights/phoenix.safetensors) are copied as
//   phoenix-<hash>.safetensors for the worker to fetch when that player is first asked;
// - sw.js, the service worker: in release builds it precaches every file of the build
//   (but the weights, kept once used) under a cache named by their hashes; debug builds (trunk serve) get one that removes
//   itself.
// Each module goes through cargo, wasm-bindgen and, in release builds, wasm-opt (npm's
// binaryen under .ci/tools, as Trunk runs it on the game, with --converge), short names
// for wasm-bindgen's imports and its own exports in the wasm and its glue alike and no
// tool-only custom sections (build-lib.mjs's smallerModule: 1.9 kB of brotli off the
// game, 2.7 kB off the embedding module), and terser for its JavaScript glue (Trunk's own
// minifier cannot read wasm-bindgen's glue and leaves it whole: about 47 kB, 7 kB in
// brotli, for the game); the game's wasm and glue are rewritten in place and their
// integrity in index.html too. The text of every file written comes from build-lib.mjs,
// which tests/node/build.test.mjs checks.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  developmentWorker, expertClient, expertWorker, filesUnder, friendsLoader, gameLoader, hashedCss, minifyCss, serviceWorker, shortHash, smallerModule, stableName,
  theOne, viewerLoader, withIntegrity,
} from './build-lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('post-build.mjs runs as a Trunk hook (TRUNK_STAGING_DIR is not set)');
const release = process.env.TRUNK_PROFILE === 'release';
const mode = release ? 'release' : 'debug';
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');

const names = readdirSync(staging);
const glue = theOne(names, /^rinshan-game-[0-9a-f]+\.js$/, "game module");
const css = theOne(names, /^style-[0-9a-f]+\.css$/, 'stylesheet');

const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

/** wasm-bindgen's glue, minified in release builds (terser, from .ci/tools). */
async function minified(js) {
  if (!release) return js;
  const { minify } = createRequire(join(root, '.ci/tools/package.json'))('terser');
  const out = await minify(js, { module: true, compress: { passes: 2 }, mangle: true });
  return out.code;
}

/**
 * wasm-opt's settings, the same as the game's in index.html (`data-wasm-opt="2"` and its
 * params). Chosen by the brotli size of the result, which is what the page downloads
 * (Rust already compiles for size, opt-level "z"). For the game's wasm, as measured:
 * -Oz 192.0 kB, -Os 190.1 kB, -O2 189.9 kB (-Oz makes the raw file smaller but it
 * compresses worse); functions ordered by name (so each crate's and module's code sits
 * together) save 1.7 kB more. Rust's code keeps the first 1024 bytes of memory unused
 * (its data starts at 1 MiB), which --low-memory-unused relies on.
 */
const WASM_OPT = ['-O2', '--generate-global-effects', '--converge', '--low-memory-unused', '--reorder-functions-by-name'];

/** Builds binary `bin` of crates/web with `feature`; returns its hashed module name
 * (`name`-<hash>: the binary's name unless told another). */
async function buildModule(bin, feature, name = bin) {
  run('cargo', ['build', '--quiet', '--locked', '--target', 'wasm32-unknown-unknown', '-p', 'rinshan-web',
    '--bin', bin, '--features', feature, ...(release ? ['--release'] : [])]);
  const work = mkdtempSync(join(tmpdir(), 'rinshan-build-'));
  try {
    run('wasm-bindgen', ['--target', 'web', '--typescript', '--out-dir', work, '--out-name', 'module',
      join(targetDir, 'wasm32-unknown-unknown', mode, `${bin}.wasm`)]);
    if (release) {
      const local = join(root, '.ci/tools/node_modules/.bin/wasm-opt');
      run(existsSync(local) ? local : 'wasm-opt', [...WASM_OPT, join(work, 'module_bg.wasm'), '-o', join(work, 'opt.wasm')]);
      renameSync(join(work, 'opt.wasm'), join(work, 'module_bg.wasm'));
    }
    let wasm = readFileSync(join(work, 'module_bg.wasm'));
    // Minified first: terser renames the glue's own functions named after exports.
    let js = await minified(readFileSync(join(work, 'module.js'), 'utf8'));
    if (release) ({ wasm, js } = smallerModule(wasm, js));
    const module = `${name}-${shortHash(wasm, js)}`;
    writeFileSync(join(staging, `${module}.js`), js.replaceAll('module_bg.wasm', `${module}_bg.wasm`));
    writeFileSync(join(staging, `${module}_bg.wasm`), wasm);
    writeFileSync(join(staging, `${module}.d.ts`), readFileSync(join(work, 'module.d.ts')));
    return module;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function writeStable(name, module, sheets, options) {
  const { js, dts } = stableName(module, css, sheets, options);
  writeFileSync(join(staging, `${name}.js`), js);
  writeFileSync(join(staging, `${name}.d.ts`), dts);
}

if (release) {
  const path = join(staging, glue);
  const wasmFile = glue.replace(/\.js$/, '_bg.wasm');
  const { wasm, js } = smallerModule(readFileSync(join(staging, wasmFile)), await minified(readFileSync(path, 'utf8')));
  writeFileSync(path, js);
  writeFileSync(join(staging, wasmFile), wasm);
  const page = join(staging, 'index.html');
  writeFileSync(page, withIntegrity(withIntegrity(readFileSync(page, 'utf8'), glue, js), wasmFile, wasm));
}
// The widgets' own stylesheets (www/widgets/): minified under hashed names, named by
// rinshan.js for rinshan-elements.js.
function sheet(path, name) {
  const text = minifyCss(readFileSync(join(root, path), 'utf8'));
  const file = hashedCss(name, text);
  writeFileSync(join(staging, file), text);
  return file;
}
const sheets = {
  tilesStyleFile: sheet('www/widgets/tiles.css', 'rinshan-tiles'),
  tableStyleFile: sheet('www/widgets/table.css', 'rinshan-table'),
};
writeStable('rinshan', await buildModule('rinshan-embed', 'api'), sheets, { hasWidgets: true });
// The custom elements' module: the widgets alone, without the JavaScript API's functions,
// so that a page of widgets downloads no more than they run.
writeStable('rinshan-widgets', await buildModule('rinshan-widgets', 'widgets'), sheets);
// The record viewer's own rules (www/viewer.css), which the game's page does not need.
writeStable('rinshan-review', await buildModule('rinshan-review', 'review'), {
  viewerStyleFile: sheet('www/viewer.css', 'rinshan-viewer'),
});
// The friends page's module and its own rules (www/friends.css).
writeStable('rinshan-friends', await buildModule('rinshan-friends', 'friends'), {
  friendsStyleFile: sheet('www/friends.css', 'rinshan-friends'),
});
// The Expert's module (no stylesheet: it draws nothing) and the worker it thinks in.
writeStable('rinshan-expert', await buildModule('rinshan-expert', 'expert'));
// The Phoenix player's weights, under a name made of their hash (a new model is a new
// file), fetched by the worker when the player is first asked.
const weightsBytes = readFileSync(join(root, 'crates/models/weights/phoenix.safetensors'));
const weightsFile = `phoenix-${shortHash(weightsBytes)}.safetensors`;
writeFileSync(join(staging, weightsFile), weightsBytes);
writeFileSync(join(staging, 'expert-worker.js'), await minified(expertWorker('rinshan-expert.js', weightsFile)));
writeFileSync(join(staging, 'expert-client.js'), await minified(expertClient('expert-worker.js')));
// pwa.js (Trunk copies it as written), minified like the glue.
if (release) {
  const pwa = join(staging, 'pwa.js');
  writeFileSync(pwa, await minified(readFileSync(pwa, 'utf8')));
}
writeFileSync(join(staging, 'review.js'), await minified(viewerLoader('rinshan-review.js')));
writeFileSync(join(staging, 'friends.js'), friendsLoader('rinshan-friends.js', 'rinshan-review.js'));
// The game built with set-ups (hand-made tables: `#setup=` addresses, and saved matches
// that began from one), which the game's loader loads instead of Trunk's build only then.
const setups = await buildModule('rinshan-game', 'setups', 'rinshan-setups');
// The game's loader, minified like the glue (it is part of the game's first download).
writeFileSync(join(staging, 'game.js'), await minified(gameLoader(glue, 'rinshan-review.js', 'expert-client.js', `${setups}.js`)));

if (release) {
  const hashes = {};
  for (const f of filesUnder(staging)) if (f !== 'sw.js') hashes[f] = shortHash(readFileSync(join(staging, f)));
  const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
  writeFileSync(join(staging, 'sw.js'), serviceWorker(hashes, template, [weightsFile]));
} else {
  writeFileSync(join(staging, 'sw.js'), developmentWorker);
}
