#!/usr/bin/env bash
# Browser tests drive Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
# browser (npx playwright install chromium) when present (tests/chromium.ts picks the same one). Most
# of them run in Debian's headless shell of the same Chromium (/usr/bin/chromium-headless-shell), which
# needs a third less CPU; without it they run in the full browser. As root with apt, install what of
# the two is missing; otherwise say how.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; fix it or unset it, then npm test again." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]}..."
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; } || echo "Could not install ${missing[*]} with apt." >&2
fi
[ -x /usr/bin/chromium-headless-shell ] || echo "Note: without Debian's chromium-headless-shell the browser tests run in the full browser, slower (sudo apt-get install -y chromium-headless-shell)." >&2
[ -x /usr/bin/chromium ] && exit 0
ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome >/dev/null 2>&1 && exit 0
echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' or 'npx playwright install chromium' (or set CHROMIUM_PATH), then npm test again." >&2
exit 1
