/**
 * SPEC 5 number rule: strip everything but digits, dot and minus, then parse (leniently, as
 * `parseFloat`: `12-3` gives 12); 0 when that is not a finite number or the input is empty. A number
 * input is already clean, which keeps the rule idempotent (`1e21` must not be re-read as `121`).
 */
export function cleanNumber(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : 0;
  const parsed = Number.parseFloat(value.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(parsed) ? parsed + 0 : 0;
}

/** Writes a cleaned number back into a text field without exponent notation. */
export function formatCleanNumber(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
