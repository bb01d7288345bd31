import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FULL_DEVICE, SMALL_DEVICE } from './device';
import { operationsArbitrary } from './operations';
import { runScenario, type RunReport } from './run-scenario';
import { startServers, type Servers } from './server-pair';

// Issue 11: many devices write through a network that drops, duplicates, delays and truncates;
// once it heals, every acknowledged write is on the server exactly once, no conflict appears
// (each record has one writer) and every replica equals the server. CI runs a few short
// schedules; `npx tsx bench/fault-suite/run.ts --runs N --ops M` runs longer ones and prints
// the figures (it sets the variables below).
const RUNS = Number(process.env.FAULT_RUNS ?? 2);
const OPS = Number(process.env.FAULT_OPS ?? 15);
const SEED = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : undefined;
const CONVERGE_MS = Number(process.env.FAULT_CONVERGE_MS ?? 10_000);
const STORM_MS = Number(process.env.FAULT_STORM_MS ?? 3_000);
const LIMIT_MS = Number(process.env.FAULT_LIMIT_MS ?? 90_000);
// Two devices open the six collections the operations touch; three (FAULT_DEVICES=3) fit RxDB's
// 13-collection limit only with claims and notes (test/fault/device.ts).
const DEVICES = Number(process.env.FAULT_DEVICES ?? 2);
const EMAILS = ['manager@example.com', 'admin@example.com', 'owner@example.com'].slice(0, DEVICES);
const COLLECTIONS = DEVICES > 2 ? SMALL_DEVICE : FULL_DEVICE;

// FAULT_SERVERS=2 with TEST_DATABASE_URL: the devices write through two servers on one PostgreSQL.
const TWO_SERVERS = process.env.FAULT_SERVERS === '2';

let servers: Servers;
beforeAll(async () => {
  servers = await startServers(TWO_SERVERS);
}, 60_000);
afterAll(async () => {
  await servers?.close();
});

it(
  'acknowledged writes land once and replicas converge after the network heals',
  async () => {
    const reports: RunReport[] = [];
    const property = fc.asyncProperty(
      fc.integer({ min: 1, max: 2 ** 30 }),
      operationsArbitrary(EMAILS.length, OPS, COLLECTIONS === FULL_DEVICE),
      async (seed, operations) => {
        const report = await runScenario({
          serverOrigins: servers.origins,
          emails: EMAILS,
          collections: COLLECTIONS,
          seed,
          operations,
          stormMs: STORM_MS,
          convergeTimeoutMs: CONVERGE_MS,
          tag: `R${reports.length}S${seed}`,
        });
        reports.push(report);
        // Written after every run, so a long script can be followed (and read if it is stopped).
        if (process.env.FAULT_REPORT)
          writeFileSync(process.env.FAULT_REPORT, JSON.stringify(reports));
        expect(report.lost).toEqual([]);
        expect(report.duplicated).toEqual([]);
        expect(report.conflicts).toEqual([]);
        // Both races once reported here are fixed (baseVersionAtSend; the server id read from
        // the create's metadata): one seen again is a regression, not a known failure.
        expect(report.known).toEqual([]);
        expect(report.drainErrors).toEqual([]);
        // Every replica equals the server's rows, record by record, once the network healed and
        // the user pressed Sync (in CI too: issue 11).
        expect(report.divergence).toEqual([]);
      },
    );
    try {
      // A failure is shrunk for at most the time limit (each run takes seconds).
      await fc.assert(property, {
        numRuns: RUNS,
        seed: SEED,
        verbose: true,
        interruptAfterTimeLimit: LIMIT_MS,
        markInterruptAsFailure: false,
      });
    } finally {
      if (process.env.FAULT_REPORT)
        writeFileSync(process.env.FAULT_REPORT, JSON.stringify(reports));
    }
    // Room for the last run and its final Sync after the time limit.
  },
  LIMIT_MS + 3 * CONVERGE_MS + 120_000,
);
