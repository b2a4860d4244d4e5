#!/usr/bin/env bash
# Starts the browser of the journeys and the story renderer (testBrowser.js): Debian's Chromium,
# or CHROMIUM_PATH, with every --disable-features it is given merged into one. Chromium reads
# only the last --disable-features of its command line, and Playwright passes its own list before
# ours: passed as is, ours would switch Playwright's back on (PaintHolding among them, which the
# first-paint journeys depend on).
set -euo pipefail
args=()
disabled=''
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
[ -z "$disabled" ] || args+=("--disable-features=$disabled")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
