#!/usr/bin/env bash
# A fresh machine must get every Debian package this build used from ./dev's
# own list: each package that owns what CMake found (the config file in a
# *_DIR package folder, a header folder, a *_LIBRARY in CMakeCache.txt) must be
# in that list or among what the list pulls in through Depends and
# Pre-Depends (not Recommends, which ./dev does not install). A package
# installed by hand on this machine would otherwise hide the gap.
#   check_setup_packages.sh DEV_SCRIPT CMAKE_CACHE
set -euo pipefail
dev=$1
cache=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -r "$dev" ] || fail "cannot read $dev"
[ -r "$cache" ] || fail "cannot read $cache"
command -v dpkg-query >/dev/null || { echo "not a Debian system: nothing to check"; exit 0; }

list=$(awk '/^packages=\(/{on=1; sub(/^packages=\(/, "")} on{ if (sub(/\).*/, "")) { print; on=0; exit } print }' "$dev" | tr -s ' \t' '\n' | sed '/^$/d')
[ -n "$list" ] || fail "no packages=( ... ) list in $dev"

# Installed packages reachable from the list, read from dpkg's own database
# (no apt lists needed): for each dependency, the first alternative that is
# installed, directly or through a package that provides it.
closure=$(dpkg-query -W -f='${Package}\t${db:Status-Abbrev}\t${Depends}, ${Pre-Depends}\t${Provides}\n' | awk -F'\t' -v roots="$(echo "$list" | tr '\n' ' ')" '
    function bare(s) { gsub(/\([^)]*\)|\[[^]]*\]|<[^>]*>/, "", s); gsub(/[ \t]/, "", s); sub(/:.*/, "", s); return s }
    $2 ~ /^ii/ {
        deps[$1] = $3
        n = split($4, provs, ",")
        for (i = 1; i <= n; i++) { p = bare(provs[i]); if (p != "") provider[p] = provider[p] " " $1 }
    }
    function resolve(name,   cand, k, parts) {
        if (name in deps) return name
        if (name in provider) { k = split(provider[name], parts, " "); for (cand = 1; cand <= k; cand++) if (parts[cand] in deps) return parts[cand] }
        return ""
    }
    END {
        n = split(roots, todo, " ")
        while (n > 0) {
            p = todo[n--]
            if (p == "" || (p in seen) || !(p in deps)) continue
            seen[p] = 1
            g = split(deps[p], groups, ",")
            for (i = 1; i <= g; i++) {
                a = split(groups[i], alts, "|")
                for (j = 1; j <= a; j++) { r = resolve(bare(alts[j])); if (r != "") { todo[++n] = r; break } }
            }
        }
        for (p in seen) print p
    }')

paths=()
while IFS='=' read -r var path; do
    [ -e "$path" ] || continue
    # A package folder can be shared; the config file find_package() read is
    # owned by the package that provides it.
    name=${var%_DIR}
    for config in "$path/${name}Config.cmake" "$path/${name,,}-config.cmake"; do
        if [ "$var" != "$name" ] && [ -f "$config" ]; then path=$config; break; fi
    done
    paths+=("$path")
done < <(grep -E '^[A-Za-z0-9_]+(_DIR|_LIBRARY):(PATH|FILEPATH)=/usr/' "$cache" |
    # FindOpenGL also probes GL flavours Qt does not link (EGL, GLU, GLES);
    # what it found of them is not used.
    grep -vE '^OPENGL_(egl|glu|gles[0-9]*)_LIBRARY:' | sed -E 's/:(PATH|FILEPATH)=/=/' | sort -u)

# One dpkg call for all: "owner[, owner...]: path" for each path a package
# owns; a path made by an alternative or by hand has no owner and is skipped.
missing=()
checked=0
while IFS= read -r line; do
    owners=${line%%: /*}
    path=${line#"$owners: "}
    checked=$((checked + 1))
    ok=0
    for owner in ${owners//,/ }; do
        if grep -qxF "${owner%%:*}" <<<"$closure"; then ok=1; break; fi
    done
    [ $ok -eq 1 ] || missing+=("$owners ($path)")
done < <(dpkg -S "${paths[@]}" 2>/dev/null | grep -v '^diversion')

echo "checked $checked paths from $(basename "$cache") against $(wc -l <<<"$closure") packages that ./dev installs"
if [ ${#missing[@]} -gt 0 ]; then
    printf 'not installed by ./dev on a fresh machine: %s\n' "${missing[@]}" >&2
    fail "add the packages above to the list in ./dev"
fi
echo "every package the build found is installed by ./dev"
