export type Timings = Record<string, { plain: number[]; encrypted: number[] }>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number) => value.toFixed(1);

/**
 * Markdown table: median ms of each variant and their ratio; the fastest run of each too, since
 * on a shared machine the minimum shows the cost of the work itself, the median the cost with noise.
 */
export function formatTable(timings: Timings): string {
  const rows = Object.entries(timings).map(([scenario, { plain, encrypted }]) => {
    const [p, e] = [median(plain), median(encrypted)];
    const [pMin, eMin] = [Math.min(...plain), Math.min(...encrypted)];
    return `| ${scenario} | ${ms(p)} | ${ms(e)} | ${(e / p).toFixed(2)}× | ${ms(pMin)} / ${ms(eMin)} (${(eMin / pMin).toFixed(2)}×) | ${plain.length} |`;
  });
  return [
    '| scenario | unencrypted ms (median) | encrypted ms (median) | ratio | fastest run ms (ratio) | runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
