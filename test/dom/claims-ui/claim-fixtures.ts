import type { Claim } from '../../../src/domain/claim.schema';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';
import type { ClaimLookups } from '../../../src/features/claims/claim-lookups';

// A fixed "now" and claim data for the claims list, board and table tests.
export const NOW = new Date('2026-03-02T12:00:00Z');

export const lookups: ClaimLookups = {
  statuses: DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
  userNames: { 'u-1': 'Jordan Reyes', 'u-2': 'Priya Natarajan' },
  now: NOW,
};

export function claim(id: string, patch: Partial<Claim> = {}): Claim {
  return {
    id,
    claimNumber: `CLM-${id}`,
    status: 'New',
    statusChangedAt: NOW.toISOString(),
    dateCreated: '2026-02-01T10:00:00Z',
    lastUpdated: '2026-02-02T10:00:00Z',
    policyNumber: `POL-${id}`,
    clientId: 'ct-1',
    clientName: 'Harbor Mutual',
    dateOfLoss: '2026-01-20',
    address: '1 Oak St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    customers: [{ id: `p-${id}`, name: `Customer ${id}`, isPrimary: true }],
    estimatedValue: 1000,
    assignedTo: 'u-1',
    description: '',
    version: 1,
    updatedAt: '2026-02-02T10:00:00Z',
    deleted: false,
    organization_id: 'org-1',
    ...patch,
  };
}
