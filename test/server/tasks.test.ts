import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema/tasks';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, createClaim, expectError, firstClaimOf, sessionsFor } from './sync-helpers';

describe.each(databaseTargets())('tasks on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  let client: Session;
  let other: Session;

  it('logs in', async () => {
    [owner, adjuster, client, other] = await sessionsFor(ctx.app, [
      'owner',
      'adjuster',
      'client',
      'owner2',
    ] as const);
  });

  it('creates, updates and deletes a task wrapped as {task}', async () => {
    const claim = await createClaim(ctx.app, owner);
    const created = await call(ctx.app, adjuster, 'POST', '/api/tasks', {
      task: {
        title: ' Call the carrier ',
        claim_id: claim.id,
        due_date: '2026-06-01',
        assigned_to: owner.userId,
        created_by: other.userId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      title: 'Call the carrier',
      status: 'todo',
      priority: 'medium',
      due_date: '2026-06-01',
      created_by: adjuster.userId,
      assigned_to: owner.userId,
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
    const listed = await call(ctx.app, owner, 'GET', `/api/claims/${claim.id}/tasks`);
    expect(listed.json().data.map((t: { id: string }) => t.id)).toEqual([task.id]);
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

  it('validates and refuses unknown or foreign references', async () => {
    expectError(
      await call(ctx.app, owner, 'POST', '/api/tasks', { task: { title: '' } }),
      400,
      'Validation failed',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/tasks', { task: { title: 'x', due_date: 'soon' } }),
      400,
    );
    const foreign = await firstClaimOf(ctx.app, other);
    expectError(
      await call(ctx.app, owner, 'POST', '/api/tasks', {
        task: { title: 'x', claim_id: foreign.id },
      }),
      400,
      'Unknown claim',
    );
    expectError(
      await call(ctx.app, owner, 'POST', '/api/tasks', {
        task: { title: 'x', assigned_to: other.userId },
      }),
      400,
      'Unknown assignee',
    );
    expectError(
      await call(ctx.app, owner, 'PUT', '/api/tasks/nope', { task: { title: 'x' } }),
      404,
      'Task not found',
    );
  });

  it('is staff work: Clients can neither read nor write tasks', async () => {
    expectError(
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/tasks`),
      403,
    );
    expectError(await call(ctx.app, client, 'POST', '/api/tasks', { task: { title: 'x' } }), 403);
    const own = (
      await call(ctx.app, client, 'GET', `/api/organizations/${client.orgId}/claims`)
    ).json().data[0];
    expectError(await call(ctx.app, client, 'GET', `/api/claims/${own.id}/tasks`), 403);
  });

  it('pulls tasks with a checkpoint and isolates tenants', async () => {
    const page = (
      await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/tasks?limit=5`)
    ).json();
    expect(page.data).toHaveLength(5);
    expect(page.checkpoint).toMatchObject({ id: page.data[4].id });
    const [foreign] = await ctx.opened.database.db
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
    const [after] = await ctx.opened.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, foreign!.id));
    expect(after).toEqual(foreign);
  });
});
