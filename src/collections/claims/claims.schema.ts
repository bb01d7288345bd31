import { claimSchema, type Claim } from '../../domain/claim.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

// A claim as stored locally: the domain claim without `deleted` (RxDB keeps `_deleted`).
export type ClaimDocType = Omit<Claim, 'deleted'>;

export const claimsSchema = syncedRxSchema<ClaimDocType>(claimSchema, {
  title: 'claims',
  version: 0,
  indexed: {
    claimNumber: { maxLength: 60 },
    status: { maxLength: 60 },
    statusChangedAt: DATE_FIELD,
    dateCreated: DATE_FIELD,
    lastUpdated: DATE_FIELD,
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
