import type { RxJsonSchema } from 'rxdb';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export interface RxSchemaOptions {
  title: string;
  version: number;
  /** Plain, indexed fields and the length (strings) or range (numbers) RxDB needs to index them. */
  indexed: Record<string, { maxLength: number } | { minimum: number; maximum: number }>;
  indexes: (string | string[])[];
  /** Top-level fields sealed at rest (src/db/encryption); never indexed or queried. */
  encrypted?: string[];
  /** Properties added or replaced after derivation (RxDB-only fields). */
  extra?: Record<string, JsonSchema>;
  /** Domain fields the local store does not keep (e.g. `deleted`: RxDB has `_deleted`). */
  omit?: string[];
}

/**
 * The RxDB schema of a collection, derived from the shared zod entity so the local store and the
 * wire agree on fields. Only the primary key and indexed fields are required: documents come from
 * a server that may omit optional data, and a missing field must not make a record unstorable.
 */
export function rxSchemaFromZod<T>(entity: z.ZodObject, options: RxSchemaOptions): RxJsonSchema<T> {
  const derived = z.toJSONSchema(entity, { target: 'draft-07', unrepresentable: 'any' }) as {
    properties: Record<string, JsonSchema>;
  };
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(derived.properties)) {
    if (options.omit?.includes(name)) continue;
    properties[name] = withoutDefaults(property);
  }
  for (const [name, limits] of Object.entries(options.indexed)) {
    const type = 'maxLength' in limits ? 'string' : 'number';
    properties[name] = { type, ...limits, ...('minimum' in limits ? { multipleOf: 1 } : {}) };
  }
  Object.assign(properties, options.extra);
  return {
    title: options.title,
    version: options.version,
    primaryKey: 'id',
    type: 'object',
    properties,
    required: ['id', ...Object.keys(options.indexed).filter((name) => name !== 'id')],
    indexes: options.indexes,
    encrypted: options.encrypted ?? [],
    additionalProperties: false,
  } as unknown as RxJsonSchema<T>;
}

// RxDB allows defaults at the top level only and fills them on insert; the domain defaults apply at
// the form instead. Nested `required` lists go too: a pulled record missing an optional nested
// field must still be storable.
function withoutDefaults(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default' || key === 'required') continue;
    out[key] = strip(value);
  }
  return out;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  return withoutDefaults(value as JsonSchema);
}
