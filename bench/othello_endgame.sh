#!/usr/bin/env bash
# Solves FFO positions one at a time and prints a Markdown table row per position:
# number, empties, score, move, nodes, CPU seconds, wall seconds, and whether the score
# matches the file's known best score.
# CPU seconds are user time. More arguments go to `othello solve` (e.g. --threads 2, --table-mb 2048).
# Usage: bench/othello_endgame.sh [GRIDGAMES_BINARY] [FIRST] [LAST] [SOLVE_OPTION...]
#        (FFO numbers, 40..59), e.g. bench/othello_endgame.sh build/release/gridgames 45 45 --threads 2
set -euo pipefail
binary=${1:-build/release/gridgames}
first=${2:-40}
last=${3:-49}
shift $(($# < 3 ? $# : 3))
here=$(cd "$(dirname "$0")" && pwd)
suite="$here/../data/othello/ffo40-59.obf"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| FFO | empties | score | move | nodes | CPU s | wall s | known score |"
echo "| ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |"
for n in $(seq "$first" "$last"); do
  line=$(sed -n "$((n - 39))p" "$suite")
  echo "$line" > "$tmp/p.obf"
  empties=$(printf '%s' "${line:0:64}" | tr -cd '-' | wc -c)
  known=$(printf '%s' "$line" | sed -E 's/^[^;]*; *[A-H][1-8]:([+-][0-9]+);.*/\1/')
  /usr/bin/time -f "%U %e" -o "$tmp/time" "$binary" othello solve --json "$@" "$tmp/p.obf" > "$tmp/out"
  read -r cpu wall < "$tmp/time"
  score=$(sed -E 's/.*"score":(-?[0-9]+).*/\1/' "$tmp/out")
  move=$(sed -E 's/.*"move":"([a-h][1-8]|pass)".*/\1/' "$tmp/out")
  nodes=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' "$tmp/out")
  ok="no ($known)"
  [ "$score" -eq "$known" ] && ok="yes ($known)"
  printf '| #%d | %d | %+d | %s | %s | %s | %s | %s |\n' "$n" "$empties" "$score" "$move" "$nodes" "$cpu" "$wall" "$ok"
done
