import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import type { Db } from '../../server/db/client';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, expectError, newClaim, sessionFor } from './sync-helpers';

describe.each(databaseTargets())('sync extensions on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  const db = () => ctx.opened.database.db as Db;
  const claimCount = async () =>
    (
      await db().select({ n: count() }).from(claims).where(eq(claims.organizationId, owner.orgId))
    )[0]!.n;

  beforeAll(async () => {
    [owner, adjuster] = await Promise.all([
      sessionFor(ctx.app, 'owner@example.com'),
      sessionFor(ctx.app, 'adjuster@example.com'),
    ]);
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer for a repeat and creates nothing', async () => {
      const before = await claimCount();
      const key = { 'idempotency-key': `temp-${randomUUID()}` };
      const first = await call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim() }, key);
      const again = await call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim() }, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await claimCount()).toBe(before + 1);
    });

    it('creates once when the same request arrives concurrently', async () => {
      const before = await claimCount();
      const key = { 'idempotency-key': `temp-${randomUUID()}` };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim() }, key),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await claimCount()).toBe(before + 1);
    });

    it('keeps keys per organization and refuses a key reused elsewhere', async () => {
      const key = { 'idempotency-key': `temp-${randomUUID()}` };
      const createContact = (session: Session) =>
        call(ctx.app, session, 'POST', '/api/contacts', { contact: { name: 'K' } }, key);
      const created = await createContact(owner);
      expect(created.statusCode).toBe(201);
      expectError(
        await call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim() }, key),
        422,
        'Idempotency-Key was already used for another request',
      );
      expectError(await createContact(adjuster), 422);
      const other = await sessionFor(ctx.app, 'owner2@example.com');
      const elsewhere = await createContact(other);
      expect(elsewhere.statusCode).toBe(201);
      expect(elsewhere.json().data.id).not.toBe(created.json().data.id);
      expectError(
        await call(
          ctx.app,
          owner,
          'POST',
          '/api/contacts',
          { contact: { name: 'K' } },
          { 'idempotency-key': 'bad key' },
        ),
        400,
      );
    });

    it('does not keep a failed create: a corrected retry with the key succeeds', async () => {
      const key = { 'idempotency-key': `temp-${randomUUID()}` };
      expectError(
        await call(
          ctx.app,
          owner,
          'POST',
          '/api/claims',
          { claim: newClaim({ status: 'Lost' }) },
          key,
        ),
        400,
        'Invalid status',
      );
      expect(
        (await call(ctx.app, owner, 'POST', '/api/claims', { claim: newClaim() }, key)).statusCode,
      ).toBe(201);
    });
  });

  describe('checkpoint pull', () => {
    const pull = (checkpoint: unknown, limit: number) =>
      call(
        ctx.app,
        owner,
        'GET',
        `/api/organizations/${owner.orgId}/contacts?limit=${limit}` +
          (checkpoint ? `&checkpoint=${encodeURIComponent(JSON.stringify(checkpoint))}` : ''),
      );

    async function pullAll(from: unknown, limit: number) {
      const rows: { id: string; version: number; deleted: boolean }[] = [];
      let checkpoint = from;
      for (let page = 0; page < 100; page++) {
        const response = await pull(checkpoint, limit);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        rows.push(...body.data);
        checkpoint = body.checkpoint;
        if (body.data.length < limit) break;
      }
      return { rows, checkpoint };
    }

    it('pages over ~500 rows with deletes: every row once, tombstones included, in order', async () => {
      const names = Array.from({ length: 480 }, (_, i) => ({
        organizationId: owner.orgId,
        name: `Bulk ${String(i).padStart(3, '0')}`,
      }));
      const inserted = await db().insert(contacts).values(names).returning({ id: contacts.id });
      const removed = inserted.filter((_, i) => i % 10 === 3).map((r) => r.id);
      await db().update(contacts).set({ deleted: true }).where(inArray(contacts.id, removed));

      const { rows, checkpoint } = await pullAll(null, 37);
      const everything = await db()
        .select()
        .from(contacts)
        .where(eq(contacts.organizationId, owner.orgId));
      expect(rows).toHaveLength(everything.length);
      expect(new Set(rows.map((r) => r.id)).size).toBe(everything.length);
      const tombstones = rows.filter((r) => r.deleted).map((r) => r.id);
      expect(tombstones.sort()).toEqual(
        everything
          .filter((c) => c.deleted)
          .map((c) => c.id)
          .sort(),
      );
      expect(tombstones).toEqual(expect.arrayContaining(removed));
      const live = await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/contacts`);
      expect(live.json().checkpoint).toBeUndefined();
      expect(live.json().data).toHaveLength(everything.filter((c) => !c.deleted).length);

      // Changes after the last checkpoint, and only they, come next.
      const changed = inserted[0]!.id;
      await call(ctx.app, owner, 'PUT', `/api/contacts/${changed}`, { name: 'Renamed' });
      await call(ctx.app, owner, 'DELETE', `/api/contacts/${inserted[1]!.id}`);
      const next = await pullAll(checkpoint, 37);
      expect(next.rows.map((r) => [r.id, r.deleted])).toEqual([
        [changed, false],
        [inserted[1]!.id, true],
      ]);
      const empty = await pull(next.checkpoint, 37);
      expect(empty.json()).toEqual({ data: [], checkpoint: next.checkpoint });
    });

    it('refuses a malformed checkpoint or limit', async () => {
      expectError(await pull('not-json', 10), 400, 'Invalid checkpoint');
      expectError(await pull({ updated_at: 'yesterday', id: 'x' }, 10), 400, 'Invalid checkpoint');
      expectError(await pull(null, 0), 400);
      expectError(await pull(null, 5000), 400);
    });

    if (target.name === 'postgres') {
      it('holds back rows of a later commit while an earlier writer is still open', async () => {
        const { checkpoint } = await pullAll(null, 1000);
        const [slow, fast] = await db()
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.organizationId, owner.orgId), eq(contacts.deleted, false)))
          .limit(2);
        const url = (ctx.opened.config as { url: string }).url;
        const writer = postgres(url, { max: 1, onnotice: () => undefined });
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        let written: () => void = () => undefined;
        const wrote = new Promise<void>((resolve) => (written = resolve));
        const transaction = writer.begin(async (sql) => {
          await sql`update contacts set name = 'Slow writer' where id = ${slow!.id}`;
          written();
          await held;
        });
        await wrote;
        // Committed after the slow writer's row was stamped, so later in (updated_at, id) order.
        await call(ctx.app, owner, 'PUT', `/api/contacts/${fast!.id}`, { name: 'Fast writer' });
        const during = await pullAll(checkpoint, 1000);
        expect(during.rows.map((r) => r.id)).not.toContain(fast!.id);
        release();
        await transaction;
        await writer.end();
        const after = await pullAll(during.checkpoint, 1000);
        expect(after.rows.map((r) => r.id)).toEqual([slow!.id, fast!.id]);
      });
    }
  });
});
