import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/claims';
import { notifications } from '../../server/db/schema/settings';
import { CLAIM_OVERDUE_TYPE } from '../../server/repositories/overdue-signals.repository';
import { sweepOverdueClaims } from '../../server/routes/api/notifications/overdue-signals.service';
import { isOverdue } from '../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import { call, sessionsFor } from './sync-helpers';

const DAY = 86_400_000;

describe.each(databaseTargets())('overdue claim signals on $name', (target) => {
  const ctx = useTestApp(target);
  const db = () => ctx.app.db;
  const signals = () =>
    db().select().from(notifications).where(eq(notifications.type, CLAIM_OVERDUE_TYPE));
  const statuses = DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s }));

  it('signals each assigned claim past its status timeout to its assignee, once', async () => {
    const now = new Date();
    const assigned = await db()
      .select()
      .from(claims)
      .where(and(isNotNull(claims.assignedTo), eq(claims.deleted, false)));
    const expected = assigned.filter((c) =>
      isOverdue(
        statuses,
        { status: c.status, statusChangedAt: c.statusChangedAt.toISOString() },
        now,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);

    const raised = await sweepOverdueClaims(db(), now);
    expect(raised.map((n) => n.claimId).sort()).toEqual(expected.map((c) => c.id).sort());
    for (const signal of raised) {
      const claim = expected.find((c) => c.id === signal.claimId)!;
      expect(signal).toMatchObject({
        userId: claim.assignedTo,
        organizationId: claim.organizationId,
        title: `Claim ${claim.claimNumber} is overdue`,
      });
    }
    // A second look, or a second server process, raises nothing more.
    expect(
      await Promise.all([sweepOverdueClaims(db(), now), sweepOverdueClaims(db(), now)]),
    ).toEqual([[], []]);
    expect(await signals()).toHaveLength(raised.length);
  });

  it('signals again only after the claim enters a status anew and overstays it', async () => {
    const [adjuster] = await sessionsFor(ctx.app, ['adjuster'] as const);
    const [claim] = await db()
      .select()
      .from(claims)
      .where(and(eq(claims.assignedTo, adjuster.userId), eq(claims.status, 'In Progress')))
      .limit(1);
    const moved = await call(ctx.app, adjuster, 'PUT', `/api/claims/${claim!.id}/status`, {
      status: 'New',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const count = async () => (await signals()).filter((s) => s.claimId === claim!.id).length;
    const before = await count();
    // New has a 2-day timeout: nothing one day on, one signal three days on, and no second one.
    expect(
      (await sweepOverdueClaims(db(), new Date(Date.now() + DAY))).map((s) => s.claimId),
    ).not.toContain(claim!.id);
    const later = await sweepOverdueClaims(db(), new Date(Date.now() + 3 * DAY));
    expect(later.filter((s) => s.claimId === claim!.id)).toHaveLength(1);
    await sweepOverdueClaims(db(), new Date(Date.now() + 4 * DAY));
    expect(await count()).toBe(before + 1);

    const listed = await call(
      ctx.app,
      adjuster,
      'GET',
      `/api/organizations/${adjuster.orgId}/notifications`,
    );
    expect(listed.json().data.map((n: { claim_id: string }) => n.claim_id)).toContain(claim!.id);
  });

  it('never signals a status without a timeout, nor an unassigned claim', async () => {
    await db()
      .update(claims)
      .set({ statusChangedAt: new Date(Date.now() - 400 * DAY) })
      .where(sql`${claims.status} = 'Closed' or ${claims.assignedTo} is null`);
    const raised = await sweepOverdueClaims(db(), new Date(Date.now() + 5 * DAY));
    const ids = new Set(raised.map((s) => s.claimId));
    const quiet = await db()
      .select()
      .from(claims)
      .where(sql`${claims.status} = 'Closed' or ${claims.assignedTo} is null`);
    expect(quiet.length).toBeGreaterThan(0);
    expect(quiet.filter((c) => ids.has(c.id))).toEqual([]);
  });
});
