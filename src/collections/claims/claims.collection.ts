import type { RxCollection } from 'rxdb';
import type { ClaimDocType } from './claims.schema';
import { claimsSchema } from './claims.schema';

export type ClaimsCollection = RxCollection<ClaimDocType>;

export const claimsCollection = { schema: claimsSchema, migrationStrategies: {} };
