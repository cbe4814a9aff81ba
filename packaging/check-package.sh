#!/usr/bin/env bash
# Builds the .deb from a configured and built tree, validates the desktop
# entry and AppStream metadata, and inspects the package's files and depends.
set -euo pipefail
build=$1
id=$2
fail() { echo "FAIL: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$build"
cpack -G DEB -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cpack"; }
deb=$(ls "$work"/tornei-companion_*.deb)
echo "package: $(basename "$deb")"

dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/$id.desktop" || fail "desktop entry"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/$id.metainfo.xml" || fail "metainfo"

files=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in ./usr/bin/tornei ./usr/bin/tornei-cli \
         "./usr/share/applications/$id.desktop" "./usr/share/metainfo/$id.metainfo.xml" \
         "./usr/share/icons/hicolor/scalable/apps/$id.svg" "./usr/share/icons/hicolor/48x48/apps/$id.png" \
         "./usr/share/icons/hicolor/256x256/apps/$id.png" \
         ./usr/share/doc/tornei-companion/examples/tornei-club.service; do
    grep -qxF "$f" <<<"$files" || fail "missing $f"
done
grep -q 'tornei.sqlite\|/home/\|/root/' <<<"$files" && fail "the package must not carry user data"

depends=$(dpkg-deb -f "$deb" Depends)
echo "depends: $depends"
for d in libqt6core6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite libqt6sql6-psql libpq5 libqt6svg6 fonts-noto-cjk; do
    grep -q "$d" <<<"$depends" || fail "Depends lacks $d"
done
expected=$(dpkg-deb -f "$deb" Version)
version=$("$work/root/usr/bin/tornei-cli" --version)
[ "$version" = "tornei-cli $expected" ] || fail "tornei-cli version: $version"
version=$(env -u DISPLAY -u WAYLAND_DISPLAY "$work/root/usr/bin/tornei" --version)
[ "$version" = "tornei $expected" ] || fail "tornei version: $version"
for s in preinst postinst prerm postrm; do
    dpkg-deb -I "$deb" "$s" >/dev/null 2>&1 && fail "unexpected maintainer script $s"
done
echo "packaging check passed"
