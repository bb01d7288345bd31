/** A NumberInput's value as a whole number within bounds, or null (empty, decimal, out of range). */
export function wholeNumberIn(value: number | string, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}
