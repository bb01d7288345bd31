import dayjs from 'dayjs';

/** A report's days, `YYYY-MM-DD` inclusive, in the viewer's time zone; null ends are open. */
export interface ReportRange {
  from: string | null;
  to: string | null;
}

export const OPEN_RANGE: ReportRange = { from: null, to: null };

/** Whether an instant falls on a day of the range, where the viewer is. */
export function inRange(instant: string, range: ReportRange): boolean {
  const day = dayjs(instant).format('YYYY-MM-DD');
  return (range.from === null || day >= range.from) && (range.to === null || day <= range.to);
}
