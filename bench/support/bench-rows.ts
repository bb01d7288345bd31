// The one format every benchmark reports its figures in, besides its own readable lines: one JSON
// line per measure, behind a fixed prefix, on stdout. Each script still runs on its own;
// `npm run bench` (bench/run-all.ts) runs them in turn and collects these lines into one table.

export const ROW_PREFIX = '@bench-row ';

/** What a baseline of the same run is: plain RxDB on Dexie, or another floor (a plain page…). */
export interface BaselineSamples {
  /** Shown in the table, e.g. "plain RxDB/Dexie", "plain JSON page", "raw driver". */
  label: string;
  samples: number[];
}

export interface BenchRow {
  /** Stable key `<benchmark>/<measure>`: targets are keyed by it (bench/support/bench-targets.ts). */
  id: string;
  /** The measure as the table shows it. */
  label: string;
  unit: 'ms' | 'KB' | 'req/s' | 'MiB';
  samples: number[];
  baseline?: BaselineSamples;
}

/** Writes the rows as prefixed JSON lines (the readable report stays the script's own). */
export function printRows(rows: BenchRow[]): void {
  for (const row of rows) process.stdout.write(`${ROW_PREFIX}${JSON.stringify(row)}\n`);
}

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The row a line of output carries, or null for any other line (and for a malformed row). */
export function parseRowLine(line: string): BenchRow | null {
  const at = line.indexOf(ROW_PREFIX);
  if (at === -1) return null;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(at + ROW_PREFIX.length));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Partial<BenchRow>;
  if (typeof row.id !== 'string' || typeof row.label !== 'string') return null;
  if (!['ms', 'KB', 'req/s', 'MiB'].includes(row.unit ?? '')) return null;
  if (!isNumbers(row.samples) || row.samples.length === 0) return null;
  const baseline = row.baseline;
  if (
    baseline !== undefined &&
    (typeof baseline.label !== 'string' || !isNumbers(baseline.samples))
  )
    return null;
  return {
    id: row.id,
    label: row.label,
    unit: row.unit!,
    samples: row.samples,
    ...(baseline && baseline.samples.length > 0 ? { baseline } : {}),
  };
}
