#!/bin/sh
# Makes the pictures in docs/images from the real window: builds the
# docscreenshots program (tests/ui/docscreenshots.cpp), which drives the
# app's widgets to a few states, and runs it under the offscreen platform.
# Each screen is written as <screen>-en.png and <screen>-ja.png, 1366×768.
# Run it from anywhere after `./dev run` or `./dev test` has installed what
# the build needs; it uses the release build in build/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ ! -f build/CMakeCache.txt ]; then
    cmake --preset default
fi
cmake --build build -j2 --target docscreenshots
QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 \
    TORNEI_DOCS_IMAGES="$root/docs/images" build/tests/ui/docscreenshots -silent
ls -l docs/images
