import { z } from 'zod';
import { rxSchemaFromZod } from '../rx-schema';

/**
 * Small configuration records folded into one collection (DESIGN.md budgets), keyed by id:
 * `settings:<group>` (organization settings groups, claim statuses live in `settings:claimSettings`),
 * `roles` (the organization's roles and their permissions, kind `settings`, staff only),
 * `preferences` (the user's own view preferences), and device-only records (`local:<name>`:
 * recently viewed claims, queue metadata).
 */
export const CONFIG_KINDS = ['settings', 'preferences', 'local'] as const;

export const configEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CONFIG_KINDS),
  value: z.record(z.string(), z.unknown()),
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
});

export type ConfigDocType = z.infer<typeof configEntrySchema>;

export const configSchema = rxSchemaFromZod<ConfigDocType>(configEntrySchema, {
  title: 'config',
  version: 0,
  indexed: { id: { maxLength: 100 }, kind: { maxLength: 20 } },
  indexes: ['kind'],
  encrypted: ['value'],
});

export const settingsId = (group: string) => `settings:${group}`;
export const PREFERENCES_ID = 'preferences';
export const ROLES_ID = 'roles';
export const localId = (name: string) => `local:${name}`;
