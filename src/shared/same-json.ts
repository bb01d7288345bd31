/**
 * Whether two plain values (form values, a settings list) have the same content, key order
 * included: they come from the same code path, so a changed order is a change.
 */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
