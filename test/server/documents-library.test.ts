import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import { documents } from '../../server/db/schema/documents';
import { UPLOADER_DELETE_WINDOW_MINUTES } from '../../src/domain/document-actions';
import { databaseTargets } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import { getInOwnOrganization, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';
import { userRow } from './helpers/user-row';

// The library's writes (rename, client visibility, delete) and the rule that no document of a
// claim the caller cannot see is ever served (issue 14).
describe.each(databaseTargets())('documents library on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-doclib-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(target, { config: { dataDir } });
  const as = sessionCache(() => ctx.app);

  const upload = async (email: string, fields: Record<string, string>, name = 'report.pdf') => {
    const body = multipartBody(fields, [{ name, content: 'content' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...(await as(email)), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; version: number; name: string };
  };
  const send = async (
    email: string,
    method: 'PUT' | 'DELETE',
    id: string,
    payload?: unknown,
    version?: number,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/documents/${id}`,
      headers: {
        ...(await as(email)),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listed = async (email: string) => {
    const response = await getInOwnOrganization(ctx.app, await as(email), 'documents');
    return (response.json().data as { id: string }[]).map((d) => d.id);
  };
  const download = async (email: string, id: string) =>
    (await ctx.app.inject({ url: `/api/documents/${id}/download`, headers: await as(email) }))
      .statusCode;
  const stored = async (id: string) =>
    (await ctx.app.db.select().from(documents).where(eq(documents.id, id)))[0]!;

  // One claim the Client (Emily Carter) sees and one she does not.
  const clientClaims = async () => {
    const client = await userRow(ctx.app, 'client@example.com');
    const [contact] = await ctx.app.db
      .select()
      .from(contacts)
      .where(eq(contacts.userId, client.id));
    const all = await ctx.app.db
      .select()
      .from(claims)
      .where(eq(claims.organizationId, client.organizationId));
    const mine = (c: (typeof all)[number]) =>
      c.clientId === contact!.id || c.customers.some((x) => x.id === contact!.id);
    return { own: all.find(mine)!.id, other: all.find((c) => !mine(c))!.id };
  };

  it('renames and toggles client visibility with If-Match, refusing bad input unchanged', async () => {
    const { own } = await clientClaims();
    const doc = await upload('adjuster@example.com', { claim_id: own }, 'Site visit.pdf');
    const renamed = await send(
      'adjuster@example.com',
      'PUT',
      doc.id,
      { document: { name: '  Roof photos.pdf ' } },
      doc.version,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Roof photos.pdf', version: 2 });
    const stale = await send('adjuster@example.com', 'PUT', doc.id, { name: 'x.pdf' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ name: 'Roof photos.pdf', version: 2 });
    const extension = await send('adjuster@example.com', 'PUT', doc.id, { name: 'page.html' });
    expect(extension.statusCode).toBe(400);
    expect(extension.json().details).toEqual({ name: 'Keep the .pdf extension' });
    const empty = await send('adjuster@example.com', 'PUT', doc.id, { name: '' });
    expect(empty.statusCode).toBe(400);
    const unknown = await send('manager@example.com', 'PUT', doc.id, { storage_key: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect((await stored(doc.id)).name).toBe('Roof photos.pdf');
    expect((await stored(doc.id)).version).toBe(2);

    expect(await listed('client@example.com')).not.toContain(doc.id);
    const shown = await send('manager@example.com', 'PUT', doc.id, { is_client_visible: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.is_client_visible).toBe(true);
    expect(await listed('client@example.com')).toContain(doc.id);
    expect(await download('client@example.com', doc.id)).toBe(200);
    // The Client sees it but did not upload it: no rename, no delete.
    expect((await send('client@example.com', 'PUT', doc.id, { name: 'mine.pdf' })).statusCode).toBe(
      403,
    );
    expect((await send('client@example.com', 'DELETE', doc.id)).statusCode).toBe(403);
  });

  it('lets the uploader delete only within the window; a documents manager always', async () => {
    const { own } = await clientClaims();
    const fresh = await upload('adjuster@example.com', { claim_id: own });
    expect((await send('adjuster@example.com', 'DELETE', fresh.id)).statusCode).toBe(200);
    expect(await download('adjuster@example.com', fresh.id)).toBe(404);

    const old = await upload('adjuster@example.com', { claim_id: own });
    const past = new Date(Date.now() - (UPLOADER_DELETE_WINDOW_MINUTES + 1) * 60_000);
    await ctx.app.db.update(documents).set({ createdAt: past }).where(eq(documents.id, old.id));
    const late = await send('adjuster@example.com', 'DELETE', old.id);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toContain(`first ${UPLOADER_DELETE_WINDOW_MINUTES} minutes`);
    expect((await stored(old.id)).deleted).toBe(false);
    // Renaming has no window.
    expect(
      (await send('adjuster@example.com', 'PUT', old.id, { name: 'kept.pdf' })).statusCode,
    ).toBe(200);
    expect((await send('manager@example.com', 'DELETE', old.id)).statusCode).toBe(200);
    expect((await stored(old.id)).deleted).toBe(true);
  });

  it("a photo's original follows its compressed copy: hidden from clients and deleted with it", async () => {
    const { own } = await clientClaims();
    const visible = { claim_id: own, is_client_visible: 'true' };
    const copy = await upload('manager@example.com', visible, 'roof.jpg');
    const original = await upload(
      'manager@example.com',
      { ...visible, original_of: copy.id },
      'roof.original.jpg',
    );
    expect(await download('client@example.com', original.id)).toBe(200);

    const hidden = await send('manager@example.com', 'PUT', copy.id, { is_client_visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(await listed('client@example.com')).not.toContain(original.id);
    expect(await download('client@example.com', original.id)).toBe(404);
    // A new version, so every device pulls the change.
    expect(await stored(original.id)).toMatchObject({
      isClientVisible: false,
      version: original.version + 1,
    });
    // A rename is the copy's own.
    await send('manager@example.com', 'PUT', copy.id, { name: 'gutter.jpg' });
    expect((await stored(original.id)).name).toBe('roof.original.jpg');
    await send('manager@example.com', 'PUT', copy.id, { is_client_visible: true });
    expect(await download('client@example.com', original.id)).toBe(200);

    expect((await send('manager@example.com', 'DELETE', copy.id)).statusCode).toBe(200);
    expect((await stored(original.id)).deleted).toBe(true);
    expect(await download('manager@example.com', original.id)).toBe(404);
    expect(await listed('manager@example.com')).not.toContain(original.id);
  });

  it("an upload that does not say takes the organization's defaultClientVisibility", async () => {
    const { own } = await clientClaims();
    const setDefault = async (on: boolean) => {
      const owner = await userRow(ctx.app, 'owner@example.com');
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/organizations/${owner.organizationId}/settings/documents`,
        headers: await as('owner@example.com'),
        payload: { default_client_visibility: on },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setDefault(true);
    const shared = await upload('adjuster@example.com', { claim_id: own });
    expect((await stored(shared.id)).isClientVisible).toBe(true);
    expect(await listed('client@example.com')).toContain(shared.id);
    // Said explicitly, the upload's own choice wins.
    const internal = await upload('adjuster@example.com', {
      claim_id: own,
      is_client_visible: 'false',
    });
    expect((await stored(internal.id)).isClientVisible).toBe(false);
    await setDefault(false);
    const kept = await upload('adjuster@example.com', { claim_id: own });
    expect((await stored(kept.id)).isClientVisible).toBe(false);
    expect(await listed('client@example.com')).not.toContain(kept.id);
  });

  it('never serves a document of a claim the caller cannot see, even to its uploader', async () => {
    const { own, other } = await clientClaims();
    const vendor = await userRow(ctx.app, 'vendor@example.com');
    const [unassigned] = await ctx.app.db
      .select()
      .from(claims)
      .where(
        and(eq(claims.organizationId, vendor.organizationId), ne(claims.assignedTo, vendor.id)),
      );
    // A vendor's upload on a claim no longer assigned to them, client-visible.
    const [theirs] = await ctx.app.db
      .insert(documents)
      .values({
        organizationId: vendor.organizationId,
        claimId: unassigned!.id,
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        size: 1,
        storageKey: `${vendor.organizationId}/missing`,
        uploadedBy: vendor.id,
        isClientVisible: true,
      })
      .returning();
    expect(await listed('vendor@example.com')).not.toContain(theirs!.id);
    expect(await download('vendor@example.com', theirs!.id)).toBe(404);
    expect(
      (await send('vendor@example.com', 'PUT', theirs!.id, { name: 'a.pdf' })).statusCode,
    ).toBe(404);
    expect((await send('vendor@example.com', 'DELETE', theirs!.id)).statusCode).toBe(404);

    // A Client: client-visible documents of their own claims only.
    const elsewhere = await upload('manager@example.com', {
      claim_id: other,
      is_client_visible: 'true',
    });
    const hidden = await upload('manager@example.com', {
      claim_id: own,
      is_client_visible: 'false',
    });
    const shown = await upload('manager@example.com', { claim_id: own, is_client_visible: 'true' });
    const seen = await listed('client@example.com');
    expect(seen).toContain(shown.id);
    expect(seen).not.toContain(hidden.id);
    expect(seen).not.toContain(elsewhere.id);
    expect(await download('client@example.com', elsewhere.id)).toBe(404);
    expect(await download('client@example.com', hidden.id)).toBe(404);
    // Staff with a full claim read see them all.
    const all = await listed('adjuster@example.com');
    expect(all).toEqual(expect.arrayContaining([shown.id, hidden.id, elsewhere.id, theirs!.id]));
  });
});
