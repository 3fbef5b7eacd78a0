# Every command the README shows, run in a short mode, so none can silently stop working.
# Sourced by .ci/test after the tests (it needs the release build and the browser tools).

readme_commands() {
  step "README: bash .ci/serve (until it serves the game and its rooms)"
  local log serve_pid data ok=""
  log=$(mktemp)
  # The server's store in a folder of its own (not ./data).
  data=$(mktemp -d)
  setsid bash "$ROOT/.ci/serve" --data "$data" >"$log" 2>&1 &
  serve_pid=$!
  for _ in $(seq 1 600); do
    if node -e 'Promise.all([fetch("http://127.0.0.1:8080/").then(r => r.text()), fetch("http://127.0.0.1:8080/api/health").then(r => r.text()), fetch("http://127.0.0.1:8080/friends.html").then(r => r.text())]).then(([g, h, f]) => process.exit(g.includes("game.js") && h === "ok" && f.includes("friends.js") ? 0 : 1), () => process.exit(1))' 2>/dev/null; then
      ok=1
      break
    fi
    sleep 1
  done
  kill -- -"$serve_pid" 2>/dev/null || true
  wait "$serve_pid" 2>/dev/null || true
  if [ -z "$ok" ]; then
    tail -n 40 "$log"
    echo ".ci/serve did not serve the game and its rooms" >&2
    return 1
  fi
  [ -s "$data/rooms.sqlite3" ] || { echo ".ci/serve's server made no store in $data" >&2; return 1; }
  echo "served the game, friends.html and /api/health on http://127.0.0.1:8080/"

  step "README: bash benches/loadgen/run.sh (20 rooms for a few seconds)"
  local lg_report
  lg_report=$(mktemp)
  bash benches/loadgen/run.sh --rooms 20 --pause-ms 200 --seconds 6 --ramp-per-sec 40 | tee "$lg_report"
  grep -q "| rooms held through the window | 20 |" "$lg_report" || { echo "the load generator did not hold its rooms" >&2; return 1; }
  grep -q "| problems, lost connections | 0, 0 |" "$lg_report" || { echo "the load generator met problems" >&2; return 1; }

  step "README: cargo bench --bench rules / --bench engine (one pass each, test profile)"
  cargo bench --locked --profile test --bench rules -- --test
  cargo bench --locked --profile test --bench engine -- --test

  step "README: cargo run --release --manifest-path benches/peers/Cargo.toml (one measure)"
  cargo run --locked --release --quiet --manifest-path benches/peers/Cargo.toml -- --only scoring-differences | tail -n 3
  # The three-player check exits with an error on any disagreement.
  HANDS=5000 cargo run --locked --release --quiet --manifest-path benches/peers/Cargo.toml -- --only sanma | tail -n 3

  step "README: node www/build/icons.mjs (into a temporary folder)"
  local icons
  icons=$(mktemp -d)
  ICONS_OUT="$icons" node www/build/icons.mjs
  for f in icon-192.png icon-512.png icon-maskable-512.png; do
    [ -s "$icons/$f" ] || { echo "icons.mjs wrote no $f" >&2; return 1; }
  done
  echo "icons drawn: $(ls "$icons" | tr '\n' ' ')"

  step "README: cargo run --release -p rinshan-models --example forward_speed (200 passes)"
  cargo run --locked --release --quiet -p rinshan-models --example forward_speed -- crates/models/weights/phoenix.safetensors 200
  step "README: cargo run --release -p rinshan-rules --example shanten_tables"
  cargo run --locked --release --quiet -p rinshan-rules --example shanten_tables
  step "README: cargo run --release -p rinshan-lab --example selfplay (4 games)"
  cargo run --locked --release --quiet -p rinshan-lab --example selfplay -- 4 hard easy 1

  step "README: selfplay out= then against= (the same 4 games twice come out the same)"
  local series paired
  series=$(mktemp)
  cargo run --locked --release --quiet -p rinshan-lab --example selfplay -- 4 hard easy 1 1 out="$series" > /dev/null
  paired=$(cargo run --locked --release --quiet -p rinshan-lab --example selfplay -- 4 hard easy 1 1 against="$series" | tail -n 1)
  echo "$paired"
  case "$paired" in
    *"4 games (4 the same)"*) ;;
    *) echo "the same self-play series twice did not come out the same" >&2; return 1 ;;
  esac

  step "README: cargo run --release -p rinshan-mjai (one event)"
  local answer
  answer=$(printf '{"type":"start_game","id":0,"names":["a","b","c","d"]}\n' \
    | cargo run --locked --release --quiet -p rinshan-mjai -- --level hard)
  [ "$answer" = '{"type":"none"}' ] || { echo "rinshan-mjai answered: $answer" >&2; return 1; }
  echo "rinshan-mjai answered $answer"

  step "README: bash benches/arena/run.sh (one game against majiang-ai, shadowed; the same deals with majiang-ai in the seat, and against three Normal)"
  local arena_out
  arena_out=$(mktemp -d)
  bash benches/arena/run.sh --games 1 --levels hard,majiang-ai,majiang-ai-vs-normal --jobs 1 --out "$arena_out" --shadow | tail -n 11

  step "README: node benches/arena/leaks.mjs (that game)"
  node benches/arena/leaks.mjs "$arena_out/hard-seed1.jsonl"

  step "README: node benches/arena/hands.mjs, showhand.mjs, choices.mjs, compare.mjs and tenpai.mjs (that game)"
  node benches/arena/hands.mjs "$arena_out/hard-seed1.jsonl" "$arena_out/majiang-ai-seed1.jsonl" --list 1
  node benches/arena/showhand.mjs "$arena_out/hard-seed1.jsonl" 0 0 | tail -n 6
  node benches/arena/choices.mjs "$arena_out/hard-seed1.jsonl" --list 2
  node benches/arena/compare.mjs "$arena_out/majiang-ai-seed1.jsonl" "$arena_out/hard-seed1.jsonl" | grep -E '^paired on 1 games'
  node benches/arena/tenpai.mjs "$arena_out/hard-seed1.jsonl" | cut -c1-120

  step "README: node benches/browser/perf.mjs (one run per column, 3 discards)"
  node benches/browser/perf.mjs --runs 1 --discards 3 | grep -E '^\| (page|longest|click)'

  step "README: bash benches/size/game.sh (the game's wasm, built as Trunk builds it)"
  bash benches/size/game.sh | grep -E "^the game's wasm: [0-9]+ bytes raw, [0-9]+ bytes brotli$"

  step "README: cargo doc (no warnings)"
  RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps --quiet
}
