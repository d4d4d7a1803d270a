#!/usr/bin/env bash
# The process test behind-nginx.test.ts puts Debian's nginx in front of two
# API servers (never a downloaded build). The test starts nginx itself, in a
# folder of its own (`nginx -p <dir> -c <conf>`), never the system service:
# installing the package is all this does.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "nginx is needed: sudo apt-get install -y nginx-light (or nginx)" >&2
  exit 1
fi
echo "Installing Debian's nginx ..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq --no-install-recommends nginx >/dev/null
# The package's post-install may start the system service (on port 80):
# the tests never use it, so it is stopped again.
if [ -s /run/nginx.pid ]; then
  invoke-rc.d nginx stop >/dev/null 2>&1 || /usr/sbin/nginx -s quit 2>/dev/null || true
fi
