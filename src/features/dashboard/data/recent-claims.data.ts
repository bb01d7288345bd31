/** The claims changed last, newest first, at most `limit`. */
export function recentlyUpdated<T extends { lastUpdated: string }>(
  claims: readonly T[],
  limit: number,
): T[] {
  return [...claims]
    .sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated))
    .slice(0, limit);
}
