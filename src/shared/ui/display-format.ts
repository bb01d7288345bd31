import dayjs from 'dayjs';

// One place for how dates and money read on screen (en-US, USD, as the demo data is).
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `YYYY-MM-DD` days stay that day; full timestamps are shown in the viewer's time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : value;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY h:mm A') : value;
}

export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : money.format(value);
}

/** The calendar day of a date or timestamp, for range filters (`YYYY-MM-DD`). */
export function dayOf(value: string | null | undefined): string {
  if (!value) return '';
  return value.length === 10 ? value : dayjs(value).format('YYYY-MM-DD');
}
