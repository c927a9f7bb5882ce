#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root), or say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again." >&2
exit 1
