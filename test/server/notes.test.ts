import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notes } from '../../server/db/schema/notes';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, putIfMatch, sessionsFor } from './sync-helpers';

describe.each(databaseTargets())('notes on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let client: Session;
  let other: Session;
  const startConversation = async (claimId: string) =>
    (await call(ctx.app, owner, 'POST', '/api/conversations', { claim_id: claimId })).json()
      .data as {
      id: string;
      title: string;
    };

  beforeAll(async () => {
    [owner, client, other] = await sessionsFor(ctx.app, ['owner', 'client', 'owner2'] as const);
  });

  it('adds a note with status New, note-text cleaning and the conversation title', async () => {
    const claim = await createClaim(ctx.app, owner);
    const conversation = await startConversation(claim.id);
    const response = await call(ctx.app, owner, 'POST', '/api/notes', {
      claim_id: claim.id,
      conversation_id: conversation.id,
      text: 'Line one\n<b>bold</b> & "quoted"',
      is_client_visible: true,
      created_by: other.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      claim_id: claim.id,
      conversation_id: conversation.id,
      conversation_title: 'Conversation 1',
      status: 'New',
      is_client_visible: true,
      created_by: owner.userId,
      text: 'Line one<br>&lt;b&gt;bold&lt;&#x2F;b&gt; &amp; &quot;quoted&quot;',
    });
  });

  it('threads replies within one conversation only', async () => {
    const claim = await createClaim(ctx.app, owner);
    const [one, two] = [await startConversation(claim.id), await startConversation(claim.id)];
    const parent = (
      await call(ctx.app, owner, 'POST', '/api/notes', {
        claim_id: claim.id,
        conversation_id: one.id,
        text: 'Q',
      })
    ).json().data;
    const reply = await call(ctx.app, owner, 'POST', '/api/notes', {
      claim_id: claim.id,
      conversation_id: one.id,
      parent_id: parent.id,
      text: 'A',
    });
    expect(reply.json().data.parent_id).toBe(parent.id);
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', {
        claim_id: claim.id,
        conversation_id: two.id,
        parent_id: parent.id,
        text: 'elsewhere',
      }),
      400,
      'A reply must belong to the same conversation as its parent',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', {
        claim_id: claim.id,
        parent_id: 'nope',
        text: 'x',
      }),
      404,
      'Note not found',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', {
        claim_id: claim.id,
        conversation_id: 'nope',
        text: 'x',
      }),
      404,
      'Conversation not found',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', { claim_id: claim.id, text: '  ' }),
      400,
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', { claim_id: 'nope', text: 'x' }),
      404,
      'Claim not found',
    );
  });

  it('updates the status as sanitized free text, with If-Match', async () => {
    const claim = await createClaim(ctx.app, owner);
    const note = (
      await call(ctx.app, owner, 'POST', '/api/notes', { claim_id: claim.id, text: 'x' })
    ).json().data;
    const updated = await call(ctx.app, owner, 'PUT', `/api/notes/${note.id}`, {
      status: '  In   review <i>now</i>',
    });
    expect(updated.json().data).toMatchObject({ status: 'In review ＜i>now＜/i>', version: 2 });
    expectError(
      await putIfMatch(ctx.app, owner, `/api/notes/${note.id}`, { status: 'Done' }, 1),
      409,
    );
    expectError(await call(ctx.app, owner, 'PUT', `/api/notes/${note.id}`, {}), 400);
    expectError(
      await call(ctx.app, owner, 'PUT', '/api/notes/nope', { status: 'Done' }),
      404,
      'Note not found',
    );
    expectError(
      await call(ctx.app, client, 'PUT', `/api/notes/${note.id}`, { status: 'Done' }),
      403,
    );
  });

  it('pulls notes: Clients get client-visible notes of their claims only', async () => {
    const theirs = (
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/notes?limit=1000`)
    ).json();
    expect(theirs.checkpoint).toBeTruthy();
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.every((n: { is_client_visible: boolean }) => n.is_client_visible)).toBe(
      true,
    );
    const ownClaims = new Set(
      (await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/claims`))
        .json()
        .data.map((c: { id: string }) => c.id),
    );
    expect(theirs.data.every((n: { claim_id: string }) => ownClaims.has(n.claim_id))).toBe(true);
  });

  it('isolates tenants', async () => {
    const [foreign] = await ctx.opened.database.db
      .select()
      .from(notes)
      .where(eq(notes.organizationId, other.orgId))
      .limit(1);
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/notes/${foreign!.id}`, { status: 'Hacked' }),
      404,
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/notes', { claim_id: foreign!.claimId, text: 'x' }),
      404,
    );
    expectError(await call(ctx.app, owner, 'GET', `/api/organizations/${other.orgId}/notes`), 404);
    const [after] = await ctx.opened.database.db
      .select()
      .from(notes)
      .where(eq(notes.id, foreign!.id));
    expect(after).toEqual(foreign);
  });
});
