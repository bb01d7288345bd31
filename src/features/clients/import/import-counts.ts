/** "1 contact", "10,000 contacts": a count as the import's texts say it. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
