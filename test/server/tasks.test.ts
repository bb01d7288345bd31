import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema/tasks';
import { ASSIGN_OTHERS_MESSAGE, STATUS_ONLY_MESSAGE } from '../../src/domain/task-access';
import { NOT_A_DATE_MESSAGE, NOT_A_TIME_MESSAGE } from '../../src/domain/calendar-day';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, firstClaimOf, sessionsFor } from './sync-helpers';

type Wire = Record<string, unknown> & { id: string };

describe.each(databaseTargets())('tasks on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  let manager: Session;
  let vendor: Session;
  let client: Session;
  let other: Session;

  const db = () => ctx.opened.database.db;
  const count = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(tasks)
    )[0]!.n;
  const list = async (session: Session) =>
    (await call(ctx.app, session, 'GET', `/api/organizations/${session.orgId}/tasks`)).json()
      .data as Wire[];
  const post = (session: Session, task: Record<string, unknown>) =>
    call(ctx.app, session, 'POST', '/api/tasks', { task });

  beforeAll(async () => {
    [owner, adjuster, manager, vendor, client, other] = await sessionsFor(ctx.app, [
      'owner',
      'adjuster',
      'manager',
      'vendor',
      'client',
      'owner2',
    ] as const);
  });

  it('creates, updates and deletes a task wrapped as {task}', async () => {
    const claim = await createClaim(ctx.app, owner);
    const created = await post(adjuster, {
      title: ' Call the carrier ',
      claim_id: claim.id,
      due_date: '2026-06-01',
      due_at: '2026-06-01T14:30:00+02:00',
      type: 'call',
      assigned_to: adjuster.userId,
      created_by: other.userId,
      description: '<p>Ask about <b>coverage</b></p><script>alert(1)</script>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      title: 'Call the carrier',
      status: 'todo',
      priority: 'medium',
      type: 'call',
      due_date: '2026-06-01',
      due_at: '2026-06-01T12:30:00.000Z',
      created_by: adjuster.userId,
      assigned_to: adjuster.userId,
      description: '<p>Ask about <b>coverage</b></p>',
      version: 1,
    });
    const done = await call(ctx.app, adjuster, 'PUT', `/api/tasks/${task.id}`, {
      task: { status: 'done' },
    });
    expect(done.json().data).toMatchObject({
      status: 'done',
      version: 2,
      title: 'Call the carrier',
    });
    expect(done.json().data.completed_at).not.toBeNull();
    const redated = await call(ctx.app, adjuster, 'PUT', `/api/tasks/${task.id}`, {
      task: { due_date: '2026-06-03' },
    });
    // A day alone means "that day": the earlier time goes.
    expect(redated.json().data).toMatchObject({ due_date: '2026-06-03', due_at: null });
    const listed = await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}/tasks`);
    expect(listed.json().data.map((t: Wire) => t.id)).toEqual([task.id]);
    expectError(
      await call(ctx.app, owner, 'DELETE', `/api/tasks/${task.id}`, undefined, {
        'if-match': '"1"',
      }),
      409,
    );
    expect(
      (await call(ctx.app, owner, 'DELETE', `/api/tasks/${task.id}`)).json().data.deleted,
    ).toBe(true);
    expect(
      (await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}/tasks`)).json().data,
    ).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await count();
    const foreign = await firstClaimOf(ctx.app, other);
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Validation failed'],
      [{ title: 'x', due_date: 'soon' }, 'Validation failed'],
      [{ title: 'x', due_date: '2026-02-30' }, 'Validation failed'],
      [{ title: 'x', due_at: 'tomorrow at 3' }, 'Validation failed'],
      [{ title: 'x', claim_id: foreign.id }, 'Claim not found'],
      [
        { title: 'x', assigned_to: other.userId },
        'The assignee is not an active user of your organization',
      ],
      [{ title: 'x', type: 'no-such-type' }, 'Unknown task type'],
    ];
    for (const [task, message] of refusals) {
      expectError(await post(owner, task), 400, message);
    }
    const dateError = (await post(owner, { title: 'x', due_date: '2026-13-01' })).json();
    expect(JSON.stringify(dateError.details)).toContain(NOT_A_DATE_MESSAGE);
    const timeError = (await post(owner, { title: 'x', due_at: '2026-01-01 10:00' })).json();
    expect(JSON.stringify(timeError.details)).toContain(NOT_A_TIME_MESSAGE);
    expectError(
      await call(ctx.app, owner, 'PUT', '/api/tasks/nope', { task: { title: 'x' } }),
      404,
      'Task not found',
    );
    expect(await count()).toBe(before);
  });

  it('lets managers assign to anyone and everyone else only to themselves', async () => {
    const before = await count();
    expectError(
      await post(adjuster, { title: 'x', assigned_to: owner.userId }),
      403,
      ASSIGN_OTHERS_MESSAGE,
    );
    expect(await count()).toBe(before);
    const mine = await post(adjuster, { title: 'Mine', assigned_to: adjuster.userId });
    expect(mine.statusCode).toBe(201);
    const delegated = await post(manager, { title: 'Delegated', assigned_to: adjuster.userId });
    expect(delegated.statusCode).toBe(201);
    // The adjuster may change a task assigned to them, but not hand it to someone else.
    const id = delegated.json().data.id;
    expectError(
      await call(ctx.app, adjuster, 'PUT', `/api/tasks/${id}`, {
        task: { assigned_to: owner.userId },
      }),
      403,
      ASSIGN_OTHERS_MESSAGE,
    );
    const renamed = await call(ctx.app, adjuster, 'PUT', `/api/tasks/${id}`, {
      task: { title: 'Delegated, seen', assigned_to: adjuster.userId },
    });
    expect(renamed.json().data).toMatchObject({ title: 'Delegated, seen', version: 2 });
  });

  it('shows each role the tasks it may see', async () => {
    const personal = (
      await post(manager, { title: 'Manager only', assigned_to: manager.userId })
    ).json().data as Wire;
    const forVendor = (
      await post(manager, { title: 'For the vendor', assigned_to: vendor.userId })
    ).json().data as Wire;
    const ids = (rows: Wire[]) => rows.map((t) => t.id);

    expect(ids(await list(owner))).toEqual(expect.arrayContaining([personal.id, forVendor.id]));
    const adjusterSees = await list(adjuster);
    expect(ids(adjusterSees)).not.toContain(personal.id);
    expect(
      adjusterSees.every(
        (t) => t.claim_id || t.assigned_to === adjuster.userId || t.created_by === adjuster.userId,
      ),
    ).toBe(true);
    expect(adjusterSees.some((t) => t.claim_id && t.assigned_to !== adjuster.userId)).toBe(true);
    const vendorSees = await list(vendor);
    expect(ids(vendorSees)).toContain(forVendor.id);
    expect(vendorSees.every((t) => t.assigned_to === vendor.userId)).toBe(true);
    expect(await list(client)).toEqual([]);
    expectError(
      await call(ctx.app, adjuster, 'PUT', `/api/tasks/${personal.id}`, {
        task: { status: 'done' },
      }),
      404,
      'Task not found',
    );
  });

  it('lets Vendor, Client and Customer change only the status of tasks assigned to them', async () => {
    const task = (await post(manager, { title: 'Send photos', assigned_to: vendor.userId })).json()
      .data as Wire;
    const done = await call(ctx.app, vendor, 'PUT', `/api/tasks/${task.id}`, {
      task: { status: 'done' },
    });
    expect(done.json().data).toMatchObject({ status: 'done' });
    expectError(
      await call(ctx.app, vendor, 'PUT', `/api/tasks/${task.id}`, { task: { title: 'Renamed' } }),
      403,
      STATUS_ONLY_MESSAGE,
    );
    expectError(await post(vendor, { title: 'x' }), 403);
    expectError(await call(ctx.app, vendor, 'DELETE', `/api/tasks/${task.id}`), 403);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: 'Send photos', status: 'done', deleted: false });
  });

  it("lists a claim's tasks as the caller may see them", async () => {
    const own = (
      await call(ctx.app, vendor, 'GET', `/api/organizations/${vendor.orgId}/claims`)
    ).json().data[0] as Wire;
    await post(manager, { title: 'Vendor step', claim_id: own.id, assigned_to: vendor.userId });
    await post(manager, { title: 'Staff step', claim_id: own.id, assigned_to: manager.userId });
    const seen = (await call(ctx.app, vendor, 'GET', `/api/claims/${own.id}/tasks`)).json()
      .data as Wire[];
    expect(seen.map((t) => t.title)).toContain('Vendor step');
    expect(seen.every((t) => t.assigned_to === vendor.userId)).toBe(true);
    const staff = (await call(ctx.app, owner, 'GET', `/api/claims/${own.id}/tasks`)).json()
      .data as Wire[];
    expect(staff.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Vendor step', 'Staff step']),
    );
  });

  it('keeps task types that tasks hold: retired, never removed', async () => {
    const url = `/api/organizations/${owner.orgId}/settings/taskSettings`;
    const types = (
      await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/settings`)
    ).json().data.task_settings.types as { id: string; name: string; color: string }[];
    const inUse = types.find((t) => t.id === 'inspection')!;
    const unused = { id: 'appraisal-visit', name: 'Appraisal visit', color: '#123456' };
    const saved = await call(ctx.app, owner, 'PUT', url, { types: [...types, unused] });
    expect(saved.statusCode, saved.body).toBe(200);
    const dropped = types.filter((t) => t.id !== inUse.id);
    expectError(
      await call(ctx.app, owner, 'PUT', url, { types: dropped }),
      409,
      'Task type "Inspection" is used by tasks: retire it instead of removing it',
    );
    const retired = types.map((t) => (t.id === inUse.id ? { ...t, retired: true } : t));
    expect((await call(ctx.app, owner, 'PUT', url, { types: retired })).statusCode).toBe(200);
    const held = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.organizationId, owner.orgId), eq(tasks.type, inUse.id)));
    expect(held.length).toBeGreaterThan(0);
    expectError(await call(ctx.app, adjuster, 'PUT', url, { types }), 403);
  });

  it('pulls tasks with a checkpoint and isolates tenants', async () => {
    const page = (
      await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/tasks?limit=5`)
    ).json();
    expect(page.data).toHaveLength(5);
    expect(page.checkpoint).toMatchObject({ id: page.data[4].id });
    const [foreign] = await db()
      .select()
      .from(tasks)
      .where(eq(tasks.organizationId, other.orgId))
      .limit(1);
    expectError(
      await call(ctx.app, owner, 'PUT', `/api/tasks/${foreign!.id}`, { task: { title: 'x' } }),
      404,
    );
    expectError(await call(ctx.app, owner, 'DELETE', `/api/tasks/${foreign!.id}`), 404);
    expectError(await call(ctx.app, owner, 'GET', `/api/claims/${foreign!.claimId}/tasks`), 404);
    expectError(await call(ctx.app, owner, 'GET', `/api/organizations/${other.orgId}/tasks`), 404);
    const [after] = await db().select().from(tasks).where(eq(tasks.id, foreign!.id));
    expect(after).toEqual(foreign);
  });
});
