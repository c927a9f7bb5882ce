#!/usr/bin/env bash
# Browser tests drive Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
# browser (npx playwright install chromium) when present (tests/chromium.ts picks the same one).
# Install Debian's when none is there (as root), or say how.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; fix it or unset it, then npm test again." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "No Chromium found; installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' or 'npx playwright install chromium' (or set CHROMIUM_PATH), then npm test again." >&2
exit 1
