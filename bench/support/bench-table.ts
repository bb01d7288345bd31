import type { BenchRow } from './bench-rows';

// The summary table of `npm run bench`: median and p95 of each row, its target (issue 17's table)
// and, where the run has one, the baseline of the same operation and the ratio to it.

/** Median: the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/**
 * A goal on one statistic of a row: at most `atMost` (times, sizes) or at least `atLeast`
 * (throughput); `ratio` compares with the row's baseline (the server's "0.9× of a raw driver").
 */
export interface Target {
  text: string;
  stat: 'median' | 'p95' | 'ratio';
  atMost?: number;
  atLeast?: number;
}

export interface Summary {
  row: BenchRow;
  median: number;
  p95: number;
  baselineMedian: number | null;
  /** The row's median over the baseline's. */
  ratio: number | null;
  target: Target | null;
  met: boolean | null;
}

function meets(target: Target, value: number | null): boolean | null {
  if (value === null || Number.isNaN(value)) return null;
  if (target.atMost !== undefined && value > target.atMost) return false;
  if (target.atLeast !== undefined && value < target.atLeast) return false;
  return true;
}

export function summarize(row: BenchRow, targets: Readonly<Record<string, Target>>): Summary {
  const m = median(row.samples);
  const baselineMedian = row.baseline ? median(row.baseline.samples) : null;
  const ratio = baselineMedian ? m / baselineMedian : null;
  const target = targets[row.id] ?? null;
  const stats = { median: m, p95: percentile(row.samples, 95), ratio };
  return {
    row,
    median: m,
    p95: stats.p95,
    baselineMedian,
    ratio,
    target,
    met: target ? meets(target, stats[target.stat]) : null,
  };
}

/** 1,234 / 56.7 / 0.89: whole numbers from 100 up, one decimal from 1, two below. */
export function formatNumber(value: number | null): string {
  if (value === null || Number.isNaN(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 1 : 2;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** 2.50× / 0.89×, and two significant digits below 0.1 (an index against a full scan: 0.0022×). */
export function formatRatio(ratio: number): string {
  return `${ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`;
}

const HEADER = [
  'measure',
  'unit',
  'n',
  'median',
  'p95',
  'target',
  'met',
  'baseline',
  'baseline median',
  'ratio',
];
const RIGHT = new Set(['n', 'median', 'p95', 'baseline median', 'ratio']);

/** One Markdown table (padded so it also reads in a terminal), in the order of `summaries`. */
export function formatTable(summaries: readonly Summary[]): string {
  const cells = summaries.map((s) => [
    s.row.label,
    s.row.unit,
    String(s.row.samples.length),
    formatNumber(s.median),
    formatNumber(s.p95),
    s.target?.text ?? '—',
    s.met === null ? '—' : s.met ? 'yes' : 'no',
    s.row.baseline?.label ?? '—',
    formatNumber(s.baselineMedian),
    s.ratio === null ? '—' : formatRatio(s.ratio),
  ]);
  // At least 3: a Markdown rule needs a dash before its alignment colon.
  const widths = HEADER.map((title, i) =>
    Math.max(3, title.length, ...cells.map((row) => row[i]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (RIGHT.has(HEADER[i]!) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (RIGHT.has(HEADER[i]!) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(HEADER), rule, ...cells.map(line)].join('\n');
}
