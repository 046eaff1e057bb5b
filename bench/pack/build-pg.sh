#!/bin/bash
# Builds STAGE/pg.tar.xz (called by build.sh): PostgreSQL 15 from this (Debian 12) machine's packages,
# in Debian's relative layout, plus every shared library the binaries and modules need except glibc's
# own and libstdc++/libgcc_s, so it runs on a machine with no PostgreSQL installed.
set -eu
STAGE=${1:?STAGE folder}
R=$STAGE/pg
rm -rf "$R"; mkdir -p "$R/usr/lib/postgresql/15/bin" "$R/usr/lib/postgresql/15/lib" "$R/usr/share/postgresql" "$R/libs" "$R/zoneinfo/Etc" "$R/zoneinfo/Asia"
for b in postgres initdb pg_ctl pg_isready psql pg_test_fsync; do cp -a /usr/lib/postgresql/15/bin/$b "$R/usr/lib/postgresql/15/bin/"; done
ln -s postgres "$R/usr/lib/postgresql/15/bin/postmaster"
for f in /usr/lib/postgresql/15/lib/*.so; do case $(basename $f) in llvmjit*) continue;; esac; cp -a $f "$R/usr/lib/postgresql/15/lib/"; done
cp -a /usr/share/postgresql/15 "$R/usr/share/postgresql/"
rm -rf "$R/usr/share/postgresql/15/man"
# zoneinfo, installed on the target only where its own is missing
cp /usr/share/zoneinfo/Etc/UTC "$R/zoneinfo/Etc/UTC"; cp /usr/share/zoneinfo/Asia/Tokyo "$R/zoneinfo/Asia/Tokyo"
skip='^(libc|libm|libdl|libpthread|libresolv|librt|libstdc\+\+|libgcc_s|ld-linux-x86-64|linux-vdso)\.'
for f in "$R"/usr/lib/postgresql/15/bin/* "$R"/usr/lib/postgresql/15/lib/*.so; do [ -L "$f" ] && continue; ldd "$f" | awk '/=> \//{print $1" "$3}'; done | sort -u |
while read -r name path; do
  echo "$name" | grep -Eq "$skip" && continue
  cp -L "$path" "$R/libs/$name"
done
# second pass: dependencies of the carried libraries
for i in 1 2; do for f in "$R"/libs/*; do ldd "$f" | awk '/=> \//{print $1" "$3}'; done | sort -u | while read -r name path; do
  echo "$name" | grep -Eq "$skip" && continue; [ -e "$R/libs/$name" ] || cp -L "$path" "$R/libs/$name"; done; done
strip --strip-unneeded "$R"/libs/* 2>/dev/null || true
du -sh "$R"; ls "$R/libs"
tar -C "$R" -cf - . | xz -9 -T2 > "$STAGE/pg.tar.xz"
ls -la "$STAGE/pg.tar.xz"
