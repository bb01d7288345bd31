#!/usr/bin/env bash
# Finds Debian's Chromium for the end-to-end tests; installs it when we are root with apt, else
# fails with the exact command to run. Never skips silently.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  echo "$chromium"
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at /usr/bin/chromium: installing Debian's package (apt-get install -y chromium)..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "Chromium is required for the end-to-end tests and was not found." >&2
echo "Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH=/path/to/chromium)" >&2
exit 1
