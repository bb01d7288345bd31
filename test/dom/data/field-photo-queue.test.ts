import { File as NodeFile } from 'node:buffer';
import { beforeAll, expect, it } from 'vitest';
import { UNREACHABLE_CODE, type ApiClient } from '../../../src/api/api.types';
import { uploadFieldPhoto } from '../../../src/collections/documents/field-photo.mutations';
import { fileSha256 } from '../../../src/collections/documents/file-sha256';
import { isMultipartData } from '../../../src/collections/documents/documents.mutations';
import { unfinishedOperationsQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { serverList } from './support/fixtures';
import { useNodeFormData } from './support/node-form-data';
import { useDataContext } from './support/session-setup';

// Issue 14: a photo taken offline is queued as its compressed copy, then its original naming the
// copy; online, each is sent once, the original only after the copy has its server id.
await useNodeFormData();
const ctx = useDataContext('manager@example.com');
const LIMITS = { allowedTypes: ['jpg'], maxFileSize: 5 };
const position = { latitude: 48.8584, longitude: 2.2945, accuracy: 9 };
const capturedAt = '2026-11-20T09:30:00.000Z';
let claimId: string;

/** JPEG magic bytes then filler: what a content sniffer takes for a JPEG. */
function jpeg(name: string, size: number, fill: number): File {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new NodeFile([bytes], name, { type: 'image/jpeg' }) as unknown as File;
}

/** The API client, recording the form data of each upload it sends. */
function recording(api: ApiClient, sent: FormData[]): ApiClient {
  return {
    ...api,
    request: (method, path, body, opts) => {
      if (body instanceof FormData) sent.push(body);
      return api.request(method, path, body, opts);
    },
  };
}

async function queuedUploads(ids: string[]) {
  const ops = await unfinishedOperationsQuery(ctx.db.sync_queue).exec();
  return ops.filter((op) => ids.includes(op.resourceId));
}

beforeAll(async () => {
  const claims = await serverList(ctx.me.api, ctx.me.user.organization_id, 'claims');
  claimId = String(claims[0]!.id);
});

it('queues the copy then the original naming it, and sends each once, in that order', async () => {
  const { db, me, proxy } = ctx;
  proxy.setDown(true);
  const original = jpeg('roof.jpg', 4000, 1);
  const copy = jpeg('roof.jpg', 1000, 2);
  const options = { limits: LIMITS, isClientVisible: false, compress: () => Promise.resolve(copy) };
  const photo = { file: original, capturedAt, position };
  const { document, original: kept } = await uploadFieldPhoto(db, claimId, photo, options, me.user);
  expect(kept).not.toBeNull();
  expect(document).toMatchObject({ size: 1000, capturedAt, latitude: 48.8584, checksumStatus: null });
  expect(kept).toMatchObject({ name: 'roof.original.jpg', size: 4000, originalOf: document.id });

  const queued = await queuedUploads([document.id, kept!.id]);
  expect(queued.map((op) => op.resourceId)).toEqual([document.id, kept!.id]);
  const fields = queued.map((op) => (isMultipartData(op.data) ? op.data.multipart.fields : {}));
  expect(fields[0]).toMatchObject({
    captured_at: capturedAt,
    latitude: '48.8584',
    longitude: '2.2945',
    location_accuracy: '9',
    client_sha256: await fileSha256(copy),
  });
  expect(fields[0]).not.toHaveProperty('original_of');
  expect(fields[1]).toMatchObject({
    captured_at: capturedAt,
    client_sha256: await fileSha256(original),
    original_of: document.id,
  });

  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  proxy.setDown(false);
  const sent: FormData[] = [];
  const api = recording(me.api, sent);
  // The connection drops after the copy: the original, still on the device, names the copy's
  // server id already.
  const lostOriginal: ApiClient = {
    ...api,
    request: (method, path, body, opts) =>
      body instanceof FormData && body.get('original_of')
        ? Promise.resolve({ status: 'error', code: UNREACHABLE_CODE, message: 'down' })
        : api.request(method, path, body, opts),
  };
  expect((await drainQueue(db, lostOriginal)).outcomes).toEqual(['completed', 'unreachable']);
  const onDevice = await db.documents.find({ selector: { claimId } }).exec();
  const copyOnServer = onDevice.find((d) => d.name === 'roof.jpg' && d.size === 1000);
  expect(copyOnServer?.id).toMatch(/^[0-9a-f-]{36}$/);
  const pendingOriginal = await db.documents.findOne(kept!.id).exec();
  expect(pendingOriginal?.originalOf).toBe(copyOnServer!.id);

  expect((await drainQueue(db, api)).outcomes).toEqual(['completed']);
  expect((await drainQueue(db, api)).outcomes).toEqual([]);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.get('original_of')).toBeNull();
  expect(sent[1]!.get('original_of')).toBe(copyOnServer!.id);
  // The clock offset is read when sending, from the answers the device has had since.
  expect(sent[0]!.get('device_time_offset_ms')).toMatch(/^-?\d+$/);
  const synced = await db.documents.find({ selector: { claimId } }).exec();
  expect(synced.some((d) => d.id.startsWith('temp-'))).toBe(false);
});

it('uploads the photo alone when compression is off, fails or does not make it smaller', async () => {
  const { db, me } = ctx;
  const photo = { file: jpeg('porch.jpg', 500, 3), capturedAt, position: null };
  const bigger = () => Promise.resolve(jpeg('porch.jpg', 900, 4));
  const failing = () => Promise.reject(new Error('cannot decode'));
  for (const compress of [null, bigger, failing]) {
    const options = { limits: LIMITS, isClientVisible: false, compress };
    const { document, original } = await uploadFieldPhoto(db, claimId, photo, options, me.user);
    expect(original).toBeNull();
    expect(document).toMatchObject({ size: 500, clientSha256: await fileSha256(photo.file) });
    expect(document.latitude).toBeNull();
  }
});

it('refuses a photo the documents settings refuse, queueing nothing', async () => {
  const { db, me } = ctx;
  const before = (await unfinishedOperationsQuery(db.sync_queue).exec()).length;
  const photo = { file: jpeg('scan.heic', 100, 5), capturedAt, position: null };
  const options = { limits: LIMITS, isClientVisible: false, compress: null };
  await expect(uploadFieldPhoto(db, claimId, photo, options, me.user)).rejects.toThrow(
    /“scan.heic” was not added: File type not allowed/,
  );
  // A .jpg whose bytes are a PDF: the upload widget's content rule.
  const pdf = new Uint8Array(200).fill(32);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n'));
  const disguised = new NodeFile([pdf], 'roof.jpg', { type: 'image/jpeg' }) as unknown as File;
  const lying = { file: disguised, capturedAt, position: null };
  await expect(uploadFieldPhoto(db, claimId, lying, options, me.user)).rejects.toThrow(
    '“roof.jpg” was not added: File content does not match its type: it is a .pdf file, not .jpg',
  );
  expect((await unfinishedOperationsQuery(db.sync_queue).exec()).length).toBe(before);
});
