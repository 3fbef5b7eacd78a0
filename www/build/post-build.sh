#!/bin/sh
# Trunk post-build hook: gives the hashed wasm-bindgen module a stable name, so pages that
# are not built by Trunk (the embed route, tutorial pages, teachers' own pages) and Node
# can import it. rinshan.js re-exports rinshan-<hash>.js, names its wasm file (wasmFile)
# and stylesheet (styleFile), and its default export loads that wasm next to it;
# rinshan.d.ts re-exports the types.
set -eu
cd "$TRUNK_STAGING_DIR"
glue=$(ls | grep -E '^rinshan-[0-9a-f]+\.js$' | head -n 1)
wasm="${glue%.js}_bg.wasm"
css=$(ls | grep -E '^style-[0-9a-f]+\.css$' | head -n 1)
cat > rinshan.js <<JS
import init from "./$glue";
export * from "./$glue";
/** The wasm file of this build. */
export const wasmFile = "$wasm";
/** The stylesheet of this build (Trunk's minified copy of www/style.css). */
export const styleFile = "$css";
/** Loads the wasm (from next to this module unless told otherwise). */
export default function load(options) {
  return init(options ?? { module_or_path: new URL(wasmFile, import.meta.url) });
}
JS
types="${glue%.js}.d.ts"
if [ -f "$types" ]; then
  cat > rinshan.d.ts <<TS
export * from "./$glue";
export { default } from "./$glue";
/** The wasm file of this build. */
export declare const wasmFile: string;
/** The stylesheet of this build. */
export declare const styleFile: string;
TS
fi
