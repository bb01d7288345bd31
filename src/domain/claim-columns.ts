// Claim list columns of SPEC section 3; kanban cards use the same field set.
export interface ClaimColumn {
  id: string;
  field: string;
  header: string;
  visible: boolean;
}

const column = (field: string, header: string, visible = true): ClaimColumn => ({
  id: field,
  field,
  header,
  visible,
});

export const DEFAULT_CLAIM_COLUMNS: readonly ClaimColumn[] = [
  column('claimNumber', 'Claim Number'),
  column('policyNumber', 'Policy Number'),
  column('customerName', 'Customer Name'),
  column('dateOfLoss', 'Date of Loss'),
  column('status', 'Status'),
  column('city', 'City'),
  column('zipCode', 'ZIP Code', false),
  column('estimatedValue', 'Estimated Value'),
  column('assignedTo', 'Assigned To'),
  column('dateCreated', 'Date Created', false),
  column('lastUpdated', 'Last Updated'),
  column('state', 'State', false),
  column('address', 'Address', false),
  column('clientName', 'Referral Client'),
];

export const CLAIM_VIEW_TYPES = ['list', 'kanban'] as const;
export type ClaimViewType = (typeof CLAIM_VIEW_TYPES)[number];

export function isClaimViewType(value: unknown): value is ClaimViewType {
  return value === 'list' || value === 'kanban';
}
