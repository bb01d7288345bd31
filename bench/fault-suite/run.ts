import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FAULT_KINDS } from '../../test/fault/fault-proxy';
import type { RunReport } from '../../test/fault/run-scenario';
import { printRows } from '../support/bench-rows';

// Issue 11's fault suite at length: `npx tsx bench/fault-suite/run.ts --runs 20 --ops 60`.
// The devices need the browser-side data layer (jsdom, fake-indexeddb, Vite's import.meta.env),
// so the runs happen in the vitest `fault` project; this script sets its size, then prints the
// figures the runs wrote. It stops at the first failing run (fast-check then shrinks it).
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    ops: { type: 'string', default: '40' },
    seed: { type: 'string' },
    devices: { type: 'string', default: '2' },
    /** 2: the devices write through two servers on one PostgreSQL (needs TEST_DATABASE_URL). */
    servers: { type: 'string', default: '1' },
    'converge-ms': { type: 'string', default: '45000' },
    'storm-ms': { type: 'string', default: '5000' },
    /** Runs and shrinking stop after this long (a failure found is still reported). */
    'limit-ms': { type: 'string', default: '3600000' },
  },
});

const report = path.join(mkdtempSync(path.join(tmpdir(), 'fault-suite-')), 'runs.json');
const started = Date.now();
const child = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'fault', 'test/fault/fault-convergence.test.ts'],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      FAULT_RUNS: values.runs,
      FAULT_OPS: values.ops,
      FAULT_DEVICES: values.devices,
      FAULT_SERVERS: values.servers,
      FAULT_CONVERGE_MS: values['converge-ms'],
      FAULT_STORM_MS: values['storm-ms'],
      FAULT_LIMIT_MS: values['limit-ms'],
      FAULT_REPORT: report,
      ...(values.seed ? { FAULT_SEED: values.seed } : {}),
    },
  },
);
const runs = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as RunReport[]) : [];

const sum = (pick: (r: RunReport) => number) => runs.reduce((total, r) => total + pick(r), 0);
const converged = runs
  .map((r) => r.convergeMs)
  .filter((ms): ms is number => ms !== null)
  .sort((a, b) => a - b);
const percentile = (p: number) =>
  converged.length === 0
    ? 'n/a'
    : `${converged[Math.min(converged.length - 1, Math.ceil((p / 100) * converged.length) - 1)]} ms`;

const lines = [
  `runs ${runs.length} (asked ${values.runs}; shrinking runs included), ${Math.round((Date.now() - started) / 1000)} s`,
  `operations generated ${sum((r) => r.operations)}, applied ${sum((r) => r.applied)}`,
  `requests that reached the server ${sum((r) => r.forwarded)}`,
  `faults injected: ${FAULT_KINDS.map((k) => `${k} ${sum((r) => r.faults[k])}`).join(', ')}`,
  `lost ${sum((r) => r.lost.length)}, duplicated ${sum((r) => r.duplicated.length)}, spurious conflicts ${sum((r) => r.conflicts.length)}`,
  `fixed races seen again (repaired to check the rest): stale base version ${sum((r) => r.known.filter((k) => k.startsWith('stale base')).length)}, late temp id ${sum((r) => r.known.filter((k) => k.startsWith('late temp id')).length)}`,
  `drains that threw ${sum((r) => r.drainErrors.length)}, resyncs that failed after the heal ${sum((r) => r.pullErrors.length)}`,
  `operations that used up their retries (user pressed Retry) ${sum((r) => r.retriedFailed)}`,
  `converged after the network healed: ${converged.length}/${runs.length} runs; p50 ${percentile(50)}, p95 ${percentile(95)}, max ${percentile(100)}`,
  `still diverged after a final Sync: ${runs.filter((r) => r.divergence.length > 0).length} runs`,
];
process.stdout.write(`\n== fault suite ==\n${lines.join('\n')}\n`);
if (converged.length > 0)
  printRows([
    {
      id: 'fault-suite/converge',
      label: `fault suite: converged after the heal (${converged.length}/${runs.length} runs)`,
      unit: 'ms',
      samples: converged,
    },
  ]);
for (const run of runs) {
  const problems = [
    ...run.lost,
    ...run.duplicated,
    ...run.conflicts,
    ...run.known,
    ...run.drainErrors,
    ...(run.divergence.length > 0 ? run.pullErrors : []),
    ...run.notConverged,
  ];
  if (problems.length > 0)
    process.stdout.write(`\nseed ${run.seed}:\n  ${problems.slice(0, 12).join('\n  ')}\n`);
}
process.exitCode = child.status ?? 1;
