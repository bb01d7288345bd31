import type { Customer } from './claim.schema';

// The fields the automatic 'Claim Creation' / 'Claim Update' notes list, in the form's order.
// Shared: the server writes these notes, and a device shows the same text at once (offline too).
const TRACKED = [
  'claimNumber',
  'policyNumber',
  'clientId',
  'clientName',
  'customers',
  'dateOfLoss',
  'address',
  'city',
  'state',
  'zipCode',
  'estimatedValue',
  'assignedTo',
  'description',
  'status',
] as const;

export type TrackedField = (typeof TRACKED)[number];
export type ClaimFields = Partial<Record<TrackedField, unknown>>;

/** `zipCode` → `zip code`, as the notes print field names. */
export const fieldLabel = (field: string) => field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

function comparable(field: TrackedField, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (field === 'customers') {
    return JSON.stringify((value as Customer[]).map((c) => [c.id, c.name, c.isPrimary]));
  }
  if (field === 'estimatedValue' && value !== null) return Number(value);
  return value;
}

/** The tracked fields of `next` that differ from `current` (a field absent from `next` is kept). */
export function changedFields(current: ClaimFields, next: ClaimFields): TrackedField[] {
  return TRACKED.filter(
    (field) =>
      field in next &&
      next[field] !== undefined &&
      comparable(field, next[field]) !== comparable(field, current[field]),
  );
}

/** The tracked fields a create set to something. */
export function setFields(values: ClaimFields): TrackedField[] {
  return TRACKED.filter((field) => comparable(field, values[field]) !== null);
}

export const creationNoteText = (who: string, fields: readonly string[]) =>
  `${who} created the claim. Fields set: ${fields.map(fieldLabel).join(', ')}.`;

export const updateNoteText = (who: string, fields: readonly string[]) =>
  `${who} updated the claim. Fields changed: ${fields.map(fieldLabel).join(', ')}.`;
