import type { RxJsonSchema } from 'rxdb';

// A claim as the app stores it: list fields plain and indexed, personal data sealed.
export interface ClaimDoc {
  id: string;
  claimNumber: string;
  status: string;
  policyNumber: string;
  dateOfLoss: string;
  dateCreated: string;
  lastUpdated: string;
  organization_id: string;
  customers: { id: string; name: string; isPrimary: boolean }[];
  clientName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  notes: { id: string; text: string; createdBy: string; createdAt: string }[];
}

const text = { type: 'string', maxLength: 64 } as const;

export const SEALED_CLAIM_FIELDS = [
  'customers',
  'clientName',
  'address',
  'city',
  'state',
  'zipCode',
  'notes',
] as const;

export const plainClaimSchema: RxJsonSchema<ClaimDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: text,
    claimNumber: text,
    status: text,
    policyNumber: text,
    dateOfLoss: text,
    dateCreated: text,
    lastUpdated: text,
    organization_id: text,
    customers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          isPrimary: { type: 'boolean' },
        },
      },
    },
    clientName: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
    notes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          text: { type: 'string' },
          createdBy: { type: 'string' },
          createdAt: { type: 'string' },
        },
      },
    },
  },
  required: ['id', 'claimNumber', 'status', 'lastUpdated', 'customers', 'clientName'],
  indexes: ['status', 'claimNumber', 'lastUpdated'],
};

export const sealedClaimSchema: RxJsonSchema<ClaimDoc> = {
  ...plainClaimSchema,
  encrypted: [...SEALED_CLAIM_FIELDS],
};

export const STATUSES = ['New', 'In Progress', 'Pending Client', 'Appraisal', 'Settled', 'Closed'];
const NOTE =
  'Inspected the roof and the north wall; water damage to drywall in two rooms, mould starting ' +
  'behind the kitchen units. Homeowner has photos from the night of the storm. Contractor quote ' +
  'expected next week; insurer adjuster to be copied on the estimate.';

/** Claim number i; `inProgressShare` of them (spread evenly) get status In Progress. */
export function makeClaim(i: number, inProgressShare = 0.3): ClaimDoc {
  const day = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
  const inProgress = Math.floor((i + 1) * inProgressShare) > Math.floor(i * inProgressShare);
  const others = STATUSES.filter((s) => s !== 'In Progress');
  return {
    id: `claim-${String(i).padStart(6, '0')}`,
    claimNumber: `CLM-${100000 + i}`,
    status: inProgress ? 'In Progress' : (others[i % others.length] ?? 'New'),
    policyNumber: `POL-${(i * 7919) % 1_000_000}`,
    dateOfLoss: day,
    dateCreated: day,
    lastUpdated: day,
    organization_id: 'org-demo',
    customers: [
      { id: `cust-${i}-a`, name: `Customer ${i} Alvarez`, isPrimary: true },
      { id: `cust-${i}-b`, name: `Customer ${i} Brennan`, isPrimary: false },
    ],
    clientName: `Referral Client ${i % 40}`,
    address: `${100 + (i % 900)} Maple Street`,
    city: 'Springfield',
    state: 'IL',
    zipCode: String(62700 + (i % 99)),
    notes: [
      { id: `note-${i}-1`, text: NOTE, createdBy: 'Jordan Reyes', createdAt: day },
      {
        id: `note-${i}-2`,
        text: `Called customer ${i} about access.`,
        createdBy: 'Jordan Reyes',
        createdAt: day,
      },
    ],
  };
}
