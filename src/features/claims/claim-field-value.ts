import { primaryCustomer } from '../../domain/claim-customers';
import type { Claim } from '../../domain/claim.schema';
import { formatDate, formatMoney } from '../../shared/ui/display-format';
import { userName, type ClaimLookups } from './claim-lookups';

const DATE_FIELDS: ReadonlySet<string> = new Set(['dateOfLoss', 'dateCreated', 'lastUpdated']);

/** Fields holding an ISO date (shown as a day, sorted by instant). */
export const isDateField = (field: string) => DATE_FIELDS.has(field);

/** The text a claim field shows in the list, on cards and in search. */
export function claimFieldText(claim: Claim, field: string, lookups: ClaimLookups): string {
  if (field === 'customerName') return primaryCustomer(claim.customers)?.name ?? '';
  if (field === 'assignedTo') return userName(lookups, claim.assignedTo);
  if (field === 'estimatedValue') return formatMoney(claim.estimatedValue);
  const raw = (claim as Record<string, unknown>)[field];
  if (typeof raw !== 'string') return raw === null || raw === undefined ? '' : String(raw);
  return DATE_FIELDS.has(field) ? formatDate(raw) : raw;
}

/** The value a column sorts by: numbers and ISO dates by value, the rest by their shown text. */
export function claimSortKey(claim: Claim, field: string, lookups: ClaimLookups): string | number {
  if (field === 'estimatedValue') return claim.estimatedValue ?? Number.NEGATIVE_INFINITY;
  if (isDateField(field)) return String((claim as Record<string, unknown>)[field] ?? '');
  return claimFieldText(claim, field, lookups);
}
