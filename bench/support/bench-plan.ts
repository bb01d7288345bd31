// Which benchmarks `npm run bench` runs, with which sizes, and which `--quick` keeps. Each entry
// is a script of bench/ that runs on its own too (the arguments here are its own).

export interface BenchSpec {
  name: string;
  kind: 'browser' | 'server';
  script: string;
  args: { full: string[]; quick: string[] };
  env?: { full?: Record<string, string>; quick?: Record<string, string> };
  /** Part of the `--quick` smoke check (small sizes, under 3 minutes in all). */
  quick: boolean;
  /** Serves the built app: the runner builds it once for all (BENCH_DIST). */
  needsBuild: boolean;
  /** An environment variable without which the benchmark cannot run. */
  requiresEnv?: string;
}

export const BENCHMARKS: readonly BenchSpec[] = [
  {
    name: 'cleaning',
    kind: 'server',
    script: 'bench/cleaning.bench.ts',
    args: { full: [], quick: [] },
    env: { quick: { BENCH_RUNS: '20' } },
    quick: true,
    needsBuild: false,
  },
  {
    name: 'command-palette',
    kind: 'browser',
    script: 'bench/command-palette/run.ts',
    args: { full: ['10000', '7'], quick: ['1000', '1'] },
    quick: true,
    needsBuild: false,
  },
  {
    name: 'command-palette-browser',
    kind: 'browser',
    script: 'bench/command-palette/browser.ts',
    args: { full: ['10000', '7'], quick: ['300', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'encryption',
    kind: 'browser',
    script: 'bench/encryption/run.ts',
    args: { full: [], quick: ['--claims', '1000', '--runs', '3'] },
    quick: true,
    needsBuild: false,
  },
  {
    name: 'claims-list',
    kind: 'browser',
    script: 'bench/claims-list/run.ts',
    args: { full: ['10000', '7'], quick: ['300', '3'] },
    quick: true,
    needsBuild: true,
  },
  {
    name: 'pull-pglite',
    kind: 'server',
    script: 'bench/pull.bench.ts',
    args: { full: ['pglite'], quick: ['pglite'] },
    env: {
      quick: {
        PULL_CLAIMS: '2000',
        PULL_SECONDS: '2',
        PULL_STAGE_RUNS: '10',
        PULL_COLD_START: '0',
      },
    },
    quick: true,
    needsBuild: false,
  },
  {
    name: 'pull-postgres',
    kind: 'server',
    script: 'bench/pull.bench.ts',
    args: { full: ['postgres'], quick: ['postgres'] },
    env: {
      quick: {
        PULL_CLAIMS: '2000',
        PULL_SECONDS: '2',
        PULL_STAGE_RUNS: '10',
        PULL_COLD_START: '0',
      },
    },
    quick: false,
    needsBuild: false,
    requiresEnv: 'TEST_DATABASE_URL',
  },
  {
    name: 'first-load',
    kind: 'browser',
    script: 'bench/first-load/run.ts',
    args: { full: [], quick: [] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'initial-sync',
    kind: 'browser',
    script: 'bench/initial-sync/run.ts',
    args: { full: [], quick: [] },
    env: { full: { RUNS: '3' }, quick: { RUNS: '1' } },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'tasks',
    kind: 'browser',
    script: 'bench/tasks/run.ts',
    args: { full: ['5000', '7'], quick: ['300', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'calendar',
    kind: 'browser',
    script: 'bench/calendar/run.ts',
    args: { full: ['500', '7'], quick: ['100', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'dashboard',
    kind: 'browser',
    script: 'bench/dashboard/run.ts',
    args: { full: ['10000', '5000', '7'], quick: ['300', '200', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'clients',
    kind: 'browser',
    script: 'bench/clients/run.ts',
    args: { full: ['10000', '5'], quick: ['300', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'live-latency',
    kind: 'browser',
    script: 'bench/live-latency/run.ts',
    args: { full: ['--rounds', '20'], quick: ['--rounds', '3'] },
    quick: false,
    needsBuild: true,
  },
  {
    name: 'fault-suite',
    kind: 'browser',
    script: 'bench/fault-suite/run.ts',
    args: { full: ['--runs', '3', '--ops', '20', '--limit-ms', '600000'], quick: [] },
    quick: false,
    needsBuild: false,
  },
];

export interface RunOptions {
  quick: boolean;
  /** Names given with `--only a,b` (empty: all of the mode). */
  only: string[];
}

/** `--quick`, `--only claims-list,pull-pglite`; anything else is an error worth stopping for. */
export function parseRunArgs(argv: readonly string[]): RunOptions {
  const options: RunOptions = { quick: false, only: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--quick') options.quick = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new Error('--only needs a list of benchmark names');
      options.only.push(...value.split(',').filter(Boolean));
    } else throw new Error(`unknown argument ${arg} (use --quick, --only a,b)`);
  }
  const names = new Set(BENCHMARKS.map((b) => b.name));
  const unknown = options.only.filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}`);
  return options;
}

export interface PlannedRun {
  spec: BenchSpec;
  args: string[];
  env: Record<string, string>;
}

/**
 * The runs of this invocation, in order, and the benchmarks left out with the reason: `--only`
 * picks by name (also ones outside the quick set), otherwise `--quick` keeps the quick set.
 */
export function planRuns(
  options: RunOptions,
  env: Readonly<Record<string, string | undefined>>,
  specs: readonly BenchSpec[] = BENCHMARKS,
): { runs: PlannedRun[]; skipped: { name: string; reason: string }[] } {
  const mode = options.quick ? 'quick' : 'full';
  const runs: PlannedRun[] = [];
  const skipped: { name: string; reason: string }[] = [];
  for (const spec of specs) {
    if (options.only.length > 0 ? !options.only.includes(spec.name) : options.quick && !spec.quick)
      continue;
    if (spec.requiresEnv && !env[spec.requiresEnv]) {
      skipped.push({ name: spec.name, reason: `${spec.requiresEnv} is not set` });
      continue;
    }
    runs.push({ spec, args: spec.args[mode], env: spec.env?.[mode] ?? {} });
  }
  return { runs, skipped };
}
