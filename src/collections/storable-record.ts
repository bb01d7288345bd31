import type { RxJsonSchema } from 'rxdb';
import { z } from 'zod';
import { APP_COLLECTIONS, type CollectionName } from './app-database';

type Row = Record<string, unknown>;

// One validator per collection, built from the RxDB schema the local store enforces (itself
// derived from the domain's zod entity): what it refuses is what the store could not hold.
const validators = new Map<CollectionName, z.ZodType>();

function validatorOf(collection: CollectionName): z.ZodType {
  const known = validators.get(collection);
  if (known) return known;
  const schema = APP_COLLECTIONS[collection].schema as RxJsonSchema<unknown>;
  const built = z.fromJSONSchema({
    type: 'object',
    properties: withoutClosedObjects(schema.properties),
    required: schema.required,
  } as Parameters<typeof z.fromJSONSchema>[0]);
  validators.set(collection, built);
  return built;
}

/**
 * Why a record, as the collection would store it, is not storable (its fields named), or null
 * when it is. The pull sets such a record aside instead of failing the whole page on it.
 */
export function unstorableReason(collection: CollectionName, doc: Row): string | null {
  const result = validatorOf(collection).safeParse(doc);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
    .join('; ');
}

// Unknown keys are no reason to refuse a record: fitToSchema drops them at the top, and nested
// ones are stored as they come (the server's contacts carry metadata groups the schema does not
// list), so only types and required fields are checked.
function withoutClosedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'additionalProperties')
      .map(([key, inner]) => [key, withoutClosedObjects(inner)]),
  );
}
