#!/usr/bin/env bash
# `npm test`: every check the project has, in order of speed. PostgreSQL runs use TEST_DATABASE_URL
# (or DATABASE_URL); without one they are skipped loudly, never silently.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
export TEST_RESULTS_DIR="$results"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Typecheck"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Format"
npm run -s format:check

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
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npm run -s test:e2e -- --reporter=list,json

step "Summary"
node scripts/test-summary.mjs "$results"
