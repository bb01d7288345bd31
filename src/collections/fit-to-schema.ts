import type { RxJsonSchema } from 'rxdb';

type Row = Record<string, unknown>;

/**
 * A record from the wire (already camelCased) reduced to what a collection stores: unknown keys
 * dropped (the schema forbids them) and nulls dropped where the schema does not allow null, so a
 * server that answers `null` for an empty optional field never makes a record unstorable.
 */
export function fitToSchema<T>(row: Row, schema: RxJsonSchema<T>): Row {
  const properties = schema.properties as Record<string, { type?: unknown }>;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const property = properties[key];
    if (!property || value === undefined) continue;
    if (value === null && !allowsNull(property.type)) continue;
    out[key] = value;
  }
  return out;
}

function allowsNull(type: unknown): boolean {
  if (type === undefined) return true;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}
