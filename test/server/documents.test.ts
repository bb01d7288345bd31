import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import { databaseTargets } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import type { FilePart } from './helpers/multipart';
import { getInOwnOrganization, organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

describe.each(databaseTargets())('documents on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-docs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const as = sessionCache(() => ctx.app);
  const stored = () => {
    const root = path.join(dataDir, 'documents');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => f.name);
    } catch {
      return [];
    }
  };
  const upload = async (email: string, fields: Record<string, string>, files: FilePart[]) => {
    const body = multipartBody(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...(await as(email)), ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (email: string) => {
    const response = await getInOwnOrganization(ctx.app, await as(email), 'documents');
    return (response.json().data as { id: string }[]).map((d) => d.id);
  };
  // A claim Emily Carter (Client) can see: one where her contact is a customer or the referral client.
  const clientClaim = async () => {
    const client = await userRow(ctx.app, 'client@example.com');
    const [contact] = await ctx.app.db
      .select()
      .from(contacts)
      .where(eq(contacts.userId, client.id));
    const rows = await ctx.app.db
      .select()
      .from(claims)
      .where(
        and(eq(claims.organizationId, client.organizationId), eq(claims.clientId, contact!.id)),
      );
    const all = await ctx.app.db
      .select()
      .from(claims)
      .where(eq(claims.organizationId, client.organizationId));
    const own = rows[0] ?? all.find((c) => c.customers.some((x) => x.id === contact!.id));
    const other = all.find(
      (c) => c.clientId !== contact!.id && !c.customers.some((x) => x.id === contact!.id),
    );
    return { own: own!.id, other: other!.id };
  };

  it('stores an upload, lists its metadata and downloads the same bytes safely', async () => {
    const { own } = await clientClaim();
    const content = Buffer.from('%PDF-1.4 fake report');
    const response = await upload(
      'adjuster@example.com',
      { claim_id: own, is_client_visible: 'true' },
      [{ name: '../../etc/Report; Q1 ü.pdf', content, contentType: 'text/html' }],
    );
    expect(response.statusCode).toBe(201);
    const doc = response.json().data;
    expect(doc).toMatchObject({
      name: 'Report; Q1 ü.pdf',
      mime_type: 'application/pdf',
      size: content.length,
      claim_id: own,
      is_client_visible: true,
      version: 1,
    });
    expect(doc).not.toHaveProperty('storage_key');
    const download = await ctx.app.inject({
      url: `/api/documents/${doc.id}/download`,
      headers: await as('client@example.com'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Report_ Q1 _.pdf"; filename*=UTF-8''Report%3B%20Q1%20%C3%BC.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(await list('client@example.com')).toContain(doc.id);
  });

  it('refuses types and sizes outside the organization’s settings, keeping nothing', async () => {
    const before = stored().length;
    const exe = await upload('adjuster@example.com', {}, [{ name: 'tool.exe', content: 'MZ' }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(
      'File type not allowed: use one of pdf, doc, docx, xls, xlsx, jpg, jpeg, png, txt',
    );
    const headers = await as('owner@example.com');
    const orgId = await organizationOf(ctx.app, headers);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${orgId}/settings/documents`,
      headers,
      payload: { max_file_size: 1 },
    });
    const big = await upload('adjuster@example.com', {}, [
      { name: 'big.txt', content: Buffer.alloc(1024 * 1024 + 1, 97) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      status: 'error',
      code: 413,
      message: 'File is larger than the 1 MB limit',
    });
    const none = await upload('adjuster@example.com', { claim_id: 'x' }, []);
    expect(none.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: await as('adjuster@example.com'),
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(stored().length).toBe(before);
  });

  it('lets a Client upload only to their own claims and see only client-visible documents', async () => {
    const { own, other } = await clientClaim();
    const elsewhere = await upload('client@example.com', { claim_id: other }, [
      { name: 'a.txt', content: 'x' },
    ]);
    expect(elsewhere.statusCode).toBe(404);
    const noClaim = await upload('client@example.com', {}, [{ name: 'a.txt', content: 'x' }]);
    expect(noClaim.statusCode).toBe(400);
    const mine = await upload('client@example.com', { claim_id: own }, [
      { name: 'photo.png', content: 'png' },
    ]);
    expect(mine.statusCode).toBe(201);
    const internal = await upload(
      'adjuster@example.com',
      { claim_id: own, is_client_visible: 'false' },
      [{ name: 'internal.txt', content: 'secret' }],
    );
    const internalId = internal.json().data.id as string;
    const visible = await list('client@example.com');
    expect(visible).toContain(mine.json().data.id);
    expect(visible).not.toContain(internalId);
    const download = await ctx.app.inject({
      url: `/api/documents/${internalId}/download`,
      headers: await as('client@example.com'),
    });
    expect(download.statusCode).toBe(404);
    expect(
      (await upload('customer@example.com', { claim_id: own }, [{ name: 'a.txt', content: 'x' }]))
        .statusCode,
    ).toBe(403);
  });

  it('deletes: the uploader or a documents manager, and the file goes too', async () => {
    const { own } = await clientClaim();
    const doc = (
      await upload('adjuster@example.com', { claim_id: own, is_client_visible: 'true' }, [
        { name: 'gone.txt', content: 'bye' },
      ])
    ).json().data;
    const before = stored().length;
    const byClient = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: await as('client@example.com'),
    });
    expect(byClient.statusCode).toBe(403);
    const stale = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: { ...(await as('manager@example.com')), 'if-match': '"7"' },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: await as('manager@example.com'),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.deleted).toBe(true);
    expect(stored().length).toBe(before - 1);
    const download = await ctx.app.inject({
      url: `/api/documents/${doc.id}/download`,
      headers: await as('manager@example.com'),
    });
    expect(download.statusCode).toBe(404);
  });

  it('keeps another organization’s documents out of reach', async () => {
    const theirs = (
      await upload('owner2@example.com', {}, [{ name: 'theirs.txt', content: 'x' }])
    ).json().data;
    const headers = await as('owner@example.com');
    expect(
      (await ctx.app.inject({ url: `/api/documents/${theirs.id}/download`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${theirs.id}`, headers }))
        .statusCode,
    ).toBe(404);
    expect(await list('owner@example.com')).not.toContain(theirs.id);
  });
});
