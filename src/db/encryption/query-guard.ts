import type { PreparedQuery } from 'rxdb';

type Selector = Record<string, unknown>;
const LOGICAL = new Set(['$and', '$or', '$nor']);

function selectorFields(selector: Selector, into: Set<string>): Set<string> {
  for (const [name, value] of Object.entries(selector)) {
    if (LOGICAL.has(name) && Array.isArray(value)) {
      value.forEach((part) => selectorFields(part as Selector, into));
    } else if (name === '$not' && value && typeof value === 'object') {
      selectorFields(value as Selector, into);
    } else if (!name.startsWith('$')) {
      into.add(name.split('.')[0] ?? name);
    }
  }
  return into;
}

/**
 * The storage matches and sorts on stored documents, where sealed fields are ciphertext: a query
 * on them would silently match nothing, so it is refused instead.
 */
export function assertQueryOnPlainFields(
  prepared: PreparedQuery<unknown>,
  sealedFields: ReadonlySet<string>,
): void {
  const fields = selectorFields(prepared.query.selector as Selector, new Set());
  for (const part of prepared.query.sort ?? []) Object.keys(part).forEach((f) => fields.add(f));
  for (const field of fields) {
    if (sealedFields.has(field.split('.')[0] ?? field)) {
      throw new Error(`Cannot query or sort on encrypted field: ${field}`);
    }
  }
}
