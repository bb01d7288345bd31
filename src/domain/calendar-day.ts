// A calendar day as `YYYY-MM-DD` (a due date, a date of loss): a day, not an instant, so it reads
// the same in every time zone. Instants are ISO strings in UTC (`…Z`) and are shown local.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const NOT_A_DATE_MESSAGE = 'Due date must be a date (YYYY-MM-DD)';
export const NOT_A_TIME_MESSAGE = 'Due time must be a date and time';

/** A real day of the calendar: `2026-02-30` and `2026-13-01` are not. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An ISO date-time with an explicit zone (`Z` or `±hh:mm`) that names a real instant. */
export function isInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return false;
  }
  return isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** The viewer's local day of an instant. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight at the start of a `YYYY-MM-DD` day. */
export function startOfLocalDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Whole local days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = startOfLocalDay(to).getTime() - startOfLocalDay(from).getTime();
  // Rounded: a daylight-saving day is 23 or 25 hours long.
  return Math.round(ms / 86_400_000);
}

/** `day` moved by `n` local days. */
export function addDays(day: string, n: number): string {
  const date = startOfLocalDay(day);
  date.setDate(date.getDate() + n);
  return localDay(date);
}
