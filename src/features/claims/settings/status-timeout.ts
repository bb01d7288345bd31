export const MAX_TIMEOUT_DAYS = 3650;
export const TIMEOUT_RANGE_MESSAGE = `Enter a whole number of days from 1 to ${MAX_TIMEOUT_DAYS}`;

export type TimeoutParse = { ok: true; days: number } | { ok: false; error: string };

/** A typed timeout: a whole number of days in range, else the reason shown at the field. */
export function parseTimeoutDays(text: string): TimeoutParse {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: TIMEOUT_RANGE_MESSAGE };
  const days = Number(trimmed);
  if (days < 1 || days > MAX_TIMEOUT_DAYS) return { ok: false, error: TIMEOUT_RANGE_MESSAGE };
  return { ok: true, days };
}

export const timeoutText = (days: number | null) => (days === null ? '' : String(days));
