#!/usr/bin/env bash
# The browser tests use Debian's chromium (never a downloaded browser build).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium (and poppler-utils) are needed: sudo apt-get install -y chromium poppler-utils" >&2
  exit 1
fi
echo "Installing Debian's chromium and poppler-utils ..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils fonts-dejavu-core >/dev/null
