import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import type { Database } from '../../server/db/client';
import { claims } from '../../server/db/schema/claims';
import { databaseTargets } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import type { FilePart } from './helpers/multipart';
import { useS3Server } from './helpers/s3-server';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// Issue 14: document bytes on local disk or S3 (s3rver here), streamed and hashed on the way in,
// served with one HTTP Range and headers that keep them from running as pages; and the server
// half of field capture. Each database gets three apps on one seeded database: local disk, and
// two S3-backed ones with their own DATA_DIR (two server processes sharing files through S3).
const s3 = useS3Server();
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseTargets())('document storage on $name', (target) => {
  const dataDirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'claims-storage-')));
  const ctx = useTestApp(target, { config: { dataDir: dataDirs[0] } });
  const as = sessionCache(() => ctx.app);
  const s3Apps: App[] = [];
  let secondDatabase: Database | undefined;
  let claimId: string;

  beforeAll(async () => {
    // PGlite is one process's database: both S3 apps share it; PostgreSQL gets a second pool.
    secondDatabase = target.name === 'postgres' ? await openDatabase(ctx.opened.config) : undefined;
    for (const [i, database] of [
      ctx.opened.database,
      secondDatabase ?? ctx.opened.database,
    ].entries()) {
      const app = await buildApp(
        { ...ctx.config, dataDir: dataDirs[i + 1]!, storage: s3.config },
        { database },
      );
      await app.ready();
      s3Apps.push(app);
    }
    const orgId = await organizationOf(ctx.app, await as('manager@example.com'));
    const [claim] = await ctx.app.db.select().from(claims).where(eq(claims.organizationId, orgId));
    claimId = claim!.id;
  });
  afterAll(async () => {
    for (const app of s3Apps) await app.close();
    await secondDatabase?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const localKeys = async () => {
    try {
      return readdirSync(path.join(dataDirs[0]!, 'documents'), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((f) => f.isFile())
        .map((f) => f.name);
    } catch {
      return [];
    }
  };
  const backends = {
    local: { app: () => ctx.app, keys: localKeys },
    s3: { app: () => s3Apps[0]!, keys: () => s3.keys() },
  };

  const upload = async (
    app: App,
    fields: Record<string, string>,
    files: FilePart[],
    fieldsAfter: Record<string, string> = {},
  ) => {
    const body = multipartBody(fields, files, fieldsAfter);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...(await as('manager@example.com')), ...body.headers },
      payload: body.payload,
    });
  };
  const download = async (app: App, id: string, headers: Record<string, string> = {}, query = '') =>
    app.inject({
      url: `/api/documents/${id}/download${query}`,
      headers: { ...(await as('manager@example.com')), ...headers },
    });

  describe.each(['local', 's3'] as const)('on the %s backend', (backend) => {
    const { app, keys } = backends[backend];

    it('stores an upload streamed and hashed, and serves it whole or one byte range', async () => {
      // Over one 8 MB part, so S3 gets a multipart upload.
      const content = Buffer.alloc(9 * 1024 * 1024 + 5);
      for (let i = 0; i < content.length; i += 1) content[i] = i % 251;
      const response = await upload(app(), { claim_id: claimId }, [{ name: 'scan.pdf', content }]);
      expect(response.statusCode, response.body).toBe(201);
      const doc = response.json().data;
      expect(doc).toMatchObject({
        size: content.length,
        sha256: sha256(content),
        checksum_status: null,
      });

      const whole = await download(app(), doc.id);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(content)).toBe(true);

      const size = content.length;
      const cases: [string, number, number][] = [
        ['bytes=0-99', 0, 99],
        ['bytes=8388600-8388700', 8388600, 8388700],
        [`bytes=${size - 10}-`, size - 10, size - 1],
        ['bytes=-7', size - 7, size - 1],
        [`bytes=${size - 3}-${size + 500}`, size - 3, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const part = await download(app(), doc.id, { range });
        expect(part.statusCode, range).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(Number(part.headers['content-length'])).toBe(end - start + 1);
        expect(part.rawPayload.equals(content.subarray(start, end + 1)), range).toBe(true);
      }
      const past = await download(app(), doc.id, { range: `bytes=${size}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      // Several ranges, another unit or a reversed range: the whole file, as RFC 9110 allows.
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2']) {
        const ignored = await download(app(), doc.id, { range });
        expect(ignored.statusCode, range).toBe(200);
        expect(ignored.rawPayload.length).toBe(size);
      }
    });

    it('serves files as downloads that cannot run as pages; inline only for safe types', async () => {
      const html = '<script>alert(1)</script>';
      const ids: Record<string, string> = {};
      for (const name of ['page.txt', 'photo.png', 'sheet.docx']) {
        const response = await upload(app(), { claim_id: claimId }, [
          { name, content: html, contentType: 'text/html' },
        ]);
        ids[name] = response.json().data.id;
      }
      for (const [name, id] of Object.entries(ids)) {
        for (const query of ['', '?disposition=inline']) {
          const response = await download(app(), id, { 'accept-encoding': 'gzip' }, query);
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          expect(response.headers['content-encoding']).toBeUndefined();
          const inline = query !== '' && name !== 'sheet.docx';
          expect(response.headers['content-disposition'], `${name}${query}`).toMatch(
            new RegExp(`^${inline ? 'inline' : 'attachment'}; filename="${name}"`),
          );
        }
      }
      expect((await download(app(), ids['page.txt']!, {}, '?disposition=run')).statusCode).toBe(
        400,
      );
    });

    it('keeps nothing of a refused upload, nor of a deleted document and its original', async () => {
      const before = (await keys()).sort();
      // Content that is not what its name says: refused once its head has been sniffed.
      const renamed = await upload(app(), { claim_id: claimId }, [
        { name: 'invoice.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]) },
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toContain('it is a .exe file, not .pdf');
      // A bad field after the file: the file was already stored when it is read.
      const late = await upload(
        app(),
        { claim_id: claimId },
        [{ name: 'late.txt', content: 'x' }],
        {
          latitude: '91',
        },
      );
      expect(late.statusCode).toBe(400);
      expect(late.json().details).toEqual({ latitude: 'latitude must be between -90 and 90' });
      const foreignClaim = await upload(app(), { claim_id: 'no-such-claim' }, [
        { name: 'a.txt', content: 'x' },
      ]);
      expect(foreignClaim.statusCode).toBe(404);
      const headers = await as('owner@example.com');
      const orgId = await organizationOf(ctx.app, headers);
      const setLimit = (mb: number) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/organizations/${orgId}/settings/documents`,
          headers,
          payload: { max_file_size: mb },
        });
      // Past one 8 MB part: S3 has a multipart upload under way when the limit is crossed.
      await setLimit(9);
      try {
        const big = await upload(app(), { claim_id: claimId }, [
          { name: 'big.txt', content: Buffer.alloc(9 * 1024 * 1024 + 1, 97) },
        ]);
        expect(big.json()).toMatchObject({
          code: 413,
          message: 'File is larger than the 9 MB limit',
        });
      } finally {
        await setLimit(25);
      }
      expect((await keys()).sort()).toEqual(before);

      const copy = await upload(app(), { claim_id: claimId }, [{ name: 'roof.txt', content: 'c' }]);
      const copyId = String(copy.json().data.id);
      await upload(app(), { claim_id: claimId, original_of: copyId }, [
        { name: 'roof.original.txt', content: 'original' },
      ]);
      expect(await keys()).toHaveLength(before.length + 2);
      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/documents/${copyId}`,
        headers: await as('manager@example.com'),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await keys()).sort()).toEqual(before);
    });
  });

  it('shares files between two servers on one database through S3', async () => {
    const [first, second] = s3Apps as [App, App];
    const content = Buffer.from('estimate, shared through the bucket');
    const response = await upload(first, { claim_id: claimId }, [
      { name: 'estimate.txt', content },
    ]);
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    // Nothing on either server's disk: the bytes are in the bucket only.
    for (const dir of dataDirs.slice(1)) {
      expect(
        readdirSync(dir, { recursive: true }).filter((f) => String(f).startsWith('documents')),
      ).toEqual([]);
    }
    const fromSecond = await download(second, id);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(content)).toBe(true);
    const range = await download(second, id, { range: 'bytes=10-15' });
    expect(range.rawPayload.toString()).toBe('shared');

    const before = await s3.keys();
    const removed = await second.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: await as('manager@example.com'),
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys()).toHaveLength(before.length - 1);
    expect((await download(first, id)).statusCode).toBe(404);
  });

  it('records field capture: server hash, the device’s verified or not, place and time', async () => {
    const content = Buffer.from('JPEG bytes of a roof');
    const verified = await upload(
      ctx.app,
      {
        claim_id: claimId,
        client_sha256: sha256(content).toUpperCase(),
        captured_at: '2026-11-20T14:03:07.250+01:00',
        latitude: '-33.8688',
        longitude: '151.2093',
        location_accuracy: '12.5',
        device_time_offset_ms: '-1500',
      },
      [{ name: 'roof.jpg', content }],
    );
    expect(verified.statusCode, verified.body).toBe(201);
    const original = verified.json().data;
    expect(original).toMatchObject({
      sha256: sha256(content),
      client_sha256: sha256(content),
      checksum_status: 'verified',
      captured_at: '2026-11-20T13:03:07.250Z',
      latitude: -33.8688,
      longitude: 151.2093,
      location_accuracy: 12.5,
      device_time_offset_ms: -1500,
      original_of: null,
    });

    // A compressed copy names its original; its hash differs from what the device sent.
    const copy = await upload(
      ctx.app,
      { claim_id: claimId, client_sha256: sha256('other bytes'), original_of: original.id },
      [{ name: 'roof-small.jpg', content: 'smaller' }],
    );
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({
      sha256: sha256('smaller'),
      checksum_status: 'mismatch',
      original_of: original.id,
      captured_at: null,
      latitude: null,
    });
    // Through S3 the hash is the same rule on the same bytes.
    const viaS3 = await upload(s3Apps[0]!, { claim_id: claimId, client_sha256: sha256(content) }, [
      { name: 'roof.jpg', content },
    ]);
    expect(viaS3.json().data.checksum_status).toBe('verified');
    const listed = await ctx.app.inject({
      url: `/api/organizations/${original.organization_id}/documents`,
      headers: await as('manager@example.com'),
    });
    expect(
      (listed.json().data as { id: string; original_of: string | null }[]).find(
        (d) => d.id === copy.json().data.id,
      )?.original_of,
    ).toBe(original.id);
  });

  it('refuses bad capture fields with a 400 naming the field, keeping nothing', async () => {
    const elsewhere = await upload(ctx.app, {}, [{ name: 'no-claim.txt', content: 'x' }]);
    const before = (await localKeys()).sort();
    const bad: [Record<string, string>, string][] = [
      [{ latitude: '-90.5', longitude: '0' }, 'latitude'],
      [{ latitude: '10', longitude: '180.01' }, 'longitude'],
      [{ latitude: 'north', longitude: '3' }, 'latitude'],
      [{ latitude: '10' }, 'longitude'],
      [{ location_accuracy: '-1' }, 'location_accuracy'],
      [{ client_sha256: 'abc123' }, 'client_sha256'],
      [{ client_sha256: 'g'.repeat(64) }, 'client_sha256'],
      [{ captured_at: '20/11/2026 14:03' }, 'captured_at'],
      [{ captured_at: '2026-11-20' }, 'captured_at'],
      [{ device_time_offset_ms: '1.5' }, 'device_time_offset_ms'],
      [{ original_of: 'not-a-uuid' }, 'original_of'],
      [{ original_of: '00000000-0000-4000-8000-000000000000' }, 'original_of'],
      // The original must be on the same claim.
      [{ original_of: elsewhere.json().data.id }, 'original_of'],
    ];
    for (const [fields, field] of bad) {
      const response = await upload(ctx.app, { claim_id: claimId, ...fields }, [
        { name: 'photo.png', content: 'png' },
      ]);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().details ?? {}), JSON.stringify(fields)).toEqual([field]);
      expect(response.json().message).toContain(field);
    }
    expect((await localKeys()).sort()).toEqual(before);
  });
});
