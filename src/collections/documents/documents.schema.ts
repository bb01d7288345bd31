import type { RxJsonSchema } from 'rxdb';
import { documentSchema, type ClaimDocument } from '../../domain/document.schema';
import { DATE_FIELD, syncedRxSchema } from '../synced-rx-schema';

export type DocumentDocType = Omit<ClaimDocument, 'deleted'>;

// Metadata always; the file itself only as an (encrypted) attachment when the offline setting
// storeDocuments is on.
export const documentsSchema: RxJsonSchema<DocumentDocType> = {
  ...syncedRxSchema<DocumentDocType>(documentSchema, {
    title: 'documents',
    version: 1,
    indexed: { createdAt: DATE_FIELD },
    indexes: ['createdAt'],
    // Where a photo was taken is personal data: sealed like the name.
    encrypted: ['name', 'latitude', 'longitude'],
  }),
  attachments: { encrypted: true },
};
