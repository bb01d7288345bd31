export const UPCOMING_DAYS = 7;

/**
 * Events of the next 7 days (from now; one under way counts), soonest first, at most `limit`.
 */
export function upcomingEvents<T extends { start: string; end: string }>(
  events: readonly T[],
  now: Date,
  limit: number,
): T[] {
  const from = now.getTime();
  const until = from + UPCOMING_DAYS * 86_400_000;
  return events
    .filter((e) => Date.parse(e.end) >= from && Date.parse(e.start) < until)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, limit);
}
