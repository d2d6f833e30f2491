#!/usr/bin/env bash
# Exact endgame solving, gridgames against Edax 4.6 without weights, side by side in one run:
# each position is solved by `gridgames othello solve --json` and then by
# `edax -solve FILE -n 1 -l 60` (both single-threaded, one position per call, one after the
# other on the same machine), and the script prints per position the score, the nodes and the
# CPU seconds (user + sys) and wall seconds (both from /usr/bin/time) of both and Edax's CPU time over gridgames',
# then the totals. Both programs must agree on every score: a disagreement is marked
# **DISAGREE** and counted in the totals (exit status 1).
#
# Usage:  bench/othello_endgame_vs_edax.sh [OBF_FILE...]
#         (default: data/othello/ffo40-59.obf bench/othello_random_endgames.obf)
# Env:    GRIDGAMES          gridgames binary (default build/release/gridgames in the repository)
#         GRIDGAMES_ANCHORS  where bench/othello_anchors.sh installed Edax (default ~/anchors);
#                            EDAX overrides the command (default $GRIDGAMES_ANCHORS/bin/edax, the
#                            wrapper passing the all-zero weights and the empty book)
#         FIRST=N            only the first N positions of each file (default: all)
#         SKIP=N             skip the first N positions of each file (default 0)
#         GG_SOLVE_ARGS      extra arguments for gridgames solve (e.g. "--table-mb 64")
#         EDAX_ARGS          extra arguments for Edax (e.g. "-h 24" for a larger hash table)
#         TIMEOUT=S          give up a position after S seconds per program (default 3600)
#         EDAX_CPU_CAP=F     stop Edax once it has used F times gridgames' CPU time on the
#                            position (plus 2 s): enough to show which is faster without
#                            waiting for Edax's long solves. A stopped Edax is reported as
#                            "stopped > N s" and counts as gridgames faster; the totals then
#                            hold N, a lower bound of Edax's time (default: no cap)
# Output: Markdown on standard output (a table per file, then its totals), ready for
#         bench/RESULTS.md. Position files: OBF lines (64 squares, side to move, '; comment');
#         lines starting with % or # are skipped. Regenerate the random set with
#         bench/othello_make_sets.py endgames.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
gg=${GRIDGAMES:-$repo/build/release/gridgames}
anchors=${GRIDGAMES_ANCHORS:-$HOME/anchors}
edax=${EDAX:-$anchors/bin/edax}
first=${FIRST:-0}
skip=${SKIP:-0}
limit=${TIMEOUT:-3600}
cap=${EDAX_CPU_CAP:-}
[ -x "$gg" ] || { echo "no gridgames binary at $gg (set GRIDGAMES)" >&2; exit 2; }
[ -x "$edax" ] || { echo "no Edax at $edax: run bench/othello_anchors.sh (or set GRIDGAMES_ANCHORS / EDAX)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  set -- "$repo/data/othello/ffo40-59.obf" "$repo/bench/othello_random_endgames.obf"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
disagreements=0

# cpu FILE: user + sys seconds from a /usr/bin/time -f '%U %S %e' file ("" when missing)
cpu() { awk 'END { if (NF >= 3) printf "%.2f", $(NF-2) + $(NF-1) }' "$1" 2>/dev/null; }
# wall FILE: elapsed seconds from the same file
wall() { awk 'END { if (NF >= 3) printf "%.2f", $NF }' "$1" 2>/dev/null; }

echo "Endgame, gridgames ($gg) against Edax without weights ($edax), $(date -u +%Y-%m-%dT%H:%MZ), $(uname -n), $(nproc) cores, load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
for file in "$@"; do
  [ -r "$file" ] || { echo "cannot read $file" >&2; exit 2; }
  echo "### $(basename "$file")"
  echo
  echo "| # | empties | score gridgames | score Edax | nodes gridgames | CPU s gridgames | wall s gridgames | nodes Edax | CPU s Edax | wall s Edax | Edax / gridgames CPU |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  n=0; k=0; faster=0
  tot_gg_nodes=0; tot_ed_nodes=0; tot_gg_cpu=0; tot_ed_cpu=0; tot_gg_wall=0; tot_ed_wall=0
  declare -A by_n=() by_gg=() by_ed=() by_faster=()  # per number of empties
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in ''|'%'*|'#'*) continue ;; esac
    k=$((k + 1))
    [ "$k" -le "$skip" ] && continue
    [ "$first" -gt 0 ] && [ "$n" -ge "$first" ] && break
    n=$((n + 1))
    printf '%s\n' "$line" > "$tmp/pos.obf"
    squares=${line:0:64}
    empties=$(tr -cd '-' <<<"$squares" | wc -c)
    # The label: FFO #N for the files named ffoA-B.obf (numbered from A), else the comment
    # (unless it is a list of move values), else the line's rank in the file.
    label=$(sed -n 's/^[^;]*; *\([^;:]*\)$/\1/p' <<<"$line" | cut -c1-24)
    [ -n "$label" ] || label=$k
    if [[ $(basename "$file") =~ ^ffo([0-9]+)- ]]; then label="FFO #$((BASH_REMATCH[1] + k - 1))"; fi

    timeout "$limit" /usr/bin/time -f '%U %S %e' -o "$tmp/gg.time" "$gg" othello solve "$tmp/pos.obf" --json \
      ${GG_SOLVE_ARGS:-} > "$tmp/gg.out" 2> "$tmp/gg.err"
    gg_rc=$?
    gg_score=$(sed -n 's/.*"score": *\(-\?[0-9]*\).*/\1/p' "$tmp/gg.out" | head -1)
    gg_nodes=$(sed -n 's/.*"nodes": *\([0-9]*\).*/\1/p' "$tmp/gg.out" | head -1)
    gg_cpu=$(cpu "$tmp/gg.time")
    gg_wall=$(wall "$tmp/gg.time")

    # With a cap, the kernel stops Edax (SIGXCPU, then SIGKILL) at its CPU limit.
    cpu_limit=unlimited
    if [ -n "$cap" ] && [ -n "$gg_cpu" ]; then
      cpu_limit=$(awk -v g="$gg_cpu" -v f="$cap" 'BEGIN { printf "%d", g * f + 2.999 }')
    fi
    (cd "$tmp" && prlimit --cpu="$cpu_limit" timeout "$limit" /usr/bin/time -f '%U %S %e' -o "$tmp/ed.time" "$edax" -solve "$tmp/pos.obf" -n 1 -l 60 \
      ${EDAX_ARGS:-} > "$tmp/ed.out" 2> "$tmp/ed.err")
    ed_rc=$?
    stopped=""
    if [ "$cpu_limit" != unlimited ] && [ "$ed_rc" -ne 0 ]; then
      stopped=$cpu_limit
    fi
    # Edax's result line: "  1|   22   +00        0:21.213      93116064    4389575 h4 ..."
    ed_line=$(awk -F'|' '/^ *1\|/ { print $2; exit }' "$tmp/ed.out")
    read -r _ ed_raw _ ed_nodes _ <<<"$ed_line"
    ed_cpu=$(cpu "$tmp/ed.time")
    ed_wall=$(wall "$tmp/ed.time")

    if [ "$gg_rc" -ne 0 ] || [ -z "$gg_score" ]; then gg_score="failed (exit $gg_rc)"; fi
    if [ -n "$stopped" ]; then
      ed_score="stopped > $stopped s"
      ed_cpu=$stopped
      ed_nodes=""
    elif [ "$ed_rc" -ne 0 ] || [ -z "${ed_raw:-}" ]; then
      ed_score="failed (exit $ed_rc)"
    else
      ed_score=$(awk -v s="$ed_raw" 'BEGIN { printf "%d", s + 0 }')  # +00, -04 -> 0, -4
    fi
    mark=""
    if [ -z "$stopped" ] && [ "$gg_score" != "$ed_score" ]; then mark=" **DISAGREE**"; disagreements=$((disagreements + 1)); fi
    ratio=""
    if [ -n "$gg_cpu" ] && [ -n "$ed_cpu" ]; then
      ratio=$(awk -v a="$ed_cpu" -v b="$gg_cpu" 'BEGIN { printf "%.2f", a / (b > 0.005 ? b : 0.005) }')
      faster=$(awk -v a="$ed_cpu" -v b="$gg_cpu" -v f="$faster" 'BEGIN { print f + (b < a) }')
      tot_gg_cpu=$(awk -v a="$tot_gg_cpu" -v b="$gg_cpu" 'BEGIN { printf "%.2f", a + b }')
      tot_ed_cpu=$(awk -v a="$tot_ed_cpu" -v b="$ed_cpu" 'BEGIN { printf "%.2f", a + b }')
      tot_gg_wall=$(awk -v a="${tot_gg_wall:-0}" -v b="${gg_wall:-0}" 'BEGIN { printf "%.2f", a + b }')
      tot_ed_wall=$(awk -v a="${tot_ed_wall:-0}" -v b="${ed_wall:-0}" 'BEGIN { printf "%.2f", a + b }')
      by_n[$empties]=$((${by_n[$empties]:-0} + 1))
      by_gg[$empties]=$(awk -v a="${by_gg[$empties]:-0}" -v b="$gg_cpu" 'BEGIN { printf "%.2f", a + b }')
      by_ed[$empties]=$(awk -v a="${by_ed[$empties]:-0}" -v b="$ed_cpu" 'BEGIN { printf "%.2f", a + b }')
      by_faster[$empties]=$(awk -v a="$ed_cpu" -v b="$gg_cpu" -v f="${by_faster[$empties]:-0}" 'BEGIN { print f + (b < a) }')
    fi
    tot_gg_nodes=$((tot_gg_nodes + ${gg_nodes:-0}))
    tot_ed_nodes=$((tot_ed_nodes + ${ed_nodes:-0}))
    echo "| $label | $empties | $gg_score | $ed_score$mark | ${gg_nodes:-?} | ${gg_cpu:-?} | ${gg_wall:-?} | ${ed_nodes:-?} | ${ed_cpu:-?} | ${ed_wall:-?} | $ratio |"
  done < "$file"
  ratio=$(awk -v a="$tot_ed_cpu" -v b="$tot_gg_cpu" 'BEGIN { if (b > 0) printf "%.2f", a / b }')
  echo "| **total** ($n positions) | | | | $tot_gg_nodes | $tot_gg_cpu | ${tot_gg_wall:-0} | $tot_ed_nodes | $tot_ed_cpu | ${tot_ed_wall:-0} | $ratio |"
  echo
  echo "gridgames used less CPU than Edax on $faster of $n positions; load at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  if [ "${#by_n[@]}" -gt 1 ]; then
    echo "| empties | positions | CPU s gridgames | CPU s Edax | Edax / gridgames | gridgames faster on |"
    echo "| --- | --- | --- | --- | --- | --- |"
    for e in $(printf '%s\n' "${!by_n[@]}" | sort -n); do
      echo "| $e | ${by_n[$e]} | ${by_gg[$e]} | ${by_ed[$e]} | $(awk -v a="${by_ed[$e]}" -v b="${by_gg[$e]}" 'BEGIN { if (b > 0) printf "%.2f", a / b }') | ${by_faster[$e]} |"
    done
    echo
  fi
done
if [ "$disagreements" -gt 0 ]; then
  echo "**$disagreements score disagreement(s) between gridgames and Edax.**"
  exit 1
fi
echo "Both programs agree on every score."
