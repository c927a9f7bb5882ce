#!/usr/bin/env bash
# The database tests start a real PostgreSQL server of their own (Debian's package). Install it when
# missing (as root), or say how.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL server binaries not found; installing Debian's postgresql package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
fi
echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql', then npm test again." >&2
exit 1
