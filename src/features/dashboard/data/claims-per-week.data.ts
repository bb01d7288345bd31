import dayjs, { type Dayjs } from 'dayjs';
import type { ClaimStatusConfig } from '../../../domain/claim-status';
import type { ReportRange } from './report-range';

export const DEFAULT_WEEKS = 12;

export interface WeekCount {
  /** The week's Monday, `YYYY-MM-DD` in the viewer's time zone. */
  week: string;
  opened: number;
  closed: number;
}

const monday = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

/** A status without a timeout (Closed) ends a claim (SPEC 9). */
export function closedStatuses(statuses: readonly ClaimStatusConfig[]): Set<string> {
  return new Set(statuses.filter((s) => s.timeoutDays === null).map((s) => s.name));
}

/**
 * Claims opened (created) and closed (moved into a status without a timeout) per local week,
 * Monday first: the last 12 weeks up to `now`, or the weeks of the range. Empty when nothing
 * was opened or closed in them.
 */
export function claimsPerWeek(
  claims: readonly { status: string; dateCreated: string; statusChangedAt: string }[],
  statuses: readonly ClaimStatusConfig[],
  now: Date,
  range: ReportRange,
): WeekCount[] {
  const last = monday(range.to ? dayjs(range.to) : dayjs(now));
  const first = range.from
    ? monday(dayjs(range.from))
    : last.subtract(DEFAULT_WEEKS - 1, 'week');
  if (first.isAfter(last)) return [];
  const weeks = new Map<string, WeekCount>();
  for (let w = first; !w.isAfter(last); w = w.add(1, 'week')) {
    const week = w.format('YYYY-MM-DD');
    weeks.set(week, { week, opened: 0, closed: 0 });
  }
  const closed = closedStatuses(statuses);
  let any = false;
  const weekOf = (instant: string) => weeks.get(monday(dayjs(instant)).format('YYYY-MM-DD'));
  for (const claim of claims) {
    const opened = weekOf(claim.dateCreated);
    if (opened) {
      opened.opened += 1;
      any = true;
    }
    const ended = closed.has(claim.status) ? weekOf(claim.statusChangedAt) : undefined;
    if (ended) {
      ended.closed += 1;
      any = true;
    }
  }
  return any ? [...weeks.values()] : [];
}
