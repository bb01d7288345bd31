import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../server/db/schema/notes';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, sessionsFor } from './sync-helpers';

describe.each(databaseTargets())('conversations on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let client: Session;
  let other: Session;

  beforeAll(async () => {
    [owner, client, other] = await sessionsFor(ctx.app, ['owner', 'client', 'owner2'] as const);
  });

  it("starts conversations titled 'Conversation {n}' with the author from the token", async () => {
    const claim = await createClaim(ctx.app, owner);
    const start = (body: object) => call(ctx.app, owner, 'POST', '/api/conversations', body);
    const first = await start({ claim_id: claim.id, created_by: other.userId });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      title: 'Conversation 1',
      created_by: owner.userId,
      claim_id: claim.id,
      version: 1,
    });
    expect(first.json().data).toHaveProperty('created_at');
    expect(first.json().data).toHaveProperty('updated_at');
    const named = await start({ claim_id: claim.id, title: '  Adjuster   call ' });
    expect(named.json().data.title).toBe('Adjuster call');
    const [a, b] = await Promise.all([
      start({ claim_id: claim.id }),
      start({ claim_id: claim.id }),
    ]);
    expect([a!.json().data.title, b!.json().data.title].sort()).toEqual([
      'Conversation 3',
      'Conversation 4',
    ]);
    const listed = await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}/conversations`);
    expect(listed.json().data.map((c: { title: string }) => c.title)).toHaveLength(4);
  });

  it("refuses a missing or unknown claim and another organization's claim", async () => {
    expectError(
      await call(ctx.app, owner, 'POST', '/api/conversations', {}),
      400,
      'Validation failed',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/conversations', { claim_id: 'nope' }),
      404,
      'Claim not found',
    );
    const [anyForeign] = await ctx.opened.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.organizationId, other.orgId))
      .limit(1);
    const foreign = { id: anyForeign!.claimId };
    const before = await ctx.opened.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.claimId, foreign.id));
    expectError(
      await call(ctx.app, owner, 'POST', '/api/conversations', { claim_id: foreign.id }),
      404,
    );
    expectError(await call(ctx.app, owner, 'GET', `/api/claims/${foreign.id}/conversations`), 404);
    const foreignConversation = before[0]!;
    expectError(
      await call(ctx.app, owner, 'GET', `/api/conversations/${foreignConversation.id}/notes`),
      404,
      'Conversation not found',
    );
    expectError(
      await call(ctx.app, owner, 'GET', `/api/organizations/${other.orgId}/conversations`),
      404,
    );
    const after = await ctx.opened.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.claimId, foreign.id));
    expect(after).toEqual(before);
  });

  it('lets a Client read the conversations of their claims, with client-visible notes only', async () => {
    expectError(await call(ctx.app, client, 'POST', '/api/conversations', { claim_id: 'x' }), 403);
    const visible = (
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/conversations`)
    ).json().data;
    expect(visible.length).toBeGreaterThan(0);
    const all = (
      await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/conversations`)
    ).json().data;
    expect(visible.length).toBeLessThan(all.length);
    let sawHidden = false;
    for (const conversation of visible) {
      const theirs = (
        await call(ctx.app, client, 'GET', `/api/conversations/${conversation.id}/notes`)
      ).json().data;
      const staff = (
        await call(ctx.app, owner, 'GET', `/api/conversations/${conversation.id}/notes`)
      ).json().data;
      expect(theirs.every((n: { is_client_visible: boolean }) => n.is_client_visible)).toBe(true);
      expect(
        theirs.every(
          (n: { conversation_title: string }) => n.conversation_title === conversation.title,
        ),
      ).toBe(true);
      if (staff.length > theirs.length) sawHidden = true;
    }
    expect(sawHidden).toBe(true);
    const hidden = all.find(
      (c: { id: string }) => !visible.some((v: { id: string }) => v.id === c.id),
    );
    expectError(await call(ctx.app, client, 'GET', `/api/conversations/${hidden.id}/notes`), 404);
  });
});
