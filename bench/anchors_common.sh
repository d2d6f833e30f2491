# Shared by bench/othello_anchors.sh and bench/gomoku_anchors.sh (sourced, not run): where the
# anchors go and how their public sources are unpacked there (never into this repository).
# Needs: $anchors (the install folder) and a `say` function for messages.

# unpack NAME REPO REF [PATHS...]: the sources of REF (only PATHS when given) into
# $anchors/src/NAME (from a local git directory as it is, or from a bare clone of a URL), and
# prints the commit. Unpacks again only when the commit changed (or FORCE=1).
unpack() {
  local name=$1 repo=$2 ref=$3 gitdir dest=$anchors/src/$1
  shift 3
  if [ -d "$repo" ]; then
    gitdir=$repo
    [ -d "$repo/.git" ] && gitdir=$repo/.git
  else
    gitdir=$anchors/src/$name.git
    [ -d "$gitdir" ] || git clone --bare --quiet "$repo" "$gitdir"
  fi
  local commit
  commit=$(git --git-dir="$gitdir" rev-parse "$ref^{commit}") || { say "no $ref in $repo"; exit 1; }
  if [ "${FORCE:-0}" = 1 ] || [ "$(cat "$dest/.commit" 2>/dev/null)" != "$commit" ]; then
    rm -rf "$dest" && mkdir -p "$dest"
    git --git-dir="$gitdir" archive "$commit" "$@" | tar -x -C "$dest" \
      || { say "could not unpack $name $ref from $repo"; exit 1; }
    echo "$commit" > "$dest/.commit"
  fi
  echo "$commit"
}
