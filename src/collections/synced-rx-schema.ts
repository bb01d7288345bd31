import type { RxJsonSchema } from 'rxdb';
import type { z } from 'zod';
import { rxSchemaFromZod, type RxSchemaOptions } from './rx-schema';

/** Index limits of an id (own or referenced) and of an ISO date-time string. */
export const ID_FIELD = { maxLength: 100 };
export const DATE_FIELD = { maxLength: 40 };

/**
 * The RxDB schema of a synced, organization-scoped entity: indexed by id and organization, and
 * without the domain's `deleted` (RxDB keeps `_deleted`). `indexed` lists the further fields.
 */
export function syncedRxSchema<T>(
  entity: z.ZodObject,
  options: Omit<RxSchemaOptions, 'omit'>,
): RxJsonSchema<T> {
  return rxSchemaFromZod<T>(entity, {
    ...options,
    omit: ['deleted'],
    indexed: { id: ID_FIELD, organization_id: ID_FIELD, ...options.indexed },
  });
}
