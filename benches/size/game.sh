#!/usr/bin/env bash
# The game's first download, quickly: its wasm built as Trunk builds it (cargo, then
# wasm-bindgen, then wasm-opt with index.html's own data-wasm-opt-params), and its size
# with brotli -q 11, as CI's download line counts it, in about 30 s instead of a whole
# `trunk build`. For trying a change against the 200 kB budget before CI; CI's line
# (the wasm, its JS glue, style.css and game.js, from the real build) is the figure.
#
#   bash benches/size/game.sh            # the wasm's brotli size
#
# brotli's sizes move by up to about 1 kB when code is only laid out differently (the
# functions are ordered by name), so compare a change with the tree before it.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=../../.ci/setup.sh
source "$root/.ci/setup.sh"
ensure_build_tools >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$root"
cargo build --release --locked -q -p rinshan-web --bin rinshan-game \
  --target wasm32-unknown-unknown --no-default-features
wasm-bindgen --target web --out-dir "$out" --no-typescript \
  target/wasm32-unknown-unknown/release/rinshan-game.wasm
level=$(sed -n 's/.*data-bin="rinshan-game" data-wasm-opt="\([^"]*\)".*/\1/p' index.html)
read -r -a params <<<"$(sed -n 's/.*data-bin="rinshan-game".*data-wasm-opt-params="\([^"]*\)".*/\1/p' index.html)"
"$root/.ci/tools/node_modules/.bin/wasm-opt" "-O$level" "${params[@]}" \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/rinshan-game_bg.wasm" -o "$out/game.wasm"
printf 'the game'"'"'s wasm: %s bytes raw, %s bytes brotli\n' \
  "$(wc -c <"$out/game.wasm")" "$(brotli -c -q 11 "$out/game.wasm" | wc -c)"
