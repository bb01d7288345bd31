// Sums the vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}

// scripts/e2e.mjs runs Playwright once per spec file: one report each.
const playwright = readdirSync(dir)
  .filter((name) => /^playwright(-\d+)?\.json$/.test(name))
  .map((name) => read(name));
if (playwright.length > 0) {
  const sum = { passed: 0, failed: 0 };
  for (const report of playwright) {
    const s = report.stats;
    sum.passed += s.expected + s.flaky;
    sum.failed += s.unexpected;
    skipped += s.skipped;
  }
  passed += sum.passed;
  failed += sum.failed;
  console.log(`playwright: ${sum.passed} passed, ${sum.failed} failed (${playwright.length} runs)`);
}

if (!vitest || playwright.length === 0) {
  console.log('A test report is missing: a runner did not finish.');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
