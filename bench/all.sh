#!/usr/bin/env bash
# Everything `npm run bench` measures, in one go: `DATABASE_URL=postgres://.../dawalink_bench npm run bench:all`
# (arguments go to each `npm run bench`, e.g. `-- --duration 5 --warmup 3 --rounds 1` for a short trial run).
#  1. the large data in DATABASE_URL (generated when the database is empty; the team and quick-order steps added
#     when missing), then every scenario against the baseline at 1 and 2 processes -> bench/results/<date>.md
#  2. PGlite against PostgreSQL at two sizes (tiny = 10,000 orders, small = 100,000): databases <name>_tiny and
#     <name>_small beside DATABASE_URL's and PGlite directories $BENCH_PGLITE_DIR-tiny / -small (default
#     /tmp/dawalink-pglite), each generated when empty -> bench/results/<date>-pglite-<size>.md
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the benchmark database (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/dawalink_bench}"
cd "$(dirname "$0")/.."
day=$(date -u +%F)
pglite_dir=${BENCH_PGLITE_DIR:-/tmp/dawalink-pglite}
server=${DATABASE_URL%/*}
name=${DATABASE_URL##*/}
name=${name%%\?*}

# Creates database $1 when missing and answers whether it has accounts yet.
filled() {
  psql "$server/postgres" -Atc "SELECT 1 FROM pg_database WHERE datname = '$1'" | grep -q 1 || psql "$server/postgres" -qc "CREATE DATABASE $1"
  [ "$(psql "$server/$1" -Atc "SELECT to_regclass('accounts') IS NOT NULL AND EXISTS (SELECT 1 FROM accounts)")" = t ]
}

filled "$name" || npm run bench:data -- --scale large
npm run bench:data -- --only team,quick-order
npm run bench -- --out "bench/results/$day" "$@"

for size in tiny small; do
  filled "${name}_$size" || DATABASE_URL="$server/${name}_$size" npm run bench:data -- --scale "$size"
  DATABASE_URL="$server/${name}_$size" npm run bench:data -- --only team,quick-order
  if [ ! -d "$pglite_dir-$size" ]; then
    env -u DATABASE_URL DATA_DIR="$pglite_dir-$size" npm run bench:data -- --scale "$size"
  fi
  env -u DATABASE_URL DATA_DIR="$pglite_dir-$size" npm run bench:data -- --only team,quick-order
  DATABASE_URL="$server/${name}_$size" npm run bench -- --pglite "$pglite_dir-$size" --out "bench/results/$day-pglite-$size" "$@"
done
