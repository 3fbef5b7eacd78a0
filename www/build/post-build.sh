#!/bin/sh
# Trunk post-build hook: gives the hashed wasm-bindgen module a stable name, so pages that
# are not built by Trunk (the embed route, tutorial pages, teachers' own pages) and Node
# can import it: rinshan.js re-exports rinshan-<hash>.js (and rinshan.d.ts its types).
set -eu
cd "$TRUNK_STAGING_DIR"
glue=$(ls rinshan-*.js | grep -v '_bg' | head -n 1)
printf 'export * from "./%s";\nexport { default } from "./%s";\n' "$glue" "$glue" > rinshan.js
types="${glue%.js}.d.ts"
if [ -f "$types" ]; then
  printf 'export * from "./%s";\nexport { default } from "./%s";\n' "$glue" "$glue" > rinshan.d.ts
fi
