import { claimsRange, fill, openBenchDb, type Variant } from './bench-database';

import type { Timings } from './report';

// Runs in Chromium: every scenario, each variant alternately, several runs; results on window.
// The page's query may ask for fewer (`?runs=3&claims=2000`, the runner's quick check).
const query = new URLSearchParams(location.search);
const RUNS = Number(query.get('runs') ?? 11);
const TOTAL = Number(query.get('claims') ?? 10_000);
const IN_PROGRESS = Math.floor(TOTAL * 0.3);
const count = (n: number) => n.toLocaleString('en-US');
const VARIANTS: Variant[] = ['plain', 'encrypted'];

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<{ timings: Timings; userAgent: string }> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const timings: Timings = {};
  const record = (scenario: string, variant: Variant, ms: number) => {
    timings[scenario] ??= { plain: [], encrypted: [] };
    timings[scenario][variant].push(ms);
  };
  for (const variant of VARIANTS) {
    const db = await openBenchDb(`big-${variant}`, variant, key);
    await fill(db, TOTAL);
    await db.close();
  }
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      const fresh = await openBenchDb(`insert-${variant}-${run}`, variant, key);
      const docs = claimsRange(50_000, 500);
      record('bulk insert 500', variant, await time(() => fresh.claims.bulkInsert(docs)));
      await fresh.remove();

      // A fresh database per read: no RxDB query cache, no plaintext cache, as after a reload.
      let db = await openBenchDb(`big-${variant}`, variant, key);
      let read = 0;
      record(
        `read all ${count(TOTAL)}`,
        variant,
        await time(async () => (read = (await db.claims.find().exec()).length)),
      );
      if (read !== TOTAL) throw new Error(`Expected ${TOTAL} claims, read ${read}`);
      await db.close();
      db = await openBenchDb(`big-${variant}`, variant, key);
      const byStatus = db.claims.find({ selector: { status: 'In Progress' } });
      let found = 0;
      record(
        `query ${count(IN_PROGRESS)} by status`,
        variant,
        await time(async () => (found = (await byStatus.exec()).length)),
      );
      if (found !== IN_PROGRESS)
        throw new Error(`Expected ${IN_PROGRESS} claims In Progress, found ${found}`);
      await db.close();
    }
  }
  return { timings, userAgent: navigator.userAgent };
}

const target = window as unknown as { benchResult?: unknown; benchError?: string };
main().then(
  (result) => (target.benchResult = result),
  (error: unknown) => (target.benchError = String((error as Error).stack ?? error)),
);
