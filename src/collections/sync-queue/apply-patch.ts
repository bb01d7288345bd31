import type { Customer } from '../../domain/claim.schema';
import { addCustomer, removeCustomer, setPrimaryCustomer } from '../../domain/claim-customers';
import type { LocalPatch } from './local-patch';

type Doc = Record<string, unknown>;

/**
 * The record after the patch: `null` means deleted, `undefined` that there is no record to patch
 * (an update of a record this device does not hold). Pure, so rebases and recovery share it.
 */
export function applyPatch(doc: Doc | undefined, patch: LocalPatch): Doc | null | undefined {
  switch (patch.kind) {
    case 'create':
      // A record the server already knows (pulled after the create) keeps its server fields.
      return doc ? { ...patch.doc, ...doc } : { ...patch.doc };
    case 'delete':
      return null;
    case 'none':
      return doc;
    case 'createMany':
      // Not a patch of one record (its resource id is the batch's): recovery expands it into one
      // create per record it holds.
      return doc;
    case 'merge':
      return doc && { ...doc, ...patch.fields };
    case 'mergeValue':
      return doc && { ...doc, value: { ...valueOf(doc), ...patch.fields } };
    case 'link':
    case 'unlink':
    case 'primary':
      return doc && { ...doc, customers: customersAfter(customersOf(doc), patch) };
  }
}

function valueOf(doc: Doc): Doc {
  return doc.value !== null && typeof doc.value === 'object' ? (doc.value as Doc) : {};
}

function customersOf(doc: Doc): Customer[] {
  return Array.isArray(doc.customers) ? (doc.customers as Customer[]) : [];
}

function customersAfter(
  customers: Customer[],
  patch: Extract<LocalPatch, { kind: 'link' | 'unlink' | 'primary' }>,
): Customer[] {
  if (patch.kind === 'link') return addCustomer(customers, patch.customer);
  if (patch.kind === 'primary') return setPrimaryCustomer(customers, patch.customerId);
  // Removing the last customer is refused before it is queued; a rebase never empties the list.
  return removeCustomer(customers, patch.customerId) ?? customers;
}

/** Applies a sequence in order, stopping at a deletion. */
export function applyPatches(doc: Doc | undefined, patches: LocalPatch[]): Doc | null | undefined {
  let current: Doc | null | undefined = doc;
  for (const patch of patches) {
    if (current === null) return null;
    current = applyPatch(current, patch);
  }
  return current;
}
