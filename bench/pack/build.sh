#!/bin/bash
# Builds the ordering bench pack (README.md beside this script) into $PACK_DIR, by default .bench-pack/
# at the repository root (ignored by git): node.xz (this machine's Node.js), pg.tar.xz (PostgreSQL 15
# from this machine's Debian packages), app.tar.xz (this checkout's server and bench), run.sh and
# floor2.mjs. With PACK_BASELINE=/path/to/another/checkout (with its node_modules installed), also
# app-baseline.tar.xz: that checkout's server, which run.sh then measures before this one.
#   npm run bench:pack                                     or: bash bench/pack/build.sh
#   PACK_BASELINE=/path/to/checkout npm run bench:pack
# node.xz and pg.tar.xz are kept from an earlier build while Node.js and the PostgreSQL package are
# the same (PACK_REBUILD=1 builds them again): compressing Node.js alone takes minutes.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
DEST=${PACK_DIR:-$ROOT/.bench-pack}
BASE=${PACK_BASELINE:-}
if [ -n "$BASE" ]; then
  BASE=$(cd "$BASE" && pwd)
  [ -f "$BASE/src/server/main.ts" ] && [ -d "$BASE/node_modules" ] || { echo "PACK_BASELINE=$BASE: not a checkout with node_modules" >&2; exit 1; }
fi
mkdir -p "$DEST"
STAGE=$(mktemp -d "${TMPDIR:-/tmp}/kanri-pack-stage-XXXXXX")
trap 'rm -rf "$STAGE"' EXIT
# A failed build leaves no app archive behind, rather than one from an earlier build.
rm -f "$DEST/app.tar.xz" "$DEST/app-baseline.tar.xz"
stamp() { sed -n "s/^$1 //p" "$DEST/BUILD" 2>/dev/null; }
fresh() { [ "${PACK_REBUILD:-0}" != 1 ] && [ -f "$DEST/$1" ] && [ "$(stamp "$2")" = "$3" ]; }

node_bin=$(readlink -f "$(command -v node)")
node_v="$(node --version) $node_bin $(stat -c %s "$node_bin")"
if fresh node.xz node "$node_v"; then echo "node.xz: kept ($node_v)"
else
  echo "node.xz: compressing $node_bin (xz -9e, a few minutes)"
  xz -9e -T1 -c "$node_bin" > "$STAGE/node.xz" && mv "$STAGE/node.xz" "$DEST/node.xz"
fi

pg_v="postgresql-15 $(dpkg-query -W -f '${Version}' postgresql-15)"
if fresh pg.tar.xz pg "$pg_v"; then echo "pg.tar.xz: kept ($pg_v)"
else
  bash "$HERE/build-pg.sh" "$STAGE" > "$STAGE/build-pg.log" 2>&1 || { cat "$STAGE/build-pg.log" >&2; exit 1; }
  mv "$STAGE/pg.tar.xz" "$DEST/pg.tar.xz"
  echo "pg.tar.xz: built ($pg_v)"
fi

KANRI=$ROOT bash "$HERE/build-app.sh" "$STAGE" app
mv "$STAGE/app.tar.xz" "$DEST/app.tar.xz"
if [ -n "$BASE" ]; then
  KANRI=$BASE bash "$HERE/build-app.sh" "$STAGE" app-baseline
  mv "$STAGE/app-baseline.tar.xz" "$DEST/app-baseline.tar.xz"
fi
cp "$HERE/run.sh" "$HERE/floor2.mjs" "$DEST/"
{
  echo "node $node_v"
  echo "pg $pg_v"
  echo "app $(cat "$STAGE/app/VERSION")"
  [ -n "$BASE" ] && echo "app-baseline $(cat "$STAGE/app-baseline/VERSION")"
  true
} > "$DEST/BUILD"
echo "pack in $DEST ($(du -sh "$DEST" | cut -f1)):"
ls -la "$DEST"
echo "run: OUT=/some/dir bash $DEST/run.sh   (here: PACK_SMALL=1)"
