import { claimSchema, type Claim } from '../../domain/claim.schema';
import { rxSchemaFromZod } from '../rx-schema';

// A claim as stored locally: the domain claim without `deleted` (RxDB keeps `_deleted`).
export type ClaimDocType = Omit<Claim, 'deleted'>;

const date = { maxLength: 40 };

export const claimsSchema = rxSchemaFromZod<ClaimDocType>(claimSchema, {
  title: 'claims',
  version: 0,
  omit: ['deleted'],
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    claimNumber: { maxLength: 60 },
    status: { maxLength: 60 },
    statusChangedAt: date,
    dateCreated: date,
    lastUpdated: date,
  },
  indexes: ['claimNumber', 'lastUpdated', 'dateCreated', ['status', 'lastUpdated']],
  encrypted: [
    'customers',
    'clientName',
    'policyNumber',
    'address',
    'city',
    'state',
    'zipCode',
    'description',
  ],
});
