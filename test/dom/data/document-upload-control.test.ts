import { firstValueFrom, filter } from 'rxjs';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient, ApiResult, RequestOptions } from '../../../src/api/api.types';
import { SERVER_UNREACHABLE_MESSAGE, UNREACHABLE_CODE } from '../../../src/api/api.types';
import { uploadDocument } from '../../../src/collections/documents/documents.mutations';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { cancelUpload, retryUpload } from '../../../src/replication/outbox/upload-control';
import { uploadTracker } from '../../../src/replication/outbox/upload-tracker';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { useDataContext } from './support/session-setup';

// Issue 14: the upload widget's cancel and retry act on the queued upload itself, and the sender
// reports the bytes sent through the tab's upload tracker.
await useNodeFormData();
const ctx = useDataContext('manager@example.com');
let claimId: string;

beforeAll(async () => {
  const claims = await serverList(ctx.me.api, ctx.me.user.organization_id, 'claims');
  claimId = String(claims[0]!.id);
});

/**
 * The real client, except that an upload first reports half its bytes sent; 'hold' then waits to
 * be aborted as XMLHttpRequest would (answered as unreachable).
 */
function reportingApi(api: ApiClient, mode: 'hold' | 'pass'): ApiClient {
  const request = async <T,>(
    method: Parameters<ApiClient['request']>[0],
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResult<T>> => {
    const { onUploadProgress, signal, ...rest } = opts ?? {};
    if (!onUploadProgress) return api.request<T>(method, path, body, opts);
    onUploadProgress({ loaded: 5, total: 10 });
    if (mode === 'hold') {
      await new Promise((resolve) => signal?.addEventListener('abort', resolve));
      return { status: 'error', code: UNREACHABLE_CODE, message: SERVER_UNREACHABLE_MESSAGE };
    }
    const result = await api.request<T>(method, path, body, rest);
    onUploadProgress({ loaded: 10, total: 10 });
    return result;
  };
  return { ...api, request };
}

const queue = (name: string) =>
  uploadDocument(
    ctx.db,
    { file: new Blob([name], { type: 'text/plain' }), name, claimId },
    ctx.me.user,
  );
const serverNames = async () =>
  (await serverList(ctx.me.api, ctx.me.user.organization_id, 'documents')).map((d) => d.name);
const operationOf = (id: string) =>
  ctx.db.sync_queue.findOne({ selector: { resourceId: id, operationType: 'create' } }).exec();

it('cancels a queued upload: its operation, record and file leave the device, nothing is sent', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const doc = await queue('queued-then-cancelled.txt');
  expect(await cancelUpload(db, doc.id)).toBe(true);
  expect(await operationOf(doc.id)).toBeNull();
  expect(await db.documents.findOne(doc.id).exec()).toBeNull();
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).attempted).toBe(0);
  expect(await serverNames()).not.toContain('queued-then-cancelled.txt');
});

it('reports a sending upload’s progress and cancels it mid-way', async () => {
  const { db, me } = ctx;
  const doc = await queue('cancelled-while-sending.txt');
  const draining = drainQueue(db, reportingApi(me.api, 'hold'));
  const progress = await firstValueFrom(
    uploadTracker.progress$.pipe(filter((all) => all.get(doc.id)?.loaded === 5)),
  );
  expect(progress.get(doc.id)).toEqual({ loaded: 5, total: 10 });
  expect((await operationOf(doc.id))?.status).toBe('in_progress');
  expect(await cancelUpload(db, doc.id)).toBe(true);
  expect((await draining).outcomes).toEqual(['cancelled']);
  expect(await operationOf(doc.id)).toBeNull();
  expect(await db.documents.findOne(doc.id).exec()).toBeNull();
  const current = await firstValueFrom(uploadTracker.progress$);
  expect(current.has(doc.id)).toBe(false);
  expect(await serverNames()).not.toContain('cancelled-while-sending.txt');
});

it('retries a failed upload from the start, and it lands', async () => {
  const { db, me } = ctx;
  const doc = await queue('failed-then-retried.txt');
  const op = await operationOf(doc.id);
  await op!.incrementalPatch({
    status: 'failed',
    retryCount: 3,
    lastError: { message: 'Server is not reachable', timestamp: Date.now() },
  });
  expect(await cancelUpload(db, doc.id)).toBe(true);
  const again = await queue('failed-then-retried.txt');
  await (await operationOf(again.id))!.incrementalPatch({ status: 'failed', retryCount: 3 });
  expect(await retryUpload(db, again.id)).toBe(true);
  expect(await operationOf(again.id)).toMatchObject({ status: 'pending', retryCount: 0 });
  expect(await retryUpload(db, again.id)).toBe(false);
  expect((await drainQueue(db, reportingApi(me.api, 'pass'))).outcomes).toEqual(['completed']);
  expect((await operationOf(again.id))?.status).toBe('completed');
  expect(await cancelUpload(db, again.id)).toBe(false);
  expect(await serverNames()).toContain('failed-then-retried.txt');
});
