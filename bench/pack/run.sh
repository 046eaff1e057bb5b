#!/bin/bash
# kanri table-ordering throughput vs CPU cores, on a bare Linux x86_64 machine (glibc >= 2.36):
# unpacks the pack's Node.js 20, PostgreSQL 15 and the bundled server + bench into $PACK_WORK,
# starts PostgreSQL (fsync and synchronous_commit on), seeds R restaurants x D diners once, measures
# the INSERT+NOTIFY floor, then runs the product's ordering load (load.ts, in several processes)
# against the server (src/server/main.ts) at INSTANCES = 1, 2, 4, 8, 12. With app-baseline.tar.xz
# beside this script, every setup runs twice on the same database: the baseline server, then the
# current one. One JSON line per run in $OUT/results.jsonl; logs in $OUT/logs. Whatever happens, the
# whole run ends within PACK_TOTAL_SECONDS (setups that would not fit are skipped) and stops
# everything it started.
#   OUT=/some/dir bash .bench-pack/run.sh
#   PACK_SMALL=1: the small local check (INSTANCES 1,2; 10 restaurants; short phases; shared_buffers 256MB)
# Knobs (env): PACK_INSTANCES, PACK_RESTAURANTS, PACK_DINERS, PACK_LOADERS, PACK_SEEDERS, PACK_SEED_SECONDS,
#   PACK_MAX_SECONDS, PACK_HALF_SECONDS, PACK_FLOOR_SECONDS, PACK_TOTAL_SECONDS (whole run's budget),
#   PACK_SHARED_BUFFERS, PACK_PG_EXTRA ("name=value;name=value" appended to postgresql.conf),
#   PACK_WORK (unpack dir), PACK_PGDATA (cluster dir), PACK_PGPORT, PACK_PORT, PACK_KEEP=1 (keep files),
#   PACK_NO_BASELINE=1 (ignore app-baseline.tar.xz).
set -u
T0=$(date +%s)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
: "${OUT:?set OUT to the folder that receives results}"
mkdir -p "$OUT/logs"
exec > >(tee -a "$OUT/run.log") 2>&1
log() { echo "[$(date -u +%H:%M:%S) +$(($(date +%s) - T0))s] $*"; }

SMALL=${PACK_SMALL:-0}
BASELINE=0
[ -f "$HERE/app-baseline.tar.xz" ] && [ "${PACK_NO_BASELINE:-0}" != 1 ] && BASELINE=1
if [ "$SMALL" = 1 ]; then
  : "${PACK_INSTANCES:=1,2}" "${PACK_RESTAURANTS:=10}" "${PACK_LOADERS:=2}" "${PACK_SEEDERS:=2}"
  : "${PACK_MAX_SECONDS:=6}" "${PACK_HALF_SECONDS:=4}" "${PACK_FLOOR_SECONDS:=3}" "${PACK_SHARED_BUFFERS:=256MB}"
  : "${PACK_TOTAL_SECONDS:=900}" "${PACK_MAX_CONNECTIONS:=200}"
fi
# Twice the setups in the same 420 s with a baseline: shorter phases, seeding and floors. On 16 cores a
# setup's run takes its two phases plus about 10-15 s (server start, 1,200 streams, warm-up, checks, stop).
if [ "$BASELINE" = 1 ]; then
  : "${PACK_MAX_SECONDS:=8}" "${PACK_HALF_SECONDS:=5}" "${PACK_FLOOR_SECONDS:=5}" "${PACK_SEED_SECONDS:=60}"
fi
export PACK_INSTANCES=${PACK_INSTANCES:-1,2,4,8,12}
export PACK_RESTAURANTS=${PACK_RESTAURANTS:-200} PACK_DINERS=${PACK_DINERS:-4}
export PACK_LOADERS=${PACK_LOADERS:-6} PACK_SEEDERS=${PACK_SEEDERS:-10} PACK_SEED_SECONDS=${PACK_SEED_SECONDS:-90}
export PACK_MAX_SECONDS=${PACK_MAX_SECONDS:-20} PACK_HALF_SECONDS=${PACK_HALF_SECONDS:-8} PACK_FLOOR_SECONDS=${PACK_FLOOR_SECONDS:-8}
TOTAL=${PACK_TOTAL_SECONDS:-420}
SHARED_BUFFERS=${PACK_SHARED_BUFFERS:-8GB}
MAX_CONNECTIONS=${PACK_MAX_CONNECTIONS:-500}
W=${PACK_WORK:-/tmp/kanri-pack}
PGDATA_DIR=${PACK_PGDATA:-$W/pgdata}
# On tmpfs fsync costs nothing: the cluster goes to a disk when there is one (production has one).
fstype() { df -PT "$1" 2>/dev/null | awk 'NR==2{print $2}'; }
if [ -z "${PACK_PGDATA:-}" ] && [ "$(fstype "$(dirname "$W")")" = tmpfs ] && [ -d /var/tmp ] && [ "$(fstype /var/tmp)" != tmpfs ]; then
  PGDATA_DIR=/var/tmp/kanri-pack-pgdata
fi
# Below Linux's ephemeral range (32768–60999): an outgoing connection's local port can never hold them.
PGPORT=${PACK_PGPORT:-25432}
export PACK_PORT=${PACK_PORT:-25480}
left() { echo $((TOTAL - ($(date +%s) - T0))); }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

log "kanri ordering scaling pack: OUT=$OUT work=$W small=$SMALL baseline=$BASELINE instances=$PACK_INSTANCES ${PACK_RESTAURANTS}x$PACK_DINERS loaders=$PACK_LOADERS phases ${PACK_MAX_SECONDS}+${PACK_HALF_SECONDS} s budget ${TOTAL} s"
# The pack's own ports: something else listening there would be measured (or refuse PostgreSQL's start).
for port in "$PGPORT" "$PACK_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then log "FAILED: port $port is already in use"; exit 1; fi
done
{
  echo "== date"; date -u
  echo "== uname"; uname -a
  echo "== os"; cat /etc/os-release 2>/dev/null | head -4
  echo "== nproc"; nproc
  echo "== cpu"; grep -m1 'model name' /proc/cpuinfo; grep -c ^processor /proc/cpuinfo
  echo "== memory"; grep -E 'MemTotal|MemAvailable' /proc/meminfo
  echo "== cgroup cpu.max"; cat /sys/fs/cgroup/cpu.max 2>/dev/null || echo none
  echo "== disk of $W's parent"; df -hT "$(dirname "$W")" 2>/dev/null
  echo "== /dev/shm"; df -h /dev/shm 2>/dev/null
  echo "== pack"; ls -la "$HERE"
} > "$OUT/system.txt" 2>&1
log "$(nproc) cores; $(grep MemTotal /proc/meminfo)"

DRIVER=''; SAMPLER=''; PG_STARTED=0; RUNAS=()
cleanup() {
  trap - EXIT INT TERM
  [ -n "$DRIVER" ] && kill -TERM "$DRIVER" 2>/dev/null && sleep 2 && kill -KILL "$DRIVER" 2>/dev/null
  [ -n "$SAMPLER" ] && kill "$SAMPLER" 2>/dev/null
  # Node processes of this pack left over (a killed driver's server group): by pid, matched on the pack's
  # own paths ($W/app/ and $W/app-baseline/).
  for f in $(grep -lsa "$W/ap[p]" /proc/[0-9]*/cmdline 2>/dev/null); do
    p=${f#/proc/}; p=${p%/cmdline}
    [ "$p" != "$$" ] && kill -KILL "$p" 2>/dev/null && log "killed leftover process $p"
  done
  if [ "$PG_STARTED" = 1 ]; then
    log "stopping PostgreSQL"
    "${RUNAS[@]}" env LD_LIBRARY_PATH="$W/pg/libs" timeout 60 "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m fast -w stop >/dev/null 2>&1 ||
      "${RUNAS[@]}" env LD_LIBRARY_PATH="$W/pg/libs" timeout 30 "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m immediate -w stop
  fi
  cp "$W/pglog/postgres.log" "$OUT/logs/postgres.log" 2>/dev/null
  if [ "${PACK_KEEP:-0}" != 1 ]; then rm -rf "$PGDATA_DIR" "$W"; fi
  log "done in $(($(date +%s) - T0)) s; results in $OUT/results.jsonl"
}
trap cleanup EXIT
trap 'log "interrupted"; exit 130' INT TERM

# 1. Unpack (the decompressions at once). xz, else python3's lzma.
unxz_to() { if command -v xz >/dev/null; then xz -dc "$1"; else python3 -c 'import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), sys.stdout.buffer, 1<<20)' "$1"; fi; }
rm -rf "$W"; mkdir -p "$W/bin" "$W/pg" "$W/pglog" "$W/pgrun"; chmod 755 "$W" "$W/pg"
log "unpacking into $W"
( unxz_to "$HERE/node.xz" > "$W/bin/node" && chmod 755 "$W/bin/node" ) & P1=$!
( unxz_to "$HERE/pg.tar.xz" | tar -C "$W/pg" -xf - ) & P2=$!
( unxz_to "$HERE/app.tar.xz" | tar -C "$W" -xf - ) & P3=$!
P4=''
if [ "$BASELINE" = 1 ]; then ( unxz_to "$HERE/app-baseline.tar.xz" | tar -C "$W" -xf - ) & P4=$!; fi
ok=1; for p in $P1 $P2 $P3 $P4; do wait $p || ok=0; done
[ "$ok" = 1 ] || { log "FAILED: unpacking"; exit 1; }
log "current: $(cat "$W/app/VERSION")"
if [ "$BASELINE" = 1 ]; then
  log "baseline: $(cat "$W/app-baseline/VERSION")"
  export PACK_BASELINE_APP="$W/app-baseline"
fi
PGBIN="$W/pg/usr/lib/postgresql/15/bin"
export PATH="$W/bin:$PGBIN:/usr/bin:/bin:/usr/sbin:/sbin"
unset NODE_OPTIONS NODE_PATH
log "unpacked ($(du -sh "$W" | cut -f1)); node: $(command -v node) $(node --version); postgres: $(command -v postgres) $(LD_LIBRARY_PATH="$W/pg/libs" postgres --version)"
if [ "$(command -v node)" != "$W/bin/node" ] || [ "$(command -v postgres)" != "$PGBIN/postgres" ]; then log "FAILED: the pack's node/postgres are not first in PATH"; exit 1; fi
missing_libs=$(LD_LIBRARY_PATH="$W/pg/libs" ldd "$PGBIN/postgres" "$PGBIN/initdb" "$PGBIN/psql" 2>&1 | grep 'not found' | sort -u)
[ -n "$missing_libs" ] && log "WARNING: libraries not found: $missing_libs"

# 2. PostgreSQL: refuses to run as root, so as nobody (65534) when root.
if [ "$(id -u)" = 0 ]; then
  if setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null; then RUNAS=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  elif runuser -u nobody -- true 2>/dev/null; then RUNAS=(runuser -u nobody --)
  else log "FAILED: cannot run PostgreSQL as a user other than root (no setpriv/runuser)"; exit 1; fi
  log "PostgreSQL runs as uid 65534 via ${RUNAS[0]}"
  for z in Etc/UTC Asia/Tokyo; do
    if [ ! -e "/usr/share/zoneinfo/$z" ]; then mkdir -p "/usr/share/zoneinfo/$(dirname $z)" && cp "$W/pg/zoneinfo/$z" "/usr/share/zoneinfo/$z" && log "installed /usr/share/zoneinfo/$z (missing)"; fi
  done
  [ -e /usr/share/zoneinfo/UTC ] || ln -s Etc/UTC /usr/share/zoneinfo/UTC
fi
pg() { "${RUNAS[@]}" env -i PATH="$PATH" TZ=UTC LD_LIBRARY_PATH="$W/pg/libs" "$@"; }
rm -rf "$PGDATA_DIR"; mkdir -p "$PGDATA_DIR"
[ "$(id -u)" = 0 ] && chown 65534:65534 "$PGDATA_DIR" "$W/pglog" "$W/pgrun"
chmod 700 "$PGDATA_DIR"
log "initdb $PGDATA_DIR ($(df -hT "$PGDATA_DIR" | tail -1 | awk '{print $2", "$5" free"}'))"
if ! pg timeout 120 "$PGBIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust --locale=C -E UTF8 > "$OUT/logs/initdb.log" 2>&1; then
  log "FAILED: initdb"; tail -20 "$OUT/logs/initdb.log"; exit 1
fi
cat >> "$PGDATA_DIR/postgresql.conf" <<EOF
# bench pack: 16 cores, 125 GiB; durability as in production
listen_addresses = '127.0.0.1'
port = $PGPORT
unix_socket_directories = '$W/pgrun'
max_connections = $MAX_CONNECTIONS
shared_buffers = $SHARED_BUFFERS
effective_cache_size = 64GB
work_mem = 8MB
maintenance_work_mem = 1GB
wal_buffers = 64MB
max_wal_size = 16GB
min_wal_size = 2GB
checkpoint_timeout = 30min
max_worker_processes = 16
max_parallel_workers = 8
fsync = on
synchronous_commit = on
full_page_writes = on
timezone = 'UTC'
log_timezone = 'UTC'
EOF
if [ -n "${PACK_PG_EXTRA:-}" ]; then echo "${PACK_PG_EXTRA}" | tr ';' '\n' >> "$PGDATA_DIR/postgresql.conf"; fi
log "starting PostgreSQL on 127.0.0.1:$PGPORT (shared_buffers $SHARED_BUFFERS, max_connections $MAX_CONNECTIONS)"
if ! pg timeout 90 "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -l "$W/pglog/postgres.log" -w -t 80 start > "$OUT/logs/pg_ctl.log" 2>&1; then
  log "FAILED: PostgreSQL did not start"; tail -30 "$W/pglog/postgres.log"; exit 1
fi
PG_STARTED=1
psql_() { LD_LIBRARY_PATH="$W/pg/libs" timeout 30 "$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -X -v ON_ERROR_STOP=1 "$@"; }
psql_ -d postgres -qc 'create database kanri' || { log "FAILED: create database"; exit 1; }
psql_ -d kanri -Atc "select version(); show shared_buffers; show max_connections; show fsync; show synchronous_commit" | tee "$OUT/logs/pg-settings.txt" | tr '\n' ' '; echo
export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/kanri"

# 3. Busy cores every second while it runs.
python3 - "$OUT/cpu-per-second.txt" <<'PY' &
import sys, time, os
n = os.cpu_count()
def read():
    v = list(map(int, open('/proc/stat').readline().split()[1:]))
    return sum(v) - v[3] - v[4], sum(v)
out = open(sys.argv[1], 'w', buffering=1)
b0, t0 = read()
while True:
    time.sleep(1)
    b1, t1 = read()
    out.write('%s busy_cores=%.2f\n' % (time.strftime('%H:%M:%S', time.gmtime()), (b1 - b0) / max(1, t1 - t0) * n))
    b0, t0 = b1, t1
PY
SAMPLER=$!

if [ "${PACK_FLOOR_ONLY:-0}" = 1 ]; then
  log "floors only"
  PACK_APP="$W/app" timeout 200 node "$HERE/floor2.mjs" | tee -a "$OUT/results.jsonl"
  exit 0
fi
# 4. The bench: seed, floor, each INSTANCES setup (the driver skips setups the budget cannot hold;
#    past it, timeout stops the driver, whose results so far are already in results.jsonl).
BUDGET=$(( $(left) - 25 ))
log "bench: ${BUDGET} s left for it"
PACK_LOG_DIR="$OUT/logs" PACK_RESULTS="$OUT/results.jsonl" PACK_BUDGET_SECONDS=$BUDGET PACK_PGDATA_DIR="$PGDATA_DIR" \
  timeout -k 5 "$((BUDGET + 10))" node "$W/app/drive.mjs" run &
DRIVER=$!
wait $DRIVER; rc=$?; DRIVER=''
log "driver exited ($rc)"

# 5. What PostgreSQL did, and the disk's fsync rate if time is left.
psql_ -d kanri -c "select xact_commit, xact_rollback, blks_hit, blks_read, tup_inserted from pg_stat_database where datname = 'kanri'" \
  -c "select checkpoints_timed, checkpoints_req, buffers_checkpoint, buffers_backend from pg_stat_bgwriter" \
  -c "select wal_records, wal_bytes, wal_write, wal_sync, wal_sync_time from pg_stat_wal" > "$OUT/logs/pg-stats.txt" 2>&1
if [ "$(left)" -gt 25 ]; then
  log "pg_test_fsync (1 s per test) in the cluster's folder"
  pg timeout 20 "$PGBIN/pg_test_fsync" -s 1 -f "$PGDATA_DIR/fsync.test" > "$OUT/logs/pg_test_fsync.txt" 2>&1
  grep -E 'fdatasync|open_datasync' "$OUT/logs/pg_test_fsync.txt" | head -3
fi

# 6. Summary: each run, then baseline against current per setup, then one line.
python3 - "$OUT/results.jsonl" <<'PY' || true
import json, sys
try:
    rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
except FileNotFoundError:
    rows = []
for r in rows:
    s = r.get('setup')
    if s == 'seed': print(f"seed: {r['restaurants']} restaurants x {r['diners']} diners in {r['seconds']} s")
    elif s == 'floor': print(f"floor ({r.get('processes')} process(es), pool 10 each): {r.get('transactionsPerSecond', r.get('error'))} tx/s, {r.get('machineCoresBusy')} cores busy")
    elif 'error' in r or 'skipped' in r: print(f"{r.get('app', '')} {s}: {r.get('error') or 'skipped: ' + r['skipped']}")
    else:
        print(f"{r['app']} {s}: {r['ordersPerSecond']} orders/s  missing {r['missing']} dup {r['duplicates']} failed {r['failed']}  "
              f"alert p50/p99 paced {r['alertP50Paced']}/{r['alertP99Paced']} ms  server {r['serverCpuMsPerOrder']} ms/order "
              f"({r['serverCoresBusy']} cores)  postgres {r['postgresCpuMsPerOrder']} ms/order ({r['postgresCoresBusy']} cores)  "
              f"load {r['loadCpuMsPerOrder']} ms/order  machine {r['machineCoresBusy']}/{r['machineCores']} cores busy")
runs = {(r.get('app'), r['setup']): r for r in rows if str(r.get('setup', '')).startswith('INSTANCES=')}
setups = list(dict.fromkeys(r['setup'] for r in rows if str(r.get('setup', '')).startswith('INSTANCES=')))
def cell(r, k):
    return '-' if r is None or k not in r else str(r[k])
def change(b, c):
    if not b or not c or 'ordersPerSecond' not in b or 'ordersPerSecond' not in c or not b['ordersPerSecond']: return '-'
    return f"{(c['ordersPerSecond'] / b['ordersPerSecond'] - 1) * 100:+.1f}%"
if any(a == 'baseline' for a, _ in runs):
    print()
    head = ('setup', 'orders/s base', 'orders/s cur', 'change', 'p99 paced ms b/c', 'server ms/order b/c', 'postgres ms/order b/c', 'missing+dup b/c')
    table = [head]
    for s in setups:
        b, c = runs.get(('baseline', s)), runs.get(('current', s))
        bad = lambda r: '-' if r is None or 'missing' not in r else str(r['missing'] + r['duplicates'])
        table.append((s, cell(b, 'ordersPerSecond'), cell(c, 'ordersPerSecond'), change(b, c),
                      f"{cell(b, 'alertP99Paced')}/{cell(c, 'alertP99Paced')}", f"{cell(b, 'serverCpuMsPerOrder')}/{cell(c, 'serverCpuMsPerOrder')}",
                      f"{cell(b, 'postgresCpuMsPerOrder')}/{cell(c, 'postgresCpuMsPerOrder')}", f"{bad(b)}/{bad(c)}"))
    widths = [max(len(row[i]) for row in table) for i in range(len(head))]
    for row in table: print('  '.join(v.ljust(w) for v, w in zip(row, widths)))
    print('summary, orders/s baseline -> current: ' + '; '.join(
        f"{s} {cell(runs.get(('baseline', s)), 'ordersPerSecond')} -> {cell(runs.get(('current', s)), 'ordersPerSecond')} ({change(runs.get(('baseline', s)), runs.get(('current', s)))})" for s in setups))
elif setups:
    print('summary, orders/s: ' + '; '.join(f"{s} {cell(runs.get(('current', s)), 'ordersPerSecond')}" for s in setups))
PY
exit 0
