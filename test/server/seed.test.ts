import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import { DEFAULT_ROLE_NAMES } from '../../src/domain/permissions';
import { SETTINGS_GROUPS } from '../../src/domain/settings.defaults';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../src/domain/task.schema';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/execute';
import { runMigrations } from '../../server/db/migrate';
import { claims } from '../../server/db/schema/claims';
import { contacts } from '../../server/db/schema/contacts';
import { organizations } from '../../server/db/schema/organizations';
import { SYNCED_TABLES } from '../../server/db/schema/sync-columns';
import { tasks } from '../../server/db/schema/tasks';
import { users } from '../../server/db/schema/users';
import { seedDemo } from '../../server/seed/demo-seed';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { databaseTargets } from './helpers/databases';
import type { OpenedDatabase } from './helpers/databases';

const journal = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../server/db/migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

const COUNTED = [
  'organizations',
  'roles',
  'users',
  'settings',
  'contacts',
  'claims',
  'claim_contacts',
  'conversations',
  'notes',
  'tasks',
  'calendar_events',
];

async function counts(db: Db) {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = Number(row?.n);
  }
  return result;
}

describe.each(databaseTargets())('migrations and demo seed on $name', (target) => {
  let opened: OpenedDatabase;
  let db: Db;
  beforeAll(async () => {
    opened = await target.open({ migrate: false });
    db = opened.database.db;
  });
  afterAll(() => opened?.close());

  it('applies every committed migration once, and again is a no-op', async () => {
    await runMigrations(opened.database);
    await runMigrations(opened.database);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(row?.n)).toBe(journal.entries.length);
  });

  it('gives every synced table the sync columns and the checkpoint index', async () => {
    for (const table of SYNCED_TABLES) {
      const columns = await queryRows<{ column_name: string }>(
        db,
        sql`select column_name from information_schema.columns where table_name = ${table}`,
      );
      const names = columns.map((c) => c.column_name);
      expect(names, table).toEqual(
        expect.arrayContaining(['id', 'organization_id', 'version', 'updated_at', 'deleted']),
      );
      const indexes = await queryRows<{ indexdef: string }>(
        db,
        sql`select indexdef from pg_indexes where tablename = ${table}`,
      );
      expect(
        indexes.some((i) => i.indexdef.includes('(organization_id, updated_at, id)')),
        table,
      ).toBe(true);
    }
  });

  it('seeds the demo once: a second run adds nothing', async () => {
    expect(await seedDemo(db)).toBe(true);
    const first = await counts(db);
    expect(await seedDemo(db)).toBe(false);
    expect(await counts(db)).toEqual(first);
    expect(first).toMatchObject({
      organizations: 2,
      users: 9,
      roles: 2 * DEFAULT_ROLE_NAMES.length,
      settings: 2 * SETTINGS_GROUPS.length,
    });
    expect(first.claims).toBeGreaterThanOrEqual(40);
    expect(first.contacts).toBeGreaterThan(15);
    expect(first.conversations).toBeGreaterThan(10);
    expect(first.notes).toBeGreaterThan(first.claims ?? 0);
    expect(first.tasks).toBeGreaterThan(10);
    expect(first.calendar_events).toBeGreaterThanOrEqual(3);
  });

  it('seeds the users, names and roles of DESIGN.md', async () => {
    const [demo] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Demo Adjusting Co.'));
    const rows = await db.select().from(users).where(eq(users.organizationId, demo!.id));
    const seen = rows.map((u) => ({
      email: u.email,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
    }));
    expect(seen).toEqual(expect.arrayContaining(DEMO_USERS.map((u) => ({ ...u }))));
    const [grace] = await db.select().from(users).where(eq(users.email, 'owner2@example.com'));
    expect(grace).toMatchObject({ firstName: 'Grace', lastName: 'Kim', role: 'Owner' });
    expect(grace!.organizationId).not.toBe(demo!.id);
  });

  it('spreads demo claims over every status, some past their timeout', async () => {
    const [demo] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Demo Adjusting Co.'));
    const rows = await db.select().from(claims).where(eq(claims.organizationId, demo!.id));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((c) => c.status))).toEqual(
      new Set(DEFAULT_CLAIM_STATUSES.map((s) => s.name)),
    );
    const overdue = rows.filter((c) => {
      const timeout = DEFAULT_CLAIM_STATUSES.find((s) => s.name === c.status)?.timeoutDays;
      return timeout != null && Date.now() - c.statusChangedAt.getTime() > timeout * 86_400_000;
    });
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((c) => c.claimNumber)).toContain('CLM-2026-0001');
    expect(rows.every((c) => /^CLM-2026-\d{4}$/.test(c.claimNumber))).toBe(true);
    for (const claim of rows) {
      expect(claim.customers.filter((c) => c.isPrimary)).toHaveLength(1);
      expect(
        claim.policyNumber && claim.clientName && claim.dateOfLoss && claim.zipCode,
      ).toBeTruthy();
    }
    const byEmail = new Map((await db.select().from(users)).map((u) => [u.email, u.id] as const));
    expect(rows.some((c) => c.assignedTo === byEmail.get('vendor@example.com'))).toBe(true);
    expect(rows.some((c) => c.assignedTo === byEmail.get('customer@example.com'))).toBe(true);
    const [emily] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.userId, byEmail.get('client@example.com')!));
    expect(rows.some((c) => c.customers.some((x) => x.id === emily!.id))).toBe(true);
    expect(rows.some((c) => c.clientId === emily!.id)).toBe(true);
  });

  it('dates no demo history in the future', async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from claims where status_changed_at > now() or date_created > now())
        + (select count(*) from notes where created_at > now()) as n`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('has contacts of all three roles', async () => {
    const rows = await db.select({ roles: contacts.roles }).from(contacts);
    const roles = new Set(rows.flatMap((r) => r.roles));
    expect(roles).toEqual(new Set(['client', 'vendor', 'insurance_adjuster']));
  });

  it('gives demo tasks the shared task schema statuses and priorities, with some of each', async () => {
    const rows = await db.select({ status: tasks.status, priority: tasks.priority }).from(tasks);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(TASK_STATUSES));
    for (const row of rows) expect(TASK_PRIORITIES).toContain(row.priority);
  });

  it('bumps version and updated_at on every update (trigger)', async () => {
    const [before] = await db.select().from(claims).limit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [after] = await db
      .update(claims)
      .set({ city: 'Elsewhere' })
      .where(eq(claims.id, before!.id))
      .returning();
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('refuses a user with a role the organization does not have', async () => {
    const [demo] = await db.select().from(organizations).limit(1);
    await expect(
      db.insert(users).values({
        organizationId: demo!.id,
        role: 'Wizard',
        firstName: 'No',
        lastName: 'Role',
        email: 'norole@example.com',
        passwordHash: 'x',
      }),
    ).rejects.toThrow();
  });
});

describe.each(databaseTargets())('concurrent first starts on $name', (target) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await target.open();
  });
  afterAll(() => opened?.close());

  it('seeds exactly once when two starts race', async () => {
    const results = await Promise.all([seedDemo(opened.database.db), seedDemo(opened.database.db)]);
    expect(results.sort()).toEqual([false, true]);
    const [row] = await queryRows<{ n: number }>(
      opened.database.db,
      sql`select count(*)::int as n from users`,
    );
    expect(Number(row?.n)).toBe(9);
  });
});
