import type { ApiClient, ApiResult, RequestOptions } from '../../api/api.types';
import { metadataOf } from '../../collections/sync-queue/operation-status';
import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';

const METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/**
 * Replays one operation to its stored endpoint (SPEC 7). A POST carries `Idempotency-Key` (the
 * temp id, else the operation id), so a retry after a lost answer creates nothing twice; PUT and
 * DELETE carry the operation id as their key too, and `If-Match` with the version the change was
 * made on, so a stale write is a 409 but a resent one is answered as it was the first time.
 */
export function sendOperation(
  api: ApiClient,
  op: SyncOperationDocType,
  /** A body other than `op.data`: the form data of a queued upload (multipart-upload.ts). */
  bodyOverride?: FormData,
  /** An upload's progress report and cancel signal (upload-tracker.ts). */
  progress?: Pick<RequestOptions, 'onUploadProgress' | 'signal'>,
): Promise<ApiResult<unknown>> {
  const method = op.method ?? METHODS[op.operationType];
  const metadata = metadataOf(op);
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['Idempotency-Key'] = metadata.tempId ?? op.id;
  else {
    // The server answers a resent operation (its first sender went away mid-request) with the
    // stored result instead of checking it again against the version it already changed.
    headers['Idempotency-Key'] = op.id;
    if (metadata.ifMatch !== false && metadata.baseVersion !== undefined) {
      headers['If-Match'] = `"${metadata.baseVersion}"`;
    }
  }
  const body = bodyOverride ?? (method === 'DELETE' ? undefined : op.data);
  return api.request(method, op.endpoint, body, { headers, ...progress });
}
