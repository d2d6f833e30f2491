#!/bin/sh
# Mine referee benchmark: cells/s and peak memory of `gridgames judge mine` against the classic
# baseline (bench/mine_baseline.cpp), on generated input (never committed).
#   bench/mine.sh BUILD_DIR [T N M PERCENT]     default: 50 cases of 1000 x 1000, half mines
set -eu
build=${1:?usage: bench/mine.sh BUILD_DIR [T N M PERCENT]}
cases=${2:-50} rows=${3:-1000} cols=${4:-1000} percent=${5:-50}
input=$(mktemp /tmp/gridgames-mine-bench-XXXXXX)
trap 'rm -f "$input" "$input.time" "$input.out1" "$input.out2"' EXIT
"$build/bench/bench_mine_generate" "$cases" "$rows" "$cols" "$percent" 1 > "$input"
cells=$((cases * rows * cols))
echo "input: $cases cases of $rows x $cols, $percent% mines, $(wc -l < "$input") lines, $(du -m "$input" | cut -f1) MB"
run() {
  name=$1; shift
  /usr/bin/time -v "$@" < "$input" > "$input.$name" 2> "$input.time"
  wall=$(grep 'Elapsed (wall clock)' "$input.time" | awk '{print $NF}')
  user=$(grep 'User time' "$input.time" | awk '{print $NF}')
  sys=$(grep 'System time' "$input.time" | awk '{print $NF}')
  rss=$(grep 'Maximum resident' "$input.time" | awk '{print $NF}')
  cpu=$(echo "$user + $sys" | bc)
  rate=$(echo "scale=1; $cells / $cpu / 1000000" | bc)
  echo "$name: wall $wall, cpu ${cpu}s, $rate M cells/s (cpu), peak RSS $((rss / 1024)) MB"
}
run gridgames "$build/gridgames" judge mine
run baseline "$build/bench/bench_mine_baseline"
if cmp -s "$input.gridgames" "$input.baseline"; then echo "outputs: identical"; else
  echo "outputs: differ on $(diff "$input.gridgames" "$input.baseline" | grep -c '^<') cases (the baseline's formula is wrong where numbers touch two regions)"; fi
