#!/bin/sh
# Trunk post-build hook. Trunk has built the game (the `rinshan` binary, without the
# JavaScript API); this script adds, in Trunk's staging directory:
# - game.js, the game page's loader for the hashed module Trunk wrote;
# - the record viewer's module: the `rinshan-review` binary (review.html and the records'
#   JavaScript API), as rinshan-review-<hash>.js/_bg.wasm, named by rinshan-review.js, and
#   review.js, the review page's loader;
# - the embedding module: the `rinshan-kit` binary (the JavaScript API and the tutorial
#   widgets) through cargo, wasm-bindgen and, in release builds, wasm-opt, as
#   rinshan-kit-<hash>.js/_bg.wasm, and rinshan.js, its stable name for pages that are not
#   built by Trunk (the embed route, tutorial pages, teachers' own pages) and for Node.
#   rinshan.js re-exports the module, names its wasm file (wasmFile) and the stylesheet
#   (styleFile), and its default export loads that wasm next to it; rinshan.d.ts
#   re-exports the types;
# - sw.js, the service worker (below).
set -eu
build_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$build_dir/../.." && pwd)
cd "$TRUNK_STAGING_DIR"
glue=$(ls | grep -E '^rinshan-[0-9a-f]+\.js$' | head -n 1)
css=$(ls | grep -E '^style-[0-9a-f]+\.css$' | head -n 1)

cat > game.js <<JS
// The game page's loader (written by www/build/post-build.sh): loads this build's wasm,
// which mounts the game on this page. The measuring build's measurement functions are
// put on window.wasmBindings.
import init, * as bindings from "./$glue";
await init({ module_or_path: new URL("${glue%.js}_bg.wasm", import.meta.url) });
window.wasmBindings = bindings;
JS

# The other two modules: cargo, wasm-bindgen and, in release builds, wasm-opt (the npm
# binaryen under .ci/tools, as Trunk runs it on the game). build_module BIN FEATURES sets
# $module to the hashed name it wrote (BIN-<hash>.js, _bg.wasm, .d.ts).
if [ "${TRUNK_PROFILE:-debug}" = "release" ]; then mode=release; else mode=debug; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build_module() {
  (cd "$root" && cargo build --quiet --target wasm32-unknown-unknown --bin "$1" \
    --no-default-features --features "$2" $([ "$mode" = release ] && echo --release))
  rm -rf "$work/out"
  wasm-bindgen --target web --typescript --out-dir "$work/out" --out-name module \
    "${CARGO_TARGET_DIR:-$root/target}/wasm32-unknown-unknown/$mode/$1.wasm"
  if [ "$mode" = release ]; then
    wasm_opt="$root/.ci/tools/node_modules/.bin/wasm-opt"
    [ -x "$wasm_opt" ] || wasm_opt=wasm-opt
    "$wasm_opt" -Oz "$work/out/module_bg.wasm" -o "$work/out/opt.wasm"
    mv "$work/out/opt.wasm" "$work/out/module_bg.wasm"
  fi
  module="$1-$(cat "$work/out/module_bg.wasm" "$work/out/module.js" | sha256sum | cut -c1-16)"
  sed "s/module_bg\.wasm/${module}_bg.wasm/g" "$work/out/module.js" > "$module.js"
  mv "$work/out/module_bg.wasm" "${module}_bg.wasm"
  mv "$work/out/module.d.ts" "$module.d.ts"
}

# stable_name NAME: NAME.js and NAME.d.ts for the module build_module just wrote: they
# re-export it, name its wasm file (wasmFile) and the stylesheet (styleFile), and their
# default export loads that wasm from next to them.
stable_name() {
  cat > "$1.js" <<JS
import init from "./$module.js";
export * from "./$module.js";
/** The wasm file of this build. */
export const wasmFile = "${module}_bg.wasm";
/** The stylesheet of this build (Trunk's minified copy of www/style.css). */
export const styleFile = "$css";
/** Loads the wasm (from next to this module unless told otherwise). */
export default function load(options) {
  return init(options ?? { module_or_path: new URL(wasmFile, import.meta.url) });
}
JS
  cat > "$1.d.ts" <<TS
export * from "./$module.js";
export { default } from "./$module.js";
/** The wasm file of this build. */
export declare const wasmFile: string;
/** The stylesheet of this build. */
export declare const styleFile: string;
TS
}

# The embedding module: the JavaScript API and the tutorial widgets.
build_module rinshan-kit api
stable_name rinshan

# The record viewer's module (review.html) and the records' JavaScript API:
# rinshan-review.js names it for pages and Node; review.js loads it on review.html.
build_module rinshan-review review
stable_name rinshan-review
cat > review.js <<JS
// The record viewer's loader (written by www/build/post-build.sh): the stylesheet, then
// the viewer's wasm, which mounts the viewer on review.html.
import load, { styleFile } from "./rinshan-review.js";
const style = document.createElement("link");
style.rel = "stylesheet";
style.href = styleFile;
document.head.append(style);
await load();
JS

# The service worker, generated from this build: it precaches every file here (the hashed
# wasm and JS included) under a cache named by a hash of all of them, so a new build is a
# new cache; the old ones are deleted when the new worker takes over. Debug builds (trunk
# serve) get a worker that removes itself and its caches, so development never sees stale
# files.
if [ "${TRUNK_PROFILE:-debug}" = "release" ]; then
  files=$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
  version=$(for f in $files; do sha256sum "$f"; done | sha256sum | cut -c1-16)
  {
    printf '// Generated by www/build/post-build.sh from the build it serves; do not edit.\n'
    printf 'const VERSION = "%s";\n' "$version"
    printf 'const FILES = [\n'
    for f in $files; do
      case "$f" in
        index.html) printf '  "./",\n' ;;
        */index.html) printf '  "%s",\n' "${f%index.html}" ;;
      esac
      printf '  "%s",\n' "$f"
    done
    printf '];\n'
    cat "$build_dir/sw-template.js"
  } > sw.js
else
  cat > sw.js <<'JS'
// Development build: no offline cache. Remove any worker and cache a release build left.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith("rinshan-")) await caches.delete(key);
    await self.registration.unregister();
  })());
});
JS
fi
