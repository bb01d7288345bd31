import { z } from 'zod';
import { snakeKeys } from './keys';

// A database row as the wire carries it: snake_case keys, ISO timestamps, and without the fields
// named in `hidden` (password hashes, storage keys).
export function toWire<T extends object>(row: T, hidden: readonly (keyof T)[] = []) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (hidden.includes(key as keyof T)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return snakeKeys<Record<string, unknown>>(out);
}

/** The sync columns every synced row answers with (DESIGN.md "versions"), as wire fields. */
export const syncFieldsWire = {
  organization_id: z.string(),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
};

/** The sync columns of a row in the order of `syncFieldsWire` (an answer's bytes are replayed). */
export const syncFieldsView = (row: {
  organizationId: string;
  version: number;
  updatedAt: Date;
  deleted: boolean;
}) => ({
  organization_id: row.organizationId,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
  deleted: row.deleted,
});
