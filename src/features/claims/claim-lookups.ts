import type { ClaimStatusConfig } from '../../domain/claim-status';

/** A choice in a picker: a user, a contact or a status. */
export interface Option {
  value: string;
  label: string;
}

/** What turning a claim's ids into words needs; built once per screen by the route. */
export interface ClaimLookups {
  statuses: readonly ClaimStatusConfig[];
  /** User id → full name, for assignees and note authors. */
  userNames: Readonly<Record<string, string>>;
  /** For overdue checks; tests and benchmarks pin it. */
  now?: Date;
  /** Claims whose conversations and notes this device does not keep (marked in lists). */
  detailsElsewhere?: ReadonlySet<string>;
}

export function userName(lookups: Pick<ClaimLookups, 'userNames'>, id: string | null | undefined) {
  if (!id) return '';
  return lookups.userNames[id] ?? id;
}
