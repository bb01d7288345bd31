import { and, eq } from 'drizzle-orm';
import { UNKNOWN_NOTIFICATION_TYPE } from '../../src/domain/notification-preferences';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { claims } from '../../server/db/schema/claims';
import { notifications, settings } from '../../server/db/schema/settings';
import { notifyClaimAssigned } from '../../server/routes/api/notifications/notification-events.service';
import { sweepOverdueClaims } from '../../server/routes/api/notifications/overdue-signals.service';
import { sweepDueTasks } from '../../server/routes/api/notifications/task-reminders.service';
import { authContextOf } from '../../server/plugins/app/authentication';
import { createUserRepository } from '../../server/repositories/user.repository';
import { defaultSettings } from '../../src/domain/settings.defaults';
import { databaseTargets } from './helpers/databases';
import { multipartBody } from './helpers/multipart';
import { useTestApp } from './helpers/test-app';
import { call, createClaim, sessionsFor, type Session } from './sync-helpers';

const HOUR = 3_600_000;
const mention = (id: string, label: string) =>
  `<p>Please look, <span data-type="mention" data-id="${id}">@${label}</span>.</p>`;

describe.each(databaseTargets())('notifications the server raises on $name', (target) => {
  const ctx = useTestApp(target);
  const db = () => ctx.app.db;
  let manager: Session;
  let adjuster: Session;
  let vendor: Session;

  const inbox = (session: Session, type?: string) =>
    db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, session.userId),
          type ? eq(notifications.type, type) : undefined,
        ),
      );
  const setAlerts = async (change: Record<string, unknown>) => {
    const value = { ...defaultSettings('').notifications, ...change };
    const where = and(
      eq(settings.organizationId, manager.orgId),
      eq(settings.groupName, 'notifications'),
    );
    await db().delete(settings).where(where);
    await db()
      .insert(settings)
      .values({ organizationId: manager.orgId, groupName: 'notifications', value });
  };
  const assign = (by: Session, claimId: string, to: string) =>
    call(ctx.app, by, 'PUT', `/api/claims/${claimId}`, { claim: { assignedTo: to } });
  const addNote = (by: Session, claimId: string, text: string, isClientVisible = false) =>
    call(ctx.app, by, 'POST', '/api/notes', {
      note: { claim_id: claimId, text, is_client_visible: isClientVisible },
    });

  beforeAll(async () => {
    [manager, adjuster, vendor] = await sessionsFor(ctx.app, [
      'manager',
      'adjuster',
      'vendor',
    ] as const);
  });
  beforeEach(async () => {
    await db().delete(notifications);
    await setAlerts({});
  });

  it('tells the new assignee of a claim, never the person who assigned it to themselves', async () => {
    const claim = await createClaim(ctx.app, manager, { assignedTo: adjuster.userId });
    const [created] = await inbox(adjuster, 'claim_assigned');
    expect(created).toMatchObject({
      claimId: claim.id,
      title: `Claim ${String(claim.claim_number)} assigned to you`,
    });
    expect(created!.message).toMatch(/assigned you this claim/);

    const other = await createClaim(ctx.app, manager);
    expect((await assign(manager, other.id, adjuster.userId)).statusCode).toBe(200);
    expect((await inbox(adjuster, 'claim_assigned')).map((n) => n.claimId)).toContain(other.id);
    expect((await assign(manager, other.id, manager.userId)).statusCode).toBe(200);
    expect(await inbox(manager)).toEqual([]);
  });

  it('tells the assignee of a status change made by someone else, not of their own', async () => {
    const claim = await createClaim(ctx.app, manager, { assignedTo: adjuster.userId });
    await db().delete(notifications);
    const moved = await call(ctx.app, manager, 'PUT', `/api/claims/${claim.id}/status`, {
      status: 'In Progress',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await inbox(adjuster, 'claim_status_changed')).toMatchObject([
      { claimId: claim.id, title: `Claim ${String(claim.claim_number)} is now In Progress` },
    ]);
    await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim.id}/status`, { status: 'Appraisal' });
    expect(await inbox(adjuster, 'claim_status_changed')).toHaveLength(1);
  });

  it('stays silent when the organization turned the event’s toggle off', async () => {
    await setAlerts({ statusChangeAlerts: false, taskAssignmentAlerts: false });
    const claim = await createClaim(ctx.app, manager, { assignedTo: adjuster.userId });
    await call(ctx.app, manager, 'PUT', `/api/claims/${claim.id}/status`, { status: 'Appraisal' });
    await call(ctx.app, manager, 'POST', '/api/tasks', {
      task: { title: 'Call the roofer', assigned_to: adjuster.userId, claim_id: claim.id },
    });
    expect(await inbox(adjuster)).toEqual([]);
    // A mention has no toggle: it is addressed to one person.
    expect(
      (await addNote(manager, claim.id, mention(adjuster.userId, 'Adjuster'))).statusCode,
    ).toBe(201);
    expect(await inbox(adjuster, 'note_mention')).toHaveLength(1);
  });

  it('stays silent for the types the recipient muted in their own preferences, and only those', async () => {
    const muted = await call(ctx.app, adjuster, 'PUT', '/api/users/me/preferences', {
      muted_notifications: ['claim_status_changed', 'note_mention'],
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const claim = await createClaim(ctx.app, manager, { assignedTo: adjuster.userId });
    await call(ctx.app, manager, 'PUT', `/api/claims/${claim.id}/status`, { status: 'Appraisal' });
    await addNote(manager, claim.id, mention(adjuster.userId, 'Adjuster'));
    expect((await inbox(adjuster)).map((n) => n.type)).toEqual(['claim_assigned']);
    const refused = await call(ctx.app, adjuster, 'PUT', '/api/users/me/preferences', {
      muted_notifications: ['everything'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(UNKNOWN_NOTIFICATION_TYPE);
    const unmuted = await call(ctx.app, adjuster, 'PUT', '/api/users/me/preferences', {
      muted_notifications: [],
    });
    expect(unmuted.statusCode).toBe(200);
    await call(ctx.app, manager, 'PUT', `/api/claims/${claim.id}/status`, { status: 'Closed' });
    expect(await inbox(adjuster, 'claim_status_changed')).toHaveLength(1);
  });

  it('tells the assignee of a document uploaded to their claim', async () => {
    const claim = await createClaim(ctx.app, manager, { assignedTo: adjuster.userId });
    const body = multipartBody({ claim_id: claim.id }, [{ name: 'estimate.pdf', content: '%PDF' }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...manager.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await inbox(adjuster, 'document_uploaded')).toMatchObject([
      { claimId: claim.id, message: expect.stringContaining('estimate.pdf') },
    ]);
  });

  it('tells the assignee of a task, naming the task to open', async () => {
    const created = await call(ctx.app, manager, 'POST', '/api/tasks', {
      task: { title: 'Inspect the roof', assigned_to: adjuster.userId, due_date: '2026-12-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data as { id: string };
    expect(await inbox(adjuster, 'task_assigned')).toMatchObject([
      { taskId: task.id, title: 'Task assigned to you: Inspect the roof' },
    ]);
    const listed = await call(
      ctx.app,
      adjuster,
      'GET',
      `/api/organizations/${adjuster.orgId}/notifications`,
    );
    expect(listed.json().data[0]).toMatchObject({ type: 'task_assigned', task_id: task.id });
  });

  it('tells each mentioned user who may read the note, and nobody else', async () => {
    const claim = await createClaim(ctx.app, manager);
    const text = mention(adjuster.userId, 'Adjuster') + mention(vendor.userId, 'Vendor');
    const note = await addNote(manager, claim.id, text);
    expect(note.statusCode, note.body).toBe(201);
    expect(await inbox(adjuster, 'note_mention')).toMatchObject([
      { claimId: claim.id, message: 'Please look, @Adjuster. Please look, @Vendor.' },
    ]);
    // The Vendor sees only claims assigned to them: no notification, even of a visible note.
    expect(await inbox(vendor)).toEqual([]);
    await addNote(manager, claim.id, mention(vendor.userId, 'Vendor'), true);
    expect(await inbox(vendor)).toEqual([]);
    // Mentioning oneself, or an id that is nobody, raises nothing.
    await addNote(manager, claim.id, mention(manager.userId, 'Me') + mention('nobody', 'X'));
    expect(await inbox(manager)).toEqual([]);
  });

  it('raises nothing when the change that raised it rolls back', async () => {
    const claim = await createClaim(ctx.app, manager);
    const user = (await createUserRepository(db()).findById(manager.userId))!;
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    await expect(
      db().transaction(async (tx) => {
        const raised = await notifyClaimAssigned(tx, authContextOf(user, 'test-session'), {
          ...row!,
          assignedTo: adjuster.userId,
        });
        expect(raised).toBeDefined();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await inbox(adjuster)).toEqual([]);
  });

  it('reminds the assignee of a task coming due once, however often the job runs', async () => {
    const dueAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const created = await call(ctx.app, manager, 'POST', '/api/tasks', {
      task: { title: 'Send the report', assigned_to: adjuster.userId, due_at: dueAt },
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data as { id: string };
    const [first, second] = await Promise.all([sweepDueTasks(db()), sweepDueTasks(db())]);
    expect([...first!, ...second!].filter((n) => n.taskId === task.id)).toHaveLength(1);
    await sweepDueTasks(db());
    expect((await inbox(adjuster, 'task_due')).filter((n) => n.taskId === task.id)).toMatchObject([
      {
        title: 'Task due: Send the report',
        message: `Due ${dueAt.slice(0, 16).replace('T', ' ')} UTC.`,
      },
    ]);
    // Outside the interval (1 hour), and with the toggle off, nothing.
    await db().delete(notifications);
    const ours = async () => (await sweepDueTasks(db())).filter((n) => n.taskId === task.id);
    await setAlerts({ reminderInterval: 1 });
    expect(await ours()).toEqual([]);
    await setAlerts({ taskDueAlerts: false });
    expect(await ours()).toEqual([]);
  });

  it('raises no overdue signal when the status toggle is off', async () => {
    await setAlerts({ statusChangeAlerts: false });
    const raised = await sweepOverdueClaims(db(), new Date(Date.now() + 400 * 24 * HOUR));
    expect(raised.length).toBeGreaterThan(0); // the second organization's, whose toggle is on
    expect(raised.filter((n) => n.organizationId === manager.orgId)).toEqual([]);
  });
});

// Two server processes on one PostgreSQL, each with its own connections, run the reminder job
// at once: one notification per task and due time.
const postgres = databaseTargets().find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('due-task reminders from two servers on one PostgreSQL', () => {
  const ctx = useTestApp(postgres!);
  let second: App;
  let secondDatabase: Database;

  beforeAll(async () => {
    secondDatabase = await openDatabase(ctx.opened.config);
    second = await buildApp(ctx.config, { database: secondDatabase });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('creates one reminder per task however the two jobs interleave', async () => {
    const [manager, adjuster] = await sessionsFor(ctx.app, ['manager', 'adjuster'] as const);
    const dueAt = new Date(Date.now() + HOUR).toISOString();
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const created = await call(ctx.app, manager, 'POST', '/api/tasks', {
        task: { title, assigned_to: adjuster.userId, due_at: dueAt },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push((created.json().data as { id: string }).id);
    }
    const ours = (n: { taskId: string | null }) => ids.includes(n.taskId ?? '');
    const runs = await Promise.all([
      sweepDueTasks(ctx.app.db),
      sweepDueTasks(second.db),
      sweepDueTasks(ctx.app.db),
      sweepDueTasks(second.db),
    ]);
    expect(runs.flat().filter(ours)).toHaveLength(3);
    const stored = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adjuster.userId), eq(notifications.type, 'task_due')));
    expect(
      stored
        .filter(ours)
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Task due: One', 'Task due: Three', 'Task due: Two']);
  });
});
