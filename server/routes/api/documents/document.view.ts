import { z } from 'zod';
import { toWire } from '../../../http/wire';
import type { DocumentRow } from '../../../repositories/documents.repository';

export const documentWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  claim_id: z.string().nullable(),
  note_id: z.string().nullable(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  is_client_visible: z.boolean(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  // Field capture (migration 0017); sha256 is null only for files stored before it.
  sha256: z.string().nullable(),
  client_sha256: z.string().nullable(),
  checksum_status: z.enum(['verified', 'mismatch']).nullable(),
  captured_at: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_accuracy: z.number().nullable(),
  device_time_offset_ms: z.number().nullable(),
  original_of: z.string().nullable(),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

export type DocumentWire = z.infer<typeof documentWireSchema>;

// The storage key stays on the server: downloads go through GET /documents/{id}/download.
export const documentView = (row: DocumentRow) => toWire(row, ['storageKey']) as DocumentWire;
