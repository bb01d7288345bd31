// `npm run bench [-- --quick] [-- --only a,b]`: every benchmark of bench/ in turn (the list and
// sizes: bench/support/bench-plan.ts), then one table of every row they reported (median, p95,
// issue 17's target, the baseline of the same run and the ratio), and the raw figures in
// bench/results/<time>.json. The app is built once for all (or BENCH_DIST names a build).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseRowLine, type BenchRow } from './support/bench-rows';
import { parseRunArgs, planRuns, type PlannedRun } from './support/bench-plan';
import { formatTable, summarize } from './support/bench-table';
import { TARGETS } from './support/bench-targets';

/** A benchmark that hangs is stopped after this long, and the others still run. */
const TIMEOUT_MS = { quick: 5 * 60_000, full: 45 * 60_000 };

interface Outcome {
  name: string;
  args: string[];
  env: Record<string, string>;
  exitCode: number | null;
  ms: number;
  rows: BenchRow[];
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

function runOne(run: PlannedRun, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  const rows: BenchRow[] = [];
  process.stdout.write(`\n== ${run.spec.name}: ${[run.spec.script, ...run.args].join(' ')}\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', run.spec.script, ...run.args], {
    env: { ...env, ...run.env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const timer = setTimeout(() => {
    process.stdout.write(`${run.spec.name}: stopped after ${timeoutMs / 60_000} min\n`);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, timeoutMs);
  createInterface({ input: child.stdout }).on('line', (line) => {
    const row = parseRowLine(line);
    if (row) rows.push(row);
    else process.stdout.write(`${line}\n`);
  });
  return new Promise((resolve) => {
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve({
        name: run.spec.name,
        args: run.args,
        env: run.env,
        exitCode,
        ms: Date.now() - started,
        rows,
      });
    });
  });
}

const options = parseRunArgs(process.argv.slice(2));
const mode = options.quick ? 'quick' : 'full';
const { runs, skipped } = planRuns(options, process.env);
const startedAt = new Date();
const loadBefore = load();
const env: NodeJS.ProcessEnv = { ...process.env };
let buildDir: string | null = null;
if (!env.BENCH_DIST && runs.some((r) => r.spec.needsBuild)) {
  buildDir = mkdtempSync(join(tmpdir(), 'bench-all-'));
  env.BENCH_DIST = join(buildDir, 'dist');
  process.stdout.write(`building the app once for every benchmark into ${env.BENCH_DIST}\n`);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', env.BENCH_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
}

const outcomes: Outcome[] = [];
try {
  for (const run of runs) outcomes.push(await runOne(run, env, TIMEOUT_MS[mode]));
} finally {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
}

const summaries = outcomes.flatMap((o) => o.rows.map((row) => summarize(row, TARGETS)));
const failed = outcomes.filter((o) => o.exitCode !== 0);
const finishedAt = new Date();
const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      mode,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? '' },
      loadAverage: { before: loadBefore, after: load() },
      skipped,
      benchmarks: outcomes,
      summary: summaries.map(({ row, ...figures }) => ({
        id: row.id,
        label: row.label,
        ...figures,
      })),
    },
    null,
    2,
  )}\n`,
);

const minutes = ((finishedAt.getTime() - startedAt.getTime()) / 60_000).toFixed(1);
process.stdout.write(
  `\n== npm run bench${options.quick ? ' --quick' : ''}: ${startedAt.toISOString()}, ${minutes} min, load average (1/5/15 min) ${loadBefore} before, ${load()} after\n\n`,
);
process.stdout.write(`${formatTable(summaries)}\n\n`);
for (const o of outcomes.filter((x) => x.exitCode === 0 && x.rows.length === 0))
  process.stdout.write(`${o.name}: finished but reported no rows\n`);
for (const o of failed) process.stdout.write(`${o.name}: FAILED (exit ${o.exitCode})\n`);
for (const s of skipped) process.stdout.write(`${s.name}: skipped, ${s.reason}\n`);
process.stdout.write(`raw figures: ${resultsFile}\n`);
process.exitCode = failed.length > 0 ? 1 : 0;
