#!/usr/bin/env bash
# Builds the real Othello engines gridgames is measured against, OUTSIDE the repository (their
# code, weights and binaries are never committed):
#
#   Edax 4.6 (abulmo/edax-reversi, tag v4.6), as a search-only engine: it refuses to start
#     without its weights file data/eval.dat, which is not in its repository, so this script
#     writes an all-zero one of the right format (src/eval.c, eval_open: the tags EDAX and EVAL,
#     version/release/build as three 32-bit integers, a double for the date, then 61 stages of
#     114,364 16-bit weights = 13,952,436 bytes), and an empty level-1 opening book made once
#     (without a book file Edax builds one at level 21 on every start, about 80 s here).
#   Egaroucid's web engine (Nyanyan/Egaroucid, src/web/: its evaluation weights are in the
#     source), driven by bench/anchors/egaroucid_web_driver.cpp (our line protocol, see its header).
#
# Usage:   bench/othello_anchors.sh            (idempotent: skips what is already built)
# Env:     GRIDGAMES_ANCHORS  install folder (default ~/anchors)
#          EDAX_REPO          git URL or local git directory of abulmo/edax-reversi
#                             (default https://github.com/abulmo/edax-reversi.git)
#          EDAX_REF           (default v4.6)
#          EGAROUCID_REPO     git URL or local git directory of Nyanyan/Egaroucid
#                             (default https://github.com/Nyanyan/Egaroucid.git)
#          EGAROUCID_REF      (default HEAD; the commit used is written to the log below)
#          EDAX_ARCH          Edax's ARCH (default x86-64-v3 when the CPU has AVX2 and BMI2,
#                             else x86-64)
#          FORCE=1            rebuild everything
# Result:  $GRIDGAMES_ANCHORS/bin/edax        Edax with the zero weights and the empty book
#                                              (a wrapper passing -eval-file/-book-file)
#          $GRIDGAMES_ANCHORS/bin/egaroucid-web  the web engine's native driver
#          $GRIDGAMES_ANCHORS/othello-anchors.txt  source commits and build commands used
#
# By hand, the same steps are:
#   git clone https://github.com/abulmo/edax-reversi && cd edax-reversi && git checkout v4.6
#   mkdir -p bin && cd src && make build ARCH=x86-64-v3 COMP=gcc OS=linux   # -> ../bin/lEdax-x86-64-v3
#   python3 -c 'import struct,sys; sys.stdout.buffer.write(struct.pack("<IIIIId",
#     0x45444158,0x4556414c,4,4,0,0.0) + bytes(2*61*114364))' > eval-zero.dat
#   echo quit | lEdax-x86-64-v3 -nboard -l 1 -n 1 -eval-file eval-zero.dat -book-file book-empty.dat
#   git clone https://github.com/Nyanyan/Egaroucid
#   g++ -std=c++17 -O3 -march=native -DNDEBUG -IEgaroucid/src -o egaroucid-web \
#     bench/anchors/egaroucid_web_driver.cpp -lpthread
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
anchors=${GRIDGAMES_ANCHORS:-$HOME/anchors}
edax_repo=${EDAX_REPO:-https://github.com/abulmo/edax-reversi.git}
edax_ref=${EDAX_REF:-v4.6}
ega_repo=${EGAROUCID_REPO:-https://github.com/Nyanyan/Egaroucid.git}
ega_ref=${EGAROUCID_REF:-HEAD}
if [ -z "${EDAX_ARCH:-}" ]; then
  if grep -qw avx2 /proc/cpuinfo && grep -qw bmi2 /proc/cpuinfo; then EDAX_ARCH=x86-64-v3; else EDAX_ARCH=x86-64; fi
fi
mkdir -p "$anchors/src" "$anchors/bin"
log="$anchors/othello-anchors.txt"

say() { echo "othello_anchors: $*" >&2; }

. "$here/anchors_common.sh"

# ---- Edax 4.6, search only ----
edax_commit=$(unpack edax-reversi "$edax_repo" "$edax_ref" src)
edax_dir=$anchors/src/edax-reversi
edax_bin=$edax_dir/bin/lEdax-$EDAX_ARCH
if [ "${FORCE:-0}" = 1 ] || [ ! -x "$edax_bin" ]; then
  say "building Edax $edax_ref ($edax_commit) ARCH=$EDAX_ARCH"
  mkdir -p "$edax_dir/bin"
  (cd "$edax_dir/src" && make build ARCH="$EDAX_ARCH" COMP=gcc OS=linux >"$anchors/edax-build.log" 2>&1) \
    || { say "Edax build failed, see $anchors/edax-build.log"; exit 1; }
fi
edax_data=$anchors/edax-data
mkdir -p "$edax_data"
if [ ! -s "$edax_data/eval-zero.dat" ]; then
  # Little-endian, as Edax reads it natively on x86: the tags compare equal to EDAX/EVAL.
  /usr/bin/python3 -c 'import struct,sys; sys.stdout.buffer.write(struct.pack("<IIIIId",
      0x45444158, 0x4556414c, 4, 4, 0, 0.0) + bytes(2 * 61 * 114364))' > "$edax_data/eval-zero.dat"
fi
size=$(stat -c %s "$edax_data/eval-zero.dat")
[ "$size" = 13952436 ] || { say "eval-zero.dat has $size bytes, expected 13952436"; exit 1; }
if [ ! -s "$edax_data/book-empty.dat" ]; then
  say "making Edax's empty level-1 book"
  (cd "$edax_data" && echo quit | "$edax_bin" -nboard -l 1 -n 1 -eval-file eval-zero.dat \
    -book-file book-empty.dat >/dev/null 2>&1) || true
  [ -s "$edax_data/book-empty.dat" ] || { say "Edax did not write its empty book"; exit 1; }
fi
cat > "$anchors/bin/edax" <<EOF
#!/bin/sh
# Edax $edax_ref ($edax_commit) with all-zero weights and an empty book: a search-only engine.
exec "$edax_bin" -eval-file "$edax_data/eval-zero.dat" -book-file "$edax_data/book-empty.dat" "\$@"
EOF
chmod +x "$anchors/bin/edax"

# ---- Egaroucid's web engine with our driver ----
# Only src/web is needed (the repository also holds large application resources).
ega_commit=$(unpack egaroucid "$ega_repo" "$ega_ref" src/web)
ega_bin=$anchors/bin/egaroucid-web
ega_cmd=(g++ -std=c++17 -O3 -march=native -DNDEBUG -I"$anchors/src/egaroucid/src" -o "$ega_bin"
         "$here/anchors/egaroucid_web_driver.cpp" -lpthread)
if [ "${FORCE:-0}" = 1 ] || [ ! -x "$ega_bin" ] || [ "$here/anchors/egaroucid_web_driver.cpp" -nt "$ega_bin" ]; then
  say "building Egaroucid's web engine ($ega_commit) with bench/anchors/egaroucid_web_driver.cpp"
  "${ega_cmd[@]}" 2>"$anchors/egaroucid-web-build.log" \
    || { say "driver build failed, see $anchors/egaroucid-web-build.log"; exit 1; }
fi

# ---- smoke tests: each engine answers one move ----
start='---------------------------OX------XO--------------------------- X'
reply=$(printf 'go %s X 2\nquit\n' "${start:0:64}" | "$ega_bin" | grep '^go move' || true)
[ -n "$reply" ] || { say "egaroucid-web did not answer 'go'"; exit 1; }
# Edax reads its input while it searches and stops at 'quit': give it time to answer first.
reply=$( (printf 'nboard 1\nset depth 2\ngo\n'; sleep 3; printf 'quit\n') | "$anchors/bin/edax" -nboard -n 1 2>/dev/null \
  | grep '^===' || true)
[ -n "$reply" ] || { say "edax did not answer 'go'"; exit 1; }

cat > "$log" <<EOF
Othello anchors built $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -n) ($(nproc) cores)
edax: $edax_repo $edax_ref = $edax_commit, make build ARCH=$EDAX_ARCH COMP=gcc OS=linux
      eval: all-zero ($edax_data/eval-zero.dat), book: empty level 1
egaroucid-web: $ega_repo $ega_ref = $ega_commit
      ${ega_cmd[*]}
EOF
say "done: $anchors/bin/edax, $anchors/bin/egaroucid-web (details in $log)"
