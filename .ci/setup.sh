# Installs what building and testing Rinshan need, idempotently: each step checks first
# and does nothing when the right version is already there. Sourced by .ci/serve and
# .ci/test; works on a fresh Debian 12 machine with rustup's stable toolchain.
#
# Why each tool: the wasm32 target and Trunk 0.21.14 build the game; the wasm-bindgen CLI
# must equal the wasm-bindgen version in Cargo.lock; wasm-opt comes from the npm package
# binaryen (Debian 12's binaryen 108 corrupts current wasm-bindgen output); Chromium and
# playwright-core run the browser tests, axe-core checks their pages' accessibility;
# firefox-esr, webkit2gtk-driver and xvfb (with puppeteer-core and selenium-webdriver) run
# a part of them in Firefox and WebKit too;
# brotli measures the download as browsers get it; fonts-noto-cjk draws the Japanese words
# (and players' names in records) in screenshots; PostgreSQL's server is what the
# two-instance tests of the Rinshan server start (in a throwaway folder, on a loopback
# port; the package's own cluster is never started).

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$ROOT/.ci/tools/node_modules/.bin:$CARGO_BIN:$PATH"
TRUNK_VERSION=0.21.14

# Each step's header shows the seconds since the command started, so a slow step shows.
step() { printf '\n==> %s  [%ss]\n' "$*" "$SECONDS"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_ensure() {
  local missing=()
  for pkg in "$@"; do
    # "install ok installed" only: a removed package keeps a dpkg entry (config-files).
    [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" = "install ok installed" ] || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    step "apt-get install ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}"
  fi
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    step "cargo install trunk $TRUNK_VERSION"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  local want
  want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $want" ]; then
    step "cargo install wasm-bindgen-cli $want"
    # Not --locked: one of its locked dependencies is missing from the registry.
    cargo install wasm-bindgen-cli --version "$want"
  fi
}

# npm packages of one folder, installed exactly from its package-lock.json.
npm_ensure() {
  local dir="$ROOT/$1"
  if ! command -v npm >/dev/null 2>&1; then
    apt_ensure nodejs npm
  fi
  if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.rinshan-lock" 2>/dev/null; then
    step "npm ci in $1"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$dir/node_modules/.rinshan-lock"
  fi
}

ensure_build_tools() {
  ensure_wasm_target
  ensure_trunk
  ensure_wasm_bindgen
  npm_ensure .ci/tools
}

ensure_browser_tools() {
  apt_ensure chromium brotli fonts-noto-cjk
  npm_ensure tests/browser
}

# The other two engines players use, for the cross-engine browser tests
# (tests/browser/engines.test.mjs): Debian's Firefox ESR (driven by puppeteer-core over
# WebDriver BiDi) and WebKitGTK's WebDriver (WebKitWebDriver, which starts WebKitGTK's
# MiniBrowser: the engine of Safari), shown in an Xvfb display the tests start themselves.
ensure_engine_tools() {
  apt_ensure firefox-esr webkit2gtk-driver xvfb
  npm_ensure tests/browser
}

ensure_server_tools() {
  apt_ensure postgresql
}
