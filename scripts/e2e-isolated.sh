#!/usr/bin/env bash
# Runs the browser tests on a build of its own, on ports of its own, so two
# people (or helpers) working in one checkout never serve each other's
# half-built files: scripts/e2e-isolated.sh NAME PORT [playwright args...]
#   e.g. scripts/e2e-isolated.sh tables 3210 e2e/tests/staff/tables.spec.ts
set -euo pipefail
name="${1:?name}"
port="${2:?port}"
shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/apps/api/dist/iso-$name"
mkdir -p "$out"
(cd "$root/apps/web" && npx vite build --logLevel warn --outDir "$out/web" --emptyOutDir)
(cd "$root/apps/api" && API_OUTFILE="$out/server.js" node build.mjs)
bash "$root/scripts/ensure-chromium.sh"
cd "$root"
E2E_PORT="$port" E2E_SMTP_PORT="$((port + 1))" E2E_SERVER_JS="$out/server.js" WEB_DIST="$out/web" \
  npx playwright test -c e2e/playwright.config.ts "$@"
