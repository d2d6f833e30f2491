#!/usr/bin/env bash
# Builds the real Gomoku engines gridgames is measured against, and the match manager, OUTSIDE
# the repository (their code and binaries are never committed):
#
#   c-gomoku-cli (nkg114mc/c-gomoku-cli), the command-line match manager: its Makefile needs
#     `-fpermissive -include cstring` with g++ 12 (added through CXXFLAGS, which it appends to).
#   PentaZen 0.4.17 (sun-yuliang/PentaZen, master; src/type.h says 0.4.17): its Makefile is
#     Windows-only, and its pattern tables are generated before the build by src/pattern (one
#     run per rule, chosen by TARGET_RULE in src/pattern/type.h: pattern_15f.h for freestyle,
#     pattern_15s.h for standard and renju); then src/{board,main,misc,movegen,protocol,search,
#     thread,tt}.cpp are compiled with the Makefile's flags (-O3 -fno-rtti -fno-exceptions).
#   Rapfi (dhbloo/rapfi, CMake in Rapfi/): its NNUE weights are not in the repository; run
#     without a config file it uses its built-in classical evaluation (alpha-beta). It also
#     gives `pbrain-rapfi opengen` (balanced openings, see bench/gomoku_anchor_match.sh).
#
# Usage:   bench/gomoku_anchors.sh              (idempotent: skips what is already built)
# Env:     GRIDGAMES_ANCHORS  install folder (default ~/anchors)
#          CGOMOKUCLI_REPO    git URL or local git directory (default https://github.com/nkg114mc/c-gomoku-cli.git)
#          PENTAZEN_REPO      (default https://github.com/sun-yuliang/PentaZen.git)
#          RAPFI_REPO         (default https://github.com/dhbloo/rapfi.git)
#          CGOMOKUCLI_REF, PENTAZEN_REF, RAPFI_REF   (default HEAD; commits used go to the log)
#          JOBS               parallel compile jobs (default 2)
#          FORCE=1            rebuild everything
# Result:  $GRIDGAMES_ANCHORS/bin/c-gomoku-cli, pbrain-pentazen, pbrain-rapfi (no config.toml is
#          installed beside Rapfi, so it runs its classical evaluation) and
#          $GRIDGAMES_ANCHORS/gomoku-anchors.txt (the commits and commands used).
#
# By hand, the same steps are:
#   (c-gomoku-cli/src)  CXXFLAGS="-fpermissive -include cstring" make
#   (PentaZen/src/pattern)  g++ -O2 -std=c++17 line.cpp main.cpp -o gen && ./gen > ../pattern_15f.h
#       then set TARGET_RULE = STANDARD in type.h, rebuild, ./gen > ../pattern_15s.h
#   (PentaZen/src)  g++ -std=c++17 -O3 -DNDEBUG -fno-rtti -fno-exceptions board.cpp main.cpp
#       misc.cpp movegen.cpp protocol.cpp search.cpp thread.cpp tt.cpp -o pbrain-pentazen -lpthread
#   (rapfi)  cmake -S Rapfi -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
anchors=${GRIDGAMES_ANCHORS:-$HOME/anchors}
jobs=${JOBS:-2}
mkdir -p "$anchors/src" "$anchors/bin"
log="$anchors/gomoku-anchors.txt"

say() { echo "gomoku_anchors: $*" >&2; }
. "$here/anchors_common.sh"

# ---- c-gomoku-cli ----
cli_commit=$(unpack c-gomoku-cli "${CGOMOKUCLI_REPO:-https://github.com/nkg114mc/c-gomoku-cli.git}" \
  "${CGOMOKUCLI_REF:-HEAD}" src)
if [ "${FORCE:-0}" = 1 ] || [ ! -x "$anchors/bin/c-gomoku-cli" ]; then
  say "building c-gomoku-cli ($cli_commit)"
  (cd "$anchors/src/c-gomoku-cli/src" && CXXFLAGS="-fpermissive -include cstring" make -j"$jobs" \
    >"$anchors/c-gomoku-cli-build.log" 2>&1) || { say "failed, see $anchors/c-gomoku-cli-build.log"; exit 1; }
  cp "$anchors/src/c-gomoku-cli/src/c-gomoku-cli" "$anchors/bin/"
fi

# ---- PentaZen 0.4.17 ----
pz_commit=$(unpack pentazen "${PENTAZEN_REPO:-https://github.com/sun-yuliang/PentaZen.git}" "${PENTAZEN_REF:-HEAD}" src)
pz=$anchors/src/pentazen/src
pz_sources=(board main misc movegen protocol search thread tt)
if [ "${FORCE:-0}" = 1 ] || [ ! -x "$anchors/bin/pbrain-pentazen" ]; then
  say "generating PentaZen's pattern tables ($pz_commit)"
  for rule in FREESTYLE:f STANDARD:s; do
    gen=$anchors/src/pentazen-pattern-${rule#*:}
    rm -rf "$gen" && cp -r "$pz/pattern" "$gen"
    sed -i "s/TARGET_RULE *= *[A-Z]*;/TARGET_RULE    = ${rule%:*};/" "$gen/type.h"
    grep -q "TARGET_RULE *= *${rule%:*};" "$gen/type.h" || { say "could not set TARGET_RULE in $gen/type.h"; exit 1; }
    g++ -std=c++17 -O2 -DNDEBUG "$gen/line.cpp" "$gen/main.cpp" -o "$gen/gen"
    "$gen/gen" > "$pz/pattern_15${rule#*:}.h"
  done
  say "building PentaZen"
  (cd "$pz" && g++ -std=c++17 -O3 -DNDEBUG -fno-rtti -fno-exceptions "${pz_sources[@]/%/.cpp}" \
    -o "$anchors/bin/pbrain-pentazen" -lpthread >"$anchors/pentazen-build.log" 2>&1) \
    || { say "failed, see $anchors/pentazen-build.log"; exit 1; }
fi

# ---- Rapfi, classical evaluation ----
rapfi_commit=$(unpack rapfi "${RAPFI_REPO:-https://github.com/dhbloo/rapfi.git}" "${RAPFI_REF:-HEAD}" Rapfi)
if [ "${FORCE:-0}" = 1 ] || [ ! -x "$anchors/bin/pbrain-rapfi" ]; then
  say "building Rapfi ($rapfi_commit; several minutes)"
  rb=$anchors/src/rapfi-build
  (cmake -S "$anchors/src/rapfi/Rapfi" -B "$rb" -DCMAKE_BUILD_TYPE=Release >"$anchors/rapfi-build.log" 2>&1 &&
   cmake --build "$rb" -j"$jobs" >>"$anchors/rapfi-build.log" 2>&1) \
    || { say "failed, see $anchors/rapfi-build.log"; exit 1; }
  cp "$rb/pbrain-rapfi" "$anchors/bin/"
fi

# ---- smoke tests: each brain answers BEGIN on an empty 15 x 15 board ----
for brain in pbrain-pentazen pbrain-rapfi; do
  reply=$( (printf 'START 15\nINFO timeout_turn 500\nBEGIN\n'; sleep 3; printf 'END\n') \
    | (cd "$anchors/bin" && timeout 20 "./$brain") 2>/dev/null | grep -E '^[0-9]+,[0-9]+' || true)
  [ -n "$reply" ] || { say "$brain did not answer BEGIN with a move"; exit 1; }
done

cat > "$log" <<EOF
Gomoku anchors built $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -n) ($(nproc) cores)
c-gomoku-cli: $cli_commit, CXXFLAGS="-fpermissive -include cstring" make
pentazen: $pz_commit (ENGINE_VERSION $(sed -n 's/.*ENGINE_VERSION *"\(.*\)".*/\1/p' "$pz/type.h")), pattern tables generated, g++ -std=c++17 -O3 -DNDEBUG -fno-rtti -fno-exceptions
rapfi: $rapfi_commit, cmake -DCMAKE_BUILD_TYPE=Release (no config file: classical evaluation)
EOF
say "done: $anchors/bin/{c-gomoku-cli,pbrain-pentazen,pbrain-rapfi} (details in $log)"
