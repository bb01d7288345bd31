export const MIN_PHONE_DIGITS = 7;

/** SPEC 5 phone rule: keep ASCII digits only; fewer than 7 digits give the empty string. */
export function cleanPhone(value: string): string {
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length < MIN_PHONE_DIGITS ? '' : digits;
}
