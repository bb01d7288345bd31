import type { FastifyRequest } from 'fastify';
import {
  checksumStatusOf,
  DOCUMENT_CAPTURE_FIELDS,
  documentCaptureFieldsSchema,
} from '../../../../src/domain/document-capture';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { createDocumentRepository } from '../../../repositories/documents.repository';
import type { NewDocument } from '../../../repositories/documents.repository';

/** What field capture adds to a document row (migration 0017); `sha256` is every upload's. */
export type DocumentCapture = Pick<
  NewDocument,
  | 'clientSha256'
  | 'checksumStatus'
  | 'capturedAt'
  | 'latitude'
  | 'longitude'
  | 'locationAccuracy'
  | 'deviceTimeOffsetMs'
  | 'originalOf'
>;

/**
 * The field-capture values of an upload, checked (400 naming the first bad field), with the
 * server's SHA-256 of the stored bytes and whether the device's hash agrees. An original must be
 * a document the caller sees on the same claim.
 */
export async function captureOf(
  db: Db,
  request: FastifyRequest,
  fields: Record<string, string>,
  stored: { sha256: string; claimId: string | null },
): Promise<DocumentCapture> {
  const sent = Object.fromEntries(
    DOCUMENT_CAPTURE_FIELDS.filter((name) => (fields[name] ?? '') !== '').map((name) => [
      name,
      fields[name],
    ]),
  );
  const parsed = documentCaptureFieldsSchema.safeParse(sent);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'file');
    const message = issue?.message ?? `${field} is not valid`;
    throw badRequest(message, { [field]: message });
  }
  const values = parsed.data;
  if ((values.latitude === undefined) !== (values.longitude === undefined)) {
    const field = values.latitude === undefined ? 'latitude' : 'longitude';
    throw badRequest('latitude and longitude go together', { [field]: `${field} is required` });
  }
  if (values.original_of !== undefined) {
    const original = await createDocumentRepository(db).findVisible(
      request.auth,
      values.original_of,
    );
    if (!original || original.claimId !== stored.claimId) {
      const message = 'original_of must name a document of the same claim';
      throw badRequest(message, { original_of: message });
    }
  }
  return {
    clientSha256: values.client_sha256 ?? null,
    checksumStatus: checksumStatusOf(stored.sha256, values.client_sha256),
    capturedAt: values.captured_at === undefined ? null : new Date(values.captured_at),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    locationAccuracy: values.location_accuracy ?? null,
    deviceTimeOffsetMs: values.device_time_offset_ms ?? null,
    originalOf: values.original_of ?? null,
  };
}
