import { describe, expect, it } from 'vitest';
import {
  BENCHMARKS,
  parseRunArgs,
  planRuns,
  type BenchSpec,
} from '../../../bench/support/bench-plan';
import { parseRowLine, ROW_PREFIX, type BenchRow } from '../../../bench/support/bench-rows';
import {
  formatNumber,
  formatRatio,
  formatTable,
  median,
  percentile,
  summarize,
} from '../../../bench/support/bench-table';
import { TARGETS } from '../../../bench/support/bench-targets';

// The pure parts of `npm run bench` (bench/run-all.ts): the row protocol, the statistics, the
// table and which benchmarks a run selects. No timing here.

const row: BenchRow = {
  id: 'claims-list/search-keystroke',
  label: 'claims list: search keystroke → rows',
  unit: 'ms',
  samples: [40, 10, 30, 20],
  baseline: { label: 'plain RxDB/Dexie', samples: [5, 10, 15] },
};

describe('row lines', () => {
  it('reads back what a benchmark printed, ignoring its other lines', () => {
    expect(parseRowLine(`${ROW_PREFIX}${JSON.stringify(row)}`)).toEqual(row);
    expect(parseRowLine('reload /claims → first rows painted: median 900 ms')).toBeNull();
  });

  it('refuses malformed rows instead of putting them in the table', () => {
    const line = (value: unknown) => `${ROW_PREFIX}${JSON.stringify(value)}`;
    expect(parseRowLine(`${ROW_PREFIX}{not json`)).toBeNull();
    expect(parseRowLine(line({ ...row, samples: [] }))).toBeNull();
    expect(parseRowLine(line({ ...row, samples: ['12'] }))).toBeNull();
    expect(parseRowLine(line({ ...row, unit: 'seconds' }))).toBeNull();
    expect(parseRowLine(line({ ...row, id: undefined }))).toBeNull();
    expect(parseRowLine(line({ ...row, baseline: { samples: [1] } }))).toBeNull();
  });

  it('drops an empty baseline rather than dividing by nothing', () => {
    const parsed = parseRowLine(
      `${ROW_PREFIX}${JSON.stringify({ ...row, baseline: { label: 'x', samples: [] } })}`,
    );
    expect(parsed?.baseline).toBeUndefined();
  });
});

describe('statistics', () => {
  it('median averages the two middle values of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it('p95 is the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([5, 1, 3], 95)).toBe(5);
    expect(percentile([7], 95)).toBe(7);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(19);
  });

  it('summarizes a row against its target and baseline', () => {
    const s = summarize(row, TARGETS);
    expect(s.median).toBe(25);
    expect(s.p95).toBe(40);
    expect(s.baselineMedian).toBe(10);
    expect(s.ratio).toBe(2.5);
    expect(s.target?.text).toBe('≤ 30 ms p95');
    expect(s.met).toBe(false);
    expect(summarize({ ...row, samples: [10, 20] }, TARGETS).met).toBe(true);
  });

  it('judges a ratio target against the baseline (the server pull: ≥ 0.9× the raw driver)', () => {
    const pull: BenchRow = {
      id: 'pull/pglite-rps',
      label: 'pull',
      unit: 'req/s',
      samples: [46],
      baseline: { label: 'raw driver', samples: [50] },
    };
    expect(summarize(pull, TARGETS).met).toBe(true);
    expect(summarize({ ...pull, samples: [44] }, TARGETS).met).toBe(false);
    expect(summarize({ ...pull, baseline: undefined }, TARGETS).met).toBeNull();
  });

  it('leaves rows without a target unjudged', () => {
    const s = summarize({ ...row, id: 'tasks/reload' }, TARGETS);
    expect(s.target).toBeNull();
    expect(s.met).toBeNull();
  });
});

describe('the table', () => {
  it('has one aligned row per measure with target, baseline and ratio, dashes where none', () => {
    const table = formatTable([
      summarize(row, TARGETS),
      summarize(
        { id: 'first-load/login', label: 'first load: login page', unit: 'KB', samples: [243.94] },
        TARGETS,
      ),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(
      /^\| measure +\| unit \| +n \| +median \| +p95 \| target +\| met \| baseline/,
    );
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+: \|/);
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
    expect(cells(lines[2]!)).toEqual([
      'claims list: search keystroke → rows',
      'ms',
      '4',
      '25.0',
      '40.0',
      '≤ 30 ms p95',
      'no',
      'plain RxDB/Dexie',
      '10.0',
      '2.50×',
    ]);
    expect(cells(lines[3]!)).toEqual([
      'first load: login page',
      'KB',
      '1',
      '244',
      '244',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
  });

  it('formats numbers by size', () => {
    expect(formatNumber(12345.6)).toBe('12,346');
    expect(formatNumber(54.25)).toBe('54.3');
    expect(formatNumber(0.4567)).toBe('0.46');
    expect(formatNumber(null)).toBe('—');
    expect(formatRatio(2.5)).toBe('2.50×');
    expect(formatRatio(0.0022)).toBe('0.0022×');
  });
});

describe('which benchmarks run', () => {
  const names = (runs: { spec: BenchSpec }[]) => runs.map((r) => r.spec.name);

  it('runs every benchmark with its full sizes by default', () => {
    const { runs, skipped } = planRuns(parseRunArgs([]), { TEST_DATABASE_URL: 'postgres://x' });
    expect(names(runs)).toEqual(BENCHMARKS.map((b) => b.name));
    expect(skipped).toEqual([]);
    expect(runs.find((r) => r.spec.name === 'claims-list')?.args).toEqual(['10000', '7']);
  });

  it('--quick keeps the smoke set, with its small sizes', () => {
    const { runs } = planRuns(parseRunArgs(['--quick']), {});
    expect(names(runs)).toEqual(BENCHMARKS.filter((b) => b.quick).map((b) => b.name));
    expect(names(runs)).toContain('claims-list');
    expect(runs.find((r) => r.spec.name === 'claims-list')?.args).toEqual(['300', '3']);
    expect(runs.find((r) => r.spec.name === 'pull-pglite')?.env).toMatchObject({
      PULL_CLAIMS: '2000',
    });
  });

  it('--only picks by name, also outside the quick set, and skips what lacks its environment', () => {
    const { runs, skipped } = planRuns(
      parseRunArgs(['--quick', '--only', 'tasks,pull-postgres']),
      {},
    );
    expect(names(runs)).toEqual(['tasks']);
    expect(runs[0]?.args).toEqual(['300', '3']);
    expect(skipped).toEqual([{ name: 'pull-postgres', reason: 'TEST_DATABASE_URL is not set' }]);
  });

  it('refuses unknown arguments and names', () => {
    expect(() => parseRunArgs(['--fast'])).toThrow(/unknown argument --fast/);
    expect(() => parseRunArgs(['--only=claims,tasks'])).toThrow(/unknown benchmark claims/);
    expect(() => parseRunArgs(['--only'])).toThrow(/needs a list/);
  });

  it('every benchmark script exists under bench/', async () => {
    const { existsSync } = await import('node:fs');
    for (const spec of BENCHMARKS) expect(existsSync(spec.script), spec.script).toBe(true);
  });
});
