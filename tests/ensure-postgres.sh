#!/usr/bin/env bash
# The database tests start a real PostgreSQL server of their own. They find initdb and pg_ctl in
# PG_BIN, else on the PATH, else in Debian's /usr/lib/postgresql/<version>/bin (tests/realPostgres.ts
# looks in the same order). Install Debian's package when none is there (as root), or say how.
set -euo pipefail
if [ -n "${PG_BIN:-}" ]; then
  [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] && exit 0
  echo "PG_BIN=$PG_BIN holds no initdb and pg_ctl; fix it or unset it, then npm test again." >&2
  exit 1
fi
command -v initdb >/dev/null && command -v pg_ctl >/dev/null && exit 0
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL server binaries not found; installing Debian's postgresql package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
fi
echo "PostgreSQL is missing: install it ('sudo apt-get install -y postgresql') or set PG_BIN to the folder holding initdb and pg_ctl, then npm test again." >&2
exit 1
