#!/usr/bin/env bash
# The server under load, in one command: builds the server and the load generator (the
# server profile), starts a server on a free loopback port with a throwaway store
# (SQLite, or with --postgres a throwaway PostgreSQL started here as the postgres user),
# runs the load generator against it with the options given, and stops everything.
#
#   bash benches/loadgen/run.sh --rooms 2000 --pause-ms 1000 --seconds 60
#   bash benches/loadgen/run.sh --rooms 100 --pause-ms 0 --seconds 30      (at once)
#   bash benches/loadgen/run.sh --postgres --rooms 500 --pause-ms 1000 --seconds 30
#   bash benches/loadgen/run.sh --one-address --rooms 2000 --pause-ms 1000 --seconds 60
#
# The server runs with its default limits, and each room's players connect from a
# loopback address of their own (127.1.0.0 on), as friends at one home would.
# --one-address connects every player from 127.0.0.1, and starts the server with its
# per-address limits off (--limit-pages-per-address 0 --limit-rooms-per-address-minute 0).
# --server BIN measures another build of the server (an older one, for a before and after
# on the same machine; it is given no limit flags).
#
# Everything talks to loopback addresses only, and stops by itself.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"

postgres=""
server_bin=target/server/rinshan-server
limits=()
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --postgres) postgres=1 ;;
    --one-address)
      args+=("--one-address")
      limits=(--limit-pages-per-address 0 --limit-rooms-per-address-minute 0)
      ;;
    --server) server_bin=$2; shift ;;
    *) args+=("$1") ;;
  esac
  shift
done
if [ "$server_bin" != target/server/rinshan-server ]; then
  limits=()
fi

cargo build --locked --quiet --profile server -p rinshan-server -p rinshan-loadgen
work=$(mktemp -d)
cleanup() {
  if [ -n "${server:-}" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  if [ -n "${pg_ctl:-}" ]; then
    runuser -u postgres -- "$pg_ctl" -D "$work/pg/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

store=(--data "$work/data")
if [ -n "$postgres" ]; then
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  pg_ctl="$bin/pg_ctl"
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  chmod 755 "$work"
  mkdir -p "$work/pg"
  chown -R postgres:postgres "$work/pg"
  runuser -u postgres -- "$bin/initdb" -D "$work/pg/data" -A trust -U rinshan >/dev/null
  runuser -u postgres -- "$pg_ctl" -D "$work/pg/data" -o "-p $port -c listen_addresses=127.0.0.1 -k $work/pg" -w start >/dev/null
  store=(--postgres "host=127.0.0.1 port=$port user=rinshan dbname=postgres")
  echo "store: PostgreSQL on 127.0.0.1:$port"
else
  echo "store: SQLite in $work/data"
fi

# The output file exists before the server starts, so the first look at it cannot fail
# (a background redirection may not have created it yet).
: >"$work/out"
"$server_bin" --addr 127.0.0.1:0 --dist dist "${store[@]}" ${limits[@]+"${limits[@]}"} >"$work/out" 2>"$work/log" &
server=$!
addr=""
for _ in $(seq 1 100); do
  addr=$(sed -n 's|^listening on http://||p' "$work/out")
  [ -n "$addr" ] && break
  sleep 0.1
done
[ -n "$addr" ] || { cat "$work/log"; echo "the server did not start" >&2; exit 1; }
echo "server: $addr (pid $server); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
target/server/rinshan-loadgen --addr "$addr" --pid "$server" "${args[@]}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
