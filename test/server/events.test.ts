import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import type { Database } from '../../server/db/client';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import { openSse } from './sse-client';
import type { SseClient } from './sse-client';
import type { Session } from './sync-helpers';
import { call, createClaim, sessionsFor } from './sync-helpers';

describe.each(databaseTargets())('change feed on $name', (target) => {
  const ctx = useTestApp(target);
  let base: string;
  let owner: Session;
  let client: Session;
  let other: Session;
  const streams: SseClient[] = [];
  const open = async (session: Session, query = '', headers = session.headers) => {
    const stream = await openSse(
      `${base}/api/organizations/${session.orgId}/events${query}`,
      headers,
    );
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    [owner, client, other] = await sessionsFor(ctx.app, ['owner', 'client', 'owner2'] as const);
  });
  afterAll(() => streams.forEach((s) => s.close()));

  it('streams a change made through the API as a notice', async () => {
    const stream = await open(owner);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const claim = await createClaim(ctx.app, owner);
    const notice = await stream.waitFor((e) => e.id === claim.id);
    expect(notice).toEqual({
      resource: 'claims',
      id: claim.id,
      version: 1,
      updated_at: expect.any(String),
      deleted: false,
    });
    await call(ctx.app, owner, 'DELETE', `/api/claims/${claim.id}`);
    await stream.waitFor((e) => e.id === claim.id && e.deleted === true && e.version === 2);
    await stream.waitFor((e) => e.resource === 'notes');
  });

  it("keeps a Client's stream to the claims it can see, without internal notes", async () => {
    const stream = await open(client);
    const own = (
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/claims`)
    ).json().data[0];
    const hidden = await createClaim(ctx.app, owner);
    await call(ctx.app, owner, 'PUT', `/api/claims/${hidden.id}`, { city: 'Hidden' });
    const contact = await call(ctx.app, owner, 'POST', '/api/contacts', {
      contact: { name: 'Quiet Contact' },
    });
    await call(ctx.app, owner, 'PUT', `/api/claims/${own.id}/status`, { status: 'Settled' });
    // Notices keep their order, so the hidden claim's would have come before this one.
    await stream.waitFor((e) => e.id === own.id);
    const ids = stream.events.map((e) => e.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(contact.json().data.id);
    expect(stream.events.filter((e) => e.resource === 'notes')).toEqual([]);
    const ownerStream = streams[0]!;
    await ownerStream.waitFor((e) => e.id === hidden.id && e.version === 2);
  });

  it('tells a former assignee, and only them, that a claim left them', async () => {
    const [vendor] = await sessionsFor(ctx.app, ['vendor'] as const);
    const stream = await open(vendor);
    const ownerStream = streams[0]!;
    const claim = await createClaim(ctx.app, owner);
    const assign = (userId: string) =>
      call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, { assigned_to: userId });
    expect((await assign(vendor.userId)).statusCode).toBe(200);
    await stream.waitFor((e) => e.resource === 'claims' && e.id === claim.id && e.version === 2);
    expect((await assign(owner.userId)).statusCode).toBe(200);
    const notice = await stream.waitFor((e) => e.resource === 'claim_access');
    expect(notice).toMatchObject({ id: claim.id, version: 3, deleted: false });
    // The claim's own notice at version 3 is not theirs any more.
    expect(stream.events.filter((e) => e.id === claim.id).map((e) => e.version)).toEqual([2, 3]);
    expect(stream.events.find((e) => e.resource === 'claims' && e.version === 3)).toBeUndefined();
    await call(ctx.app, owner, 'PUT', `/api/claims/${claim.id}`, { city: 'Later' });
    await ownerStream.waitFor((e) => e.id === claim.id && e.version === 4);
    expect(ownerStream.events.filter((e) => e.resource === 'claim_access')).toEqual([]);
    expect(streams[1]!.events.filter((e) => e.resource === 'claim_access')).toEqual([]);
  });

  it('opens with a stream ticket instead of the bearer token, and refuses bad credentials', async () => {
    const ticket = (await call(ctx.app, owner, 'POST', '/api/events/ticket')).json().data;
    expect(ticket.expires_in).toBe(60);
    const viaTicket = await open(owner, `?ticket=${encodeURIComponent(ticket.ticket)}`, {});
    expect(viaTicket.status).toBe(200);
    const claim = await createClaim(ctx.app, owner);
    await viaTicket.waitFor((e) => e.id === claim.id);

    expect((await open(owner, '', {})).status).toBe(401);
    expect((await open(owner, '?ticket=forged', {})).status).toBe(401);
    // An access token is not a ticket (other audience).
    expect((await open(owner, `?ticket=${owner.token}`, {})).status).toBe(401);
    expect((await open({ ...owner, orgId: other.orgId })).status).toBe(404);
  });

  it('closes open streams when the server closes', async () => {
    const extra = await buildApp(ctx.config, { database: ctx.opened.database });
    await extra.listen({ port: 0, host: '127.0.0.1' });
    const port = (extra.server.address() as AddressInfo).port;
    const stream = await openSse(
      `http://127.0.0.1:${port}/api/organizations/${owner.orgId}/events`,
      owner.headers,
    );
    expect(stream.status).toBe(200);
    await extra.close();
    stream.close();
  });

  if (target.name === 'postgres') {
    describe('across server processes', () => {
      let second: App;
      let secondDatabase: Database;
      beforeAll(async () => {
        secondDatabase = await openDatabase(ctx.opened.config);
        second = await buildApp(ctx.config, { database: secondDatabase });
        await second.listen({ port: 0, host: '127.0.0.1' });
      });
      afterAll(async () => {
        await second.close();
        await secondDatabase.close();
      });

      it('delivers a change made through one server to a listener on the other', async () => {
        const port = (second.server.address() as AddressInfo).port;
        const stream = await openSse(
          `http://127.0.0.1:${port}/api/organizations/${owner.orgId}/events`,
          owner.headers,
        );
        streams.push(stream);
        const claim = await createClaim(ctx.app, owner);
        await stream.waitFor((e) => e.id === claim.id && e.resource === 'claims');
      });
    });
  }
});
