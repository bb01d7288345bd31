// SPEC 7: response keys become camelCase, except `organization_id` which keeps its wire name.
const KEPT_KEYS = new Set(['organization_id']);

export function snakeToCamel(key: string): string {
  if (KEPT_KEYS.has(key)) return key;
  return key.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    result[snakeToCamel(key)] = camelizeKeys(inner);
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
