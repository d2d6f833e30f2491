#!/usr/bin/env bash
# The same gridgames command run by two (or more) binaries in alternation, ROUNDS times, so that
# a shared machine's load falls alike on each: a Markdown row per round and binary with the CPU
# seconds (user + sys) and wall seconds from /usr/bin/time, and the command's last output line
# (e.g. a node count), to compare two builds or two commits.
# Usage: bench/compare_binaries.sh ROUNDS BINARY... -- ARGS...
#   e.g. bench/compare_binaries.sh 3 /tmp/a/gridgames /tmp/b/gridgames -- othello perft 12
#        head -5 data/othello/ffo40-59.obf > /tmp/ffo40-44.obf &&
#          bench/compare_binaries.sh 3 A B -- othello solve /tmp/ffo40-44.obf
set -euo pipefail
rounds=${1:?usage: bench/compare_binaries.sh ROUNDS BINARY... -- ARGS...}
shift
binaries=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do binaries+=("$1"); shift; done
[ $# -gt 0 ] || { echo "usage: bench/compare_binaries.sh ROUNDS BINARY... -- ARGS..." >&2; exit 1; }
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| round | binary | CPU s | wall s | last output line |"
echo "| ---: | --- | ---: | ---: | --- |"
for round in $(seq "$rounds"); do
  for binary in "${binaries[@]}"; do
    /usr/bin/time -f "%U %S %e" -o "$tmp/time" "$binary" "$@" > "$tmp/out"
    read -r user sys wall < <(tail -1 "$tmp/time")
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    printf '| %d | %s | %s | %s | %s |\n' "$round" "$binary" "$cpu" "$wall" "$(tail -1 "$tmp/out" | cut -c1-80)"
  done
done
