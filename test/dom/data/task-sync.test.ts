import { expect, it } from 'vitest';
import { createClaim } from '../../../src/collections/claims/claims.mutations';
import { createdFromTempIdQuery } from '../../../src/collections/sync-queue/sync-queue.queries';
import { createTask, deleteTask, updateTask } from '../../../src/collections/tasks/tasks.mutations';
import { drainQueue } from '../../../src/replication/outbox/drain-queue';
import { dumpAllIndexedDb } from '../encryption/raw-indexeddb';
import { claimInput, firstContact, serverList } from './support/fixtures';
import { useDataContext } from './support/session-setup';

const ctx = useDataContext();

const taskInput = (title: string, claimId: string | null = null) => ({
  title,
  description: '<p>Bring the moisture meter</p>',
  claimId,
  assignedTo: ctx.me.user.id,
  dueDate: '2026-05-04',
  dueAt: '2026-05-04T15:30:00.000Z',
  status: 'todo' as const,
  priority: 'high' as const,
  type: 'inspection',
});

it('sends a task made offline on a claim made offline once, under both server ids', async () => {
  const { db, me, proxy } = ctx;
  const orgId = me.user.organization_id;
  const contact = await firstContact(me.api, orgId);
  proxy.setDown(true);
  const claim = await createClaim(db, claimInput(contact, 'POL-TASK-1'), me.user);
  const task = await createTask(db, taskInput('Inspect the attic', claim.id), me.user);
  expect(task.id).toMatch(/^temp-/);
  expect(task.claimId).toBe(claim.id);
  await updateTask(db, task.id, { status: 'done' }, me.user.id);
  expect((await db.tasks.findOne(task.id).exec())?.completedAt).toBeTruthy();

  // Only the claim's create is tried while the server is away; the task waits for it.
  expect((await drainQueue(db, me.api)).attempted).toBe(1);
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed', 'completed']);

  const serverClaim = (await serverList(me.api, orgId, 'claims')).find(
    (c) => c.policyNumber === 'POL-TASK-1',
  )!;
  const onServer = (await serverList(me.api, orgId, 'tasks')).filter(
    (t) => t.title === 'Inspect the attic',
  );
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({
    claimId: serverClaim.id,
    status: 'done',
    type: 'inspection',
    dueDate: '2026-05-04',
    dueAt: '2026-05-04T15:30:00.000Z',
    description: '<p>Bring the moisture meter</p>',
  });
  const serverId = String(onServer[0]!.id);
  expect(await db.tasks.findOne(task.id).exec()).toBeNull();
  expect((await db.tasks.findOne(serverId).exec())?.claimId).toBe(serverClaim.id);
  expect((await createdFromTempIdQuery(db.sync_queue, task.id).exec())?.metadata.serverId).toBe(
    serverId,
  );
  const posts = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/tasks');
  expect(posts).toHaveLength(1);
});

it('retries a task create whose answer was lost under the same Idempotency-Key', async () => {
  const { db, me, proxy } = ctx;
  const task = await createTask(db, taskInput('Call the roofer'), me.user);
  proxy.dropAnswerOf('POST', '/api/tasks');
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['unreachable']);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  const onServer = (await serverList(me.api, me.user.organization_id, 'tasks')).filter(
    (t) => t.title === 'Call the roofer',
  );
  expect(onServer).toHaveLength(1);
  const keys = proxy.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/tasks')
    .slice(-2)
    .map((r) => r.headers['idempotency-key']);
  expect(keys).toEqual([task.id, task.id]);
});

it('marks done and undoes offline, then deletes: the server ends where the screen did', async () => {
  const { db, me, proxy } = ctx;
  const task = await createTask(db, taskInput('Order the report'), me.user);
  await drainQueue(db, me.api);
  const serverId = String(
    (await createdFromTempIdQuery(db.sync_queue, task.id).exec())?.metadata.serverId,
  );
  proxy.setDown(true);
  await updateTask(db, serverId, { status: 'done' }, me.user.id);
  await updateTask(db, serverId, { status: 'todo' }, me.user.id);
  expect((await db.tasks.findOne(serverId).exec())?.completedAt).toBeNull();
  proxy.setDown(false);
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed', 'completed']);
  const [row] = (await serverList(me.api, me.user.organization_id, 'tasks')).filter(
    (t) => t.id === serverId,
  );
  expect(row).toMatchObject({ status: 'todo', completedAt: null, version: 3 });
  await deleteTask(db, serverId, me.user.id);
  expect(await db.tasks.findOne(serverId).exec()).toBeNull();
  expect((await drainQueue(db, me.api)).outcomes).toEqual(['completed']);
  expect(
    (await serverList(me.api, me.user.organization_id, 'tasks')).some((t) => t.id === serverId),
  ).toBe(false);
});

it('keeps task titles and descriptions sealed at rest', async () => {
  await createTask(ctx.db, taskInput('Photograph the planted-secret leak'), ctx.me.user);
  const raw = await dumpAllIndexedDb();
  expect(raw).not.toContain('planted-secret');
  expect(raw).not.toContain('moisture meter');
});
