import { beforeAll, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { CollectionName } from '../../../src/collections/app-database';
import { EVICTED_CLAIMS_ID, readEvictedClaims } from '../../../src/collections/claims/claim-evicted';
import { evictClaims } from '../../../src/collections/claims/claim-eviction';
import { markClaimViewed, readClaimViews } from '../../../src/collections/claims/claim-views';
import { updateClaim } from '../../../src/collections/claims/claims.mutations';
import { settingsId } from '../../../src/collections/config/config.schema';
import { startPull } from '../../../src/replication/pull/start-pull';
import { restoreClaim } from '../../../src/replication/retention/restore-claim';
import { startRetention } from '../../../src/replication/retention/retention-runner';
import { loginAs, type LoggedIn } from './support/client';
import { serverList } from './support/fixtures';
import { waitFor } from './support/local-db';
import { pullOnce, useDataContext } from './support/session-setup';

const ctx = useDataContext();
let other: LoggedIn;
let total = 0;

async function setOffline(value: Record<string, unknown>) {
  await ctx.db.config.upsert({
    id: settingsId('offline'),
    kind: 'settings',
    value,
    version: 0,
    updatedAt: new Date().toISOString(),
  });
}

const localIds = async () => new Set((await ctx.db.claims.find().exec()).map((c) => c.id));
/** The listed claims whose details (conversations, notes) this device keeps. */
const keptIds = async () => {
  const evicted = new Set(await readEvictedClaims(ctx.db));
  return new Set([...(await localIds())].filter((id) => !evicted.has(id)));
};

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'manager@example.com');
  await pullOnce(ctx.db, ctx.me);
  total = (await ctx.db.claims.find().exec()).length;
}, 60_000);

it('keeps everything while forceLocalClaims is on or claimsToStore is all', async () => {
  await setOffline({ claimsToStore: 3, forceLocalClaims: true });
  expect(await evictClaims(ctx.db)).toEqual([]);
  await setOffline({ claimsToStore: 'all', forceLocalClaims: false });
  expect(await evictClaims(ctx.db)).toEqual([]);
  expect((await keptIds()).size).toBe(total);
});

it('keeps the details of the recently viewed and the pending claims, lists every claim, queues nothing', async () => {
  const { db } = ctx;
  expect(total).toBeGreaterThan(10);
  const notes = await db.notes.find().exec();
  const withNotes = new Set(notes.map((n) => n.claimId));
  const tasks = (await db.tasks.find().exec()).length;
  const oldestFirst = await db.claims.find({ sort: [{ lastUpdated: 'asc' }] }).exec();
  const [viewedA, viewedB, pending] = oldestFirst.slice(0, 3).map((c) => c.id) as [
    string,
    string,
    string,
  ];
  await markClaimViewed(db, viewedA);
  await markClaimViewed(db, viewedB);
  expect(Object.keys(await readClaimViews(db))).toEqual([viewedA, viewedB]);
  await updateClaim(db, pending, { description: 'not sent yet' });
  const queued = (await db.sync_queue.find().exec()).length;

  await setOffline({ claimsToStore: 3, forceLocalClaims: false });
  const evicted = await evictClaims(db);
  const kept = await keptIds();
  // Every claim stays listed (issue 17): only the details of the evicted ones go.
  expect((await localIds()).size).toBe(total);
  expect(new Set(await readEvictedClaims(db))).toEqual(new Set(evicted));
  // Three by rank (the two viewed first, then the most recently updated) plus the pending one.
  expect(kept.size).toBe(4);
  expect(evicted).toHaveLength(total - 4);
  for (const id of [viewedA, viewedB, pending]) expect(kept.has(id)).toBe(true);
  const third = oldestFirst.find((c) => kept.has(c.id) && ![viewedA, viewedB, pending].includes(c.id));
  const latestEvicted = oldestFirst.filter((c) => !kept.has(c.id)).map((c) => c.lastUpdated);
  expect(latestEvicted.every((at) => at <= third!.lastUpdated)).toBe(true);
  expect((await db.claims.findOne(pending).exec())?.description).toBe('not sent yet');

  expect((await db.sync_queue.find().exec()).length).toBe(queued);
  const evictedWithNotes = evicted.filter((id) => withNotes.has(id));
  expect(evictedWithNotes.length).toBeGreaterThan(0);
  const left = await db.notes.find({ selector: { claimId: { $in: evicted } } }).exec();
  expect(left.every((note) => !note.conversationId)).toBe(true);
  expect(await db.conversations.find({ selector: { claimId: { $in: evicted } } }).exec()).toEqual(
    [],
  );
  // Tasks are the user's work list across claims: they stay when their claim goes.
  expect((await db.tasks.find().exec()).length).toBe(tasks);
  expect(await db.tasks.find({ selector: { claimId: { $in: evicted } } }).exec()).not.toEqual([]);
  const onServer = await serverList(ctx.me.api, ctx.me.user.organization_id, 'claims');
  expect(onServer.length).toBe(total);
});

it('keeps evicted claims listed and current through the pull, and drops their details', async () => {
  const { db, me, proxy } = ctx;
  const orgId = me.user.organization_id;
  const before = await keptIds();
  const from = proxy.requests.length;
  const pull = startPull(db, me.api, { organizationId: orgId });
  await pull.initialSync;
  const claimPulls = proxy.requests
    .slice(from)
    .filter((r) => r.path.startsWith(`/api/organizations/${orgId}/claims`));
  expect(claimPulls.every((r) => r.path.includes('checkpoint='))).toBe(true);
  expect(await keptIds()).toEqual(before);

  const onServer = await serverList(me.api, orgId, 'claims');
  const evictedId = String(onServer.find((c) => !before.has(String(c.id)))!.id);
  expect((await other.api.put(`/claims/${evictedId}`, { city: 'Salem' })).status).toBe('ok');
  await pull.resync(['claims']);
  expect((await db.claims.findOne(evictedId).exec())?.city).toBe('Salem');

  // A conversation and note added on the server to a claim still evicted arrive with the pull...
  const stillEvicted = String(onServer.find((c) => !before.has(String(c.id)) && c.id !== evictedId)!.id);
  const conversation = await other.api.post<{ id: string }>('/conversations', {
    claimId: stillEvicted,
    title: 'Late thread',
  });
  if (conversation.status === 'error') throw new Error(conversation.message);
  const conversationId = conversation.data.id;
  const note = await other.api.post<{ id: string }>('/notes', {
    claimId: stillEvicted,
    conversationId,
    text: 'Added after the eviction',
  });
  if (note.status === 'error') throw new Error(note.message);
  await pull.resync(['conversations', 'notes']);
  expect(await db.notes.findOne(note.data.id).exec()).not.toBeNull();
  await pull.stop();

  // A claim keeps its mark until its details are read back, however recently it changed.
  // The settings pull brought the organization's offline settings back: this device's test limit.
  await setOffline({ claimsToStore: 3, forceLocalClaims: false });
  await evictClaims(db);
  expect(await keptIds()).toEqual(before);
  expect((await localIds()).size).toBe(total);
  // ...and go with the next pass, as the claim's details are not kept here.
  expect(await db.notes.findOne(note.data.id).exec()).toBeNull();
  expect(await db.conversations.findOne(conversationId).exec()).toBeNull();
});

it('evicts again when the offline settings change, through the retention runner', async () => {
  const pulled$ = new Subject<CollectionName>();
  const retention = startRetention(ctx.db, { pulled$, debounceMs: 10 });
  try {
    await setOffline({ claimsToStore: 1, forceLocalClaims: false });
    // The pending claim stays beyond the limit.
    await waitFor(async () => (await keptIds()).size === 2);
    await setOffline({ claimsToStore: 1, forceLocalClaims: true });
    await retention.runNow();
    expect((await keptIds()).size).toBe(2);
    expect((await localIds()).size).toBe(total);
  } finally {
    retention.stop();
  }
});

it('reads an evicted claim’s details back when it is opened again', async () => {
  const { db, me } = ctx;
  const orgId = me.user.organization_id;
  await setOffline({ claimsToStore: 1, forceLocalClaims: false });
  await evictClaims(db);
  const local = await keptIds();
  const notes = await serverList(me.api, orgId, 'notes');
  const claims = await serverList(me.api, orgId, 'claims');
  const evicted = claims.find(
    (c) => !local.has(String(c.id)) && notes.some((n) => n.claimId === c.id && n.conversationId),
  );
  const id = String(evicted!.id);
  const pulled$ = new Subject<CollectionName>();
  const retention = startRetention(db, { pulled$, api: me.api, debounceMs: 10 });
  try {
    await markClaimViewed(db, id);
    await waitFor(async () => !(await readEvictedClaims(db)).includes(id));
    await retention.runNow();
    const localNotes = await db.notes.find({ selector: { claimId: id } }).exec();
    // Notes outside conversations are never evicted (claim-eviction.ts), so only these came back.
    const inConversations = (n: { conversationId?: unknown }) => Boolean(n.conversationId);
    expect(localNotes.filter(inConversations).map((n) => n.id).sort()).toEqual(
      notes.filter((n) => n.claimId === id && inConversations(n)).map((n) => String(n.id)).sort(),
    );
    // Opened last, it ranks first: the eviction after the restore keeps it.
    expect((await keptIds()).has(id)).toBe(true);
    expect((await keptIds()).size).toBe(2);
  } finally {
    retention.stop();
  }
  expect(await restoreClaim(db, me.api, 'no-such-claim')).toBe(false);
  expect(await db.claims.findOne('no-such-claim').exec()).toBeNull();
});

it('reads every evicted claim back when forceLocalClaims is turned on', async () => {
  const { db, me } = ctx;
  const orgId = me.user.organization_id;
  const pulled$ = new Subject<CollectionName>();
  const retention = startRetention(db, { pulled$, api: me.api, organizationId: orgId, debounceMs: 10 });
  try {
    expect((await keptIds()).size).toBeLessThan(total);
    await setOffline({ claimsToStore: 1, forceLocalClaims: true });
    await waitFor(async () => (await keptIds()).size === total);
    await retention.runNow();
    const serverNotes = await serverList(me.api, orgId, 'notes');
    const inConversations = serverNotes.filter((n) => n.conversationId).map((n) => String(n.id));
    const local = new Set((await db.notes.find().exec()).map((n) => n.id));
    expect(inConversations.filter((id) => !local.has(id))).toEqual([]);
    expect(await readEvictedClaims(db)).toEqual([]);
  } finally {
    retention.stop();
  }
});

it('reads back the claims a device from before every claim stayed listed removed', async () => {
  const { db, me } = ctx;
  const orgId = me.user.organization_id;
  const [gone] = (await db.claims.find({ limit: 1 }).exec()).map((c) => c.id);
  await db.claims.findOne(gone).remove();
  await setOffline({ claimsToStore: 3, forceLocalClaims: false });
  // The record as such a device wrote it: ids only.
  await db.config.upsert({
    id: EVICTED_CLAIMS_ID,
    kind: 'local',
    value: { ids: [gone!, 'deleted-on-the-server'] },
    version: 0,
    updatedAt: new Date().toISOString(),
  });
  const pulled$ = new Subject<CollectionName>();
  const retention = startRetention(db, { pulled$, api: me.api, organizationId: orgId, debounceMs: 10 });
  try {
    await retention.runNow();
    expect(await db.claims.findOne(gone).exec()).not.toBeNull();
    const marked = await readEvictedClaims(db);
    expect(marked).toContain(gone);
    expect(marked).not.toContain('deleted-on-the-server');
    expect((await localIds()).size).toBe(total);
  } finally {
    retention.stop();
  }
});
