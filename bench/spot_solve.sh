#!/usr/bin/env bash
# The Spot Game solved from the empty board by search alone (no counting lemma), N = 2 to LAST,
# one board at a time: a Markdown table row per board with the value, nodes, memo entries, and
# CPU / wall seconds from /usr/bin/time. Boards beyond the node limit are reported as such.
# Usage: bench/spot_solve.sh [GRIDGAMES_BINARY] [LAST] [NODE_LIMIT]
#   e.g. bench/spot_solve.sh build/release/gridgames 6 2000000000
set -euo pipefail
binary=${1:-build/release/gridgames}
last=${2:-5}
limit=${3:-0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| N | value | nodes | memo entries | CPU s | wall s |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: |"
for n in $(seq 2 "$last"); do
  status=0
  /usr/bin/time -f "%U %S %e" -o "$tmp/time" "$binary" spot solve --size "$n" --search-only \
    --nodes "$limit" --json > "$tmp/out" 2> "$tmp/err" || status=$?
  read -r user sys wall < <(tail -1 "$tmp/time")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  if [ "$status" -eq 0 ]; then
    value=$(sed -E 's/.*"value":(-?[0-9]+).*/\1/' "$tmp/out")
    nodes=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' "$tmp/out")
    memo=$(sed -E 's/.*"memo_entries":([0-9]+).*/\1/' "$tmp/out")
    printf '| %d | %+d | %s | %s | %s | %s |\n' "$n" "$value" "$nodes" "$memo" "$cpu" "$wall"
  else
    printf '| %d | not decided (exit %d: %s) | | | %s | %s |\n' "$n" "$status" "$(head -c 80 "$tmp/err")" "$cpu" "$wall"
  fi
done
