#!/usr/bin/env bash
# The arena in one command: installs majiang-ai and majiang-core from npm (pinned by
# package-lock.json; dev-only, nothing of them reaches the browser build) when missing,
# builds the mjai bot and the referee check, and plays the games (arena.mjs's options,
# e.g. `--games 400 --levels hard,normal,easy,majiang-ai --jobs 2`).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ ! -d "$here/node_modules/@kobalab/majiang-ai" ]; then
  npm ci --prefix "$here" --no-audit --no-fund
fi
cargo build --release --locked --manifest-path "$root/Cargo.toml" -p rinshan-mjai -p rinshan-arena
exec node "$here/arena.mjs" "$@"
