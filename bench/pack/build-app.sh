#!/bin/bash
# Builds STAGE/NAME.tar.xz, one folder NAME/ of esbuild bundles that runs on a bare Node.js 20:
#   NAME=app          this checkout's server (src/server/main.ts), bench/ordering/count-statements.ts,
#                     bench/ordering/load.ts and bench/pack/drive.ts;
#   NAME=app-baseline the server of the checkout $KANRI (another commit) with this checkout's
#                     count-statements.ts, so the same driver and load measure both servers alike.
# Each folder carries its server's migrations and node_modules/pg (+ its dependencies, kept external
# so count-statements.ts patches the very pg.Client the server uses). sharp is replaced by a stub:
# the ordering bench makes no image, and the native module is about 18 MB.
#   bash bench/pack/build-app.sh STAGE [app|app-baseline]     (env KANRI: the server's checkout)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
STAGE=${1:?STAGE folder}
NAME=${2:-app}
KANRI=$(cd "${KANRI:-$ROOT}" && pwd)
A=$STAGE/$NAME
rm -rf "$A"
mkdir -p "$A/node_modules"

# The checkout's HEAD commit, read from its .git (a folder, or a file naming a worktree's folder).
commit_of() {
  local dir=$1 gd head ref common
  if [ -f "$dir/.git" ]; then
    gd=$(sed -n 's/^gitdir: //p' "$dir/.git")
    case $gd in /*) ;; *) gd=$dir/$gd ;; esac
  else gd=$dir/.git; fi
  [ -f "$gd/HEAD" ] || { echo unknown; return; }
  common=$gd
  if [ -f "$gd/commondir" ]; then
    common=$(cat "$gd/commondir")
    case $common in /*) ;; *) common=$gd/$common ;; esac
  fi
  head=$(cat "$gd/HEAD")
  case $head in
    "ref: "*)
      ref=${head#ref: }
      if [ -f "$gd/$ref" ]; then cat "$gd/$ref"
      elif [ -f "$common/$ref" ]; then cat "$common/$ref"
      else awk -v r="$ref" '$2 == r { print $1; exit }' "$common/packed-refs" 2>/dev/null || echo unknown; fi ;;
    *) echo "$head" ;;
  esac
}

# Node resolves the bundles' `require` (pg, pdfkit's fonts) through createRequire from each bundle.
banner="import { createRequire as __packCreateRequire } from 'node:module'; const require = __packCreateRequire(import.meta.url);"
common=(--bundle --platform=node --format=esm --target=node20 --splitting --outdir="$A" --out-extension:.js=.mjs
  --chunk-names=[name]-[hash] --external:pg --external:pg-native "--alias:sharp=$HERE/sharp-stub.ts"
  --minify-whitespace --minify-syntax --legal-comments=none --log-level=warning "--banner:js=$banner")
cd "$KANRI"
if [ "$NAME" = app ]; then
  "$ROOT/node_modules/.bin/esbuild" server=src/server/main.ts count-statements=bench/ordering/count-statements.ts \
    load=bench/ordering/load.ts drive=bench/pack/drive.ts "${common[@]}"
else
  # The baseline's own packages resolve its imports (its node_modules, its tsconfig paths).
  "$ROOT/node_modules/.bin/esbuild" server=src/server/main.ts "count-statements=$ROOT/bench/ordering/count-statements.ts" "${common[@]}"
fi
cp -r src/server/db/migrations "$A/migrations"
for p in pg pg-pool pg-protocol pg-types pgpass pg-connection-string pg-int8 postgres-array postgres-bytea postgres-date postgres-interval split2 xtend; do
  cp -r "node_modules/$p" "$A/node_modules/$p"
done
find "$A/node_modules" \( -name '*.d.ts' -o -name '*.map' -o -name '*.md' \) -delete
rm -rf "$A/node_modules/pg-protocol/src" "$A/node_modules/pg-pool/test" "$A/node_modules/pg-types/test"
# pdfkit (in @react-pdf, loaded at start) requires '#standard-fonts/*' through createRequire: its own
# package "imports" map, answered here by the bundle's package.json.
cp -r node_modules/pdfkit/js/standard-fonts "$A/standard-fonts"
echo '{"type":"module","imports":{"#standard-fonts/*":"./standard-fonts/*.cjs"}}' > "$A/package.json"
# The commit is HEAD's: a checkout with changes not committed builds something else under the same
# commit, which the bundle's own hash (its code and migrations) tells apart.
bundle=$(cd "$A" && cat ./*.mjs migrations/*.sql migrations/meta/_journal.json | sha256sum | cut -c1-12)
echo "kanri $(commit_of "$KANRI") bundle=$bundle $NAME from $KANRI, built $(date -u +%Y-%m-%dT%H:%M:%SZ)" > "$A/VERSION"
(cd "$A" && node -e "import('pg').then(m => { if (typeof m.default.Client !== 'function') process.exit(1); })") ||
  { echo "build-app: pg does not resolve from $A" >&2; exit 1; }
tar -C "$STAGE" -cf - "$NAME" | xz -9 -T2 > "$STAGE/$NAME.tar.xz"
echo "$NAME: $(du -sh "$A" | cut -f1) unpacked, $(du -h "$STAGE/$NAME.tar.xz" | cut -f1) packed; $(cat "$A/VERSION")"
