#!/bin/sh
# Usage: scripts/apps/checkout.sh MIRROR_DIR DEST
#
# Extracts every app of scripts/apps/apps.tsv at its pinned commit into
# DEST/<name>/, from git directories already on this machine:
# MIRROR_DIR/<owner>+<name>/repo (or MIRROR_DIR/<owner>+<name> itself). It
# never touches the network: fetching the repositories is a separate step
# (see scripts/apps/README.md), and none of this runs in CI or `swift test`.
# An app whose repository or commit is missing is one line on stderr; the
# others are still checked out. Exit status 1 when any was missing.
#
# Mirrors may leave out a repository's largest files (demo GIFs,
# screenshots); a blob that is not there would stop a plain checkout (and
# `git archive`, even with the file excluded), so those files are taken out
# of the index first and counted in a note.
set -u
[ $# -eq 2 ] || { echo "usage: $0 MIRROR_DIR DEST" >&2; exit 2; }
mirror=$1 dest=$2
list=$(dirname "$0")/apps.tsv
tab=$(printf '\t')
mkdir -p "$dest" || exit 2
missing=0 done=0
while IFS="$tab" read -r name repo commit _rest; do
    case $name in '#'*|'') continue ;; esac
    gitdir=$mirror/$(echo "$repo" | tr / +)
    [ -d "$gitdir/repo" ] && gitdir=$gitdir/repo
    if ! git --git-dir="$gitdir" rev-parse -q --verify "$commit^{commit}" >/dev/null 2>&1; then
        if [ -d "$gitdir" ]; then why="commit $commit not in $gitdir"
        else why="no mirror at $gitdir (git clone --bare https://github.com/$repo $gitdir)"; fi
        echo "missing: $name ($repo): $why" >&2
        missing=$((missing + 1)); continue
    fi
    # Through an index file of our own: the mirror's is never written.
    GIT_INDEX_FILE=$(mktemp) && export GIT_INDEX_FILE
    git --git-dir="$gitdir" read-tree "$commit"
    absent=$(git --git-dir="$gitdir" ls-files -s | awk '$1 != "160000" { print $2 }' |
             git --git-dir="$gitdir" cat-file --batch-check | awk '$2 == "missing" { print $1 }')
    if [ -n "$absent" ]; then
        git --git-dir="$gitdir" ls-files -s | awk -v absent="$absent" '
            BEGIN { n = split(absent, a, "\n"); for (i = 1; i <= n; i++) gone[a[i]] = 1 }
            { split($0, f, "\t"); split(f[1], m, " "); if (m[2] in gone) print f[2] }' |
            git --git-dir="$gitdir" update-index --force-remove --stdin
        echo "note: $name: $(echo "$absent" | wc -l) files absent from the mirror, left out" >&2
    fi
    rm -rf "${dest:?}/$name" && mkdir -p "$dest/$name" &&
        git --git-dir="$gitdir" --work-tree="$dest/$name" checkout-index -a -f
    ok=$?
    # Git submodules (mode 160000: BetterBlue's BetterBlueKit, a package its
    # widget compiles) are checked out at the commit the app pins, from their
    # own mirror when there is one; else the folder stays empty, said once.
    links=$(git --git-dir="$gitdir" ls-files -s | awk -F '\t' '{ split($1, m, " "); if (m[1] == "160000") print m[2] "\t" $2 }')
    rm -f "$GIT_INDEX_FILE"; unset GIT_INDEX_FILE
    [ $ok -eq 0 ] || { echo "missing: $name ($repo): checking out $commit failed" >&2; missing=$((missing + 1)); continue; }
    if [ -n "$links" ]; then
        modules=$(mktemp)
        git --git-dir="$gitdir" show "$commit:.gitmodules" > "$modules" 2>/dev/null
        echo "$links" | while IFS="$tab" read -r sub path; do
            key=$(git config -f "$modules" --get-regexp '^submodule\..*\.path$' 2>/dev/null |
                  awk -v p="$path" '$2 == p { sub(/\.path$/, "", $1); print $1; exit }')
            url=$([ -n "$key" ] && git config -f "$modules" --get "$key.url")
            subrepo=$(echo "$url" | sed -n 's|^.*github\.com[:/]\([^/]*/[^/]*\)$|\1|p' | sed 's|\.git$||')
            subdir=$mirror/$(echo "$subrepo" | tr / +)
            [ -d "$subdir/repo" ] && subdir=$subdir/repo
            if [ -z "$subrepo" ] || ! git --git-dir="$subdir" rev-parse -q --verify "$sub^{commit}" >/dev/null 2>&1; then
                echo "note: $name: submodule $path (${url:-no url}) not in a mirror at $sub: left empty" >&2; continue
            fi
            GIT_INDEX_FILE=$(mktemp) && export GIT_INDEX_FILE
            git --git-dir="$subdir" read-tree "$sub" &&
                mkdir -p "$dest/$name/$path" &&
                git --git-dir="$subdir" --work-tree="$dest/$name/$path" checkout-index -a -f ||
                echo "note: $name: submodule $path: checking out $sub failed" >&2
            rm -f "$GIT_INDEX_FILE"; unset GIT_INDEX_FILE
        done
        rm -f "$modules"
    fi
    done=$((done + 1))
done < "$list"
echo "checked out $done apps into $dest, $missing missing"
[ "$missing" -eq 0 ]
