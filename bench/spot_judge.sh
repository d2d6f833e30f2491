#!/usr/bin/env bash
# Whole-command cost of `gridgames judge spot` on two large inputs, generated here (never
# committed): one random game on an N x N board (2N moves, bench/spot_random_input.py), and the
# spec sample (examples/spot.txt: 2 games of N = 2) repeated many times. Prints a Markdown row
# per input: its size, the verdicts' count, CPU seconds (user + sys), wall seconds and peak
# resident memory, all from /usr/bin/time.
# Usage: bench/spot_judge.sh [GRIDGAMES_BINARY] [N] [REPEATS]   (default 1000000 and 100000)
set -euo pipefail
binary=${1:-build/release/gridgames}
n=${2:-1000000}
repeats=${3:-100000}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 "$here/spot_random_input.py" "$n" > "$tmp/random.txt"
# The sample without its final "0", repeated, then one "0".
sample=$(sed '$d' "$here/../examples/spot.txt")
for _ in $(seq "$repeats"); do printf '%s\n' "$sample"; done > "$tmp/sample.txt"
echo 0 >> "$tmp/sample.txt"
echo "| input | MB | verdicts | CPU s | wall s | peak RSS MiB |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
row() {
  label=$1 file=$2
  /usr/bin/time -f "%U %S %e %M" -o "$tmp/time" "$binary" judge spot "$file" > "$tmp/out"
  read -r user sys wall rss < <(tail -1 "$tmp/time")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.1f", b / 1e6 }')
  mib=$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')
  printf '| %s | %s | %d | %s | %s | %s |\n' "$label" "$mb" "$(wc -l < "$tmp/out")" "$cpu" "$wall" "$mib"
}
row "one random game, N = $n ($((2 * n)) moves)" "$tmp/random.txt"
row "spec sample x $repeats ($((2 * repeats)) games of N = 2)" "$tmp/sample.txt"
