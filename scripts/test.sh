#!/usr/bin/env bash
# `npm test`: every check the project has, in order of speed. PostgreSQL runs use TEST_DATABASE_URL
# (or DATABASE_URL); without one they are skipped loudly, never silently.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
export TEST_RESULTS_DIR="$results"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

# The static checks and the e2e build are single-threaded: on a 2-core machine they run side by
# side, each into its own log, printed in order; any failure stops the run after all have ended.
step "Typecheck, lint, format and the e2e build (side by side)"
checks=(typecheck lint format:check)
for check in "${checks[@]}"; do
  npm run -s "$check" >"$results/$check.log" 2>&1 &
  eval "pid_${check//[^a-z]/_}=$!"
done
npx vite build --logLevel warn >"$results/build.log" 2>&1 &
pid_build=$!
failed_checks=()
for check in "${checks[@]}" build; do
  pid_var="pid_${check//[^a-z]/_}"
  log="$results/$check.log"
  if wait "${!pid_var}"; then status=ok; else status=FAILED; failed_checks+=("$check"); fi
  step "$check: $status"
  cat "$log"
done
if [ ${#failed_checks[@]} -gt 0 ]; then
  printf '\n\033[1;31mFailed: %s\033[0m\n' "${failed_checks[*]}"
  exit 1
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && [ -n "${DATABASE_URL:-}" ]; then
  export TEST_DATABASE_URL="$DATABASE_URL"
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  printf '\n\033[1;33m!! PostgreSQL tests SKIPPED: set TEST_DATABASE_URL=postgres://user@host:port/db to run the server tests on PostgreSQL as well as PGlite.\033[0m\n'
fi

step "Unit, browser-logic and server integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "End-to-end tests (Playwright in Chromium)"
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
# A failure seen only in CI may come from another Chromium than the one it passed in here.
echo "$("$CHROMIUM_PATH" --version 2>/dev/null), $(nproc) cores, $(free -m | awk '/^Mem:/ {print $2}') MB"
E2E_SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npm run -s test:e2e -- --reporter=list,json

step "Summary"
node scripts/test-summary.mjs "$results"
