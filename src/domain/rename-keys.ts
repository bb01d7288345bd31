// Key renaming of JSON values (the wire's snake_case and the app's camelCase), shared by the
// server's request bodies and the client's responses. Iterative: a body nested thousands of
// levels deep must not overflow the stack (it is refused by its depth, json-bounds.ts, but the
// client also converts what older servers stored before that bound existed).

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type Pending = [input: unknown, put: (output: unknown) => void];

/** A copy of `value` with every object key renamed; arrays, scalars and order kept. */
export function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  let result: unknown;
  const stack: Pending[] = [[value, (output) => (result = output)]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [input, put] = next;
    if (Array.isArray(input)) {
      const out: unknown[] = new Array<unknown>(input.length);
      put(out);
      for (let i = input.length - 1; i >= 0; i -= 1) {
        stack.push([input[i], (item) => (out[i] = item)]);
      }
    } else if (isPlainObject(input)) {
      const out: Record<string, unknown> = {};
      put(out);
      const entries = Object.entries(input).map(([key, inner]) => [rename(key), inner] as const);
      // Keys first, in order; values are filled as the stack reaches them (the last of two keys
      // that rename alike wins, as with a plain loop).
      for (const [key] of entries) out[key] = undefined;
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i]!;
        stack.push([inner, (item) => (out[key] = item)]);
      }
    } else {
      put(input);
    }
  }
  return result;
}
