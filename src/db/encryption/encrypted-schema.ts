import type { RxJsonSchema } from 'rxdb';
import { getPrimaryFieldOfPrimaryKey } from 'rxdb';

/**
 * Top-level field holding the one ciphertext of all sealed fields of a document. Not '__'-prefixed:
 * Dexie storage rewrites a leading '__' to '|' on read. RxDB forbids user fields starting with '_',
 * so this name cannot collide with a schema property.
 */
export const ENVELOPE_FIELD = '_enc';

export interface EncryptedLayout {
  primaryPath: string;
  sealedFields: ReadonlySet<string>;
  encryptAttachments: boolean;
  /** The schema the wrapped storage sees: sealed fields replaced by the envelope. */
  storedSchema: RxJsonSchema<never>;
}

function indexedFields<T>(schema: RxJsonSchema<T>): string[] {
  return (schema.indexes ?? []).flatMap((index) => (typeof index === 'string' ? [index] : index));
}

/**
 * Reads the schema's RxDB `encrypted` list. Only top-level fields: one envelope per document
 * keeps reads to one decrypt, and a sealed field can never be the primary key or an index.
 */
export function describeEncryptedSchema<T>(schema: RxJsonSchema<T>): EncryptedLayout {
  const primaryPath = getPrimaryFieldOfPrimaryKey(schema.primaryKey) as string;
  const sealed = [...(schema.encrypted ?? [])];
  const indexed = new Set(indexedFields(schema).map((path) => path.split('.')[0]));
  const properties: Record<string, unknown> = { ...schema.properties };
  for (const field of sealed) {
    if (field.includes('.')) throw new Error(`Encrypted field must be top-level: ${field}`);
    if (!(field in properties)) throw new Error(`Encrypted field not in schema: ${field}`);
    if (field === primaryPath || indexed.has(field)) {
      throw new Error(`Encrypted field cannot be the primary key or indexed: ${field}`);
    }
    delete properties[field];
  }
  properties[ENVELOPE_FIELD] = {
    type: 'object',
    properties: { iv: { type: 'string' }, data: { type: 'string' } },
    required: ['iv', 'data'],
  };
  const stored: Record<string, unknown> = {
    ...structuredClone(schema),
    properties,
    required: (schema.required ?? []).filter((field) => !sealed.includes(field)),
  };
  delete stored.encrypted;
  if (schema.attachments) stored.attachments = { ...schema.attachments, encrypted: false };
  return {
    primaryPath,
    sealedFields: new Set(sealed),
    encryptAttachments: schema.attachments?.encrypted === true,
    storedSchema: stored as unknown as RxJsonSchema<never>,
  };
}
