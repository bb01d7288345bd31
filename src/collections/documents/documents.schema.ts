import type { RxJsonSchema } from 'rxdb';
import { documentSchema, type ClaimDocument } from '../../domain/document.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type DocumentDocType = Omit<ClaimDocument, 'deleted'>;

// Metadata always; the file itself only as an (encrypted) attachment when the offline setting
// storeDocuments is on.
export const documentsSchema: RxJsonSchema<DocumentDocType> = {
  ...rxSchemaFromZod<DocumentDocType>(documentSchema, {
    title: 'documents',
    version: 0,
    omit: ['deleted'],
    indexed: {
      id: { maxLength: 100 },
      organization_id: { maxLength: 100 },
      createdAt: { maxLength: 40 },
    },
    indexes: ['createdAt'],
    encrypted: ['name'],
  }),
  attachments: { encrypted: true },
};
