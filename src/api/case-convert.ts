import { renameKeys } from '../domain/rename-keys';

// SPEC 7: response keys become camelCase, except `organization_id` which keeps its wire name.
const KEPT_KEYS = new Set(['organization_id']);

export function snakeToCamel(key: string): string {
  if (KEPT_KEYS.has(key)) return key;
  return key.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

export const camelizeKeys = (value: unknown): unknown => renameKeys(value, snakeToCamel);
