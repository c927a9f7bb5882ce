#!/usr/bin/env bash
# `npm run check:pages` runs the Nu Html Checker (vnu.jar, from the vnu-jar package), which needs Java 17
# or later on the PATH. Install Debian's default headless Java when none is there (as root), or say how.
set -euo pipefail
java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1; }
if command -v java >/dev/null && [ "$(java_major)" -ge 17 ] 2>/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "No Java 17 or later found; installing Debian's default-jre-headless package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null && [ "$(java_major)" -ge 17 ] 2>/dev/null && exit 0
fi
echo "Java 17 or later is missing (the HTML check runs the Nu Html Checker on it): run 'sudo apt-get install -y default-jre-headless', then npm test again." >&2
exit 1
