import { bigint, boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { claims } from './claims';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

// Metadata only: the bytes live in a storage backend (files under DATA_DIR by default) at `storageKey`.
export const documents = pgTable(
  'documents',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    noteId: text('note_id'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    isClientVisible: boolean('is_client_visible').notNull().default(false),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Field capture (migration 0017): computed by the server while the upload streams.
    sha256: text('sha256'),
    clientSha256: text('client_sha256'),
    checksumStatus: text('checksum_status').$type<'verified' | 'mismatch'>(),
    capturedAt: timestamptz('captured_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres. */
    locationAccuracy: doublePrecision('location_accuracy'),
    deviceTimeOffsetMs: bigint('device_time_offset_ms', { mode: 'number' }),
    /** The document this one is the uncompressed original of (same claim). */
    originalOf: text('original_of').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('documents_claim_idx').on(t.claimId), checkpointIndex('documents', t)],
);
