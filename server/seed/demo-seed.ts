import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { claimContacts, claims } from '../db/schema/claims';
import { contacts } from '../db/schema/contacts';
import { documents } from '../db/schema/documents';
import { conversations, notes } from '../db/schema/notes';
import { calendarEvents, tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { createOrganizationRepository } from '../repositories/organization.repository';
import type { FileStorage } from '../storage/file-storage';
import { demoActivity } from './demo-activity';
import { demoClaims } from './demo-claims';
import { demoDocuments } from './demo-documents';
import { demoDirectory } from './demo-directory';
import type { DemoUser } from './demo-users';
import {
  DEMO_ORGANIZATION,
  DEMO_PASSWORD,
  DEMO_USERS,
  SECOND_ORG_USERS,
  SECOND_ORGANIZATION,
} from './demo-users';
import { createRandom } from './random';
import { secondOrgDirectory } from './second-org';

// Any fixed number: serialises seeding when several processes start on one PostgreSQL.
const SEED_LOCK = 72_410_002;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertUsers(
  tx: Tx,
  organizationId: string,
  people: readonly DemoUser[],
  hash: string,
) {
  const rows = people.map((p) => ({ id: randomUUID(), organizationId, passwordHash: hash, ...p }));
  await tx.insert(users).values(rows);
  return new Map(rows.map((r) => [r.email, r]));
}

const withIds = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, id: randomUUID() }));

/** Inserts the seeded claims with their notes, tasks and events (demo-activity.ts). */
async function insertActivity(
  tx: Tx,
  seeded: ReturnType<typeof demoClaims>,
  input: Omit<Parameters<typeof demoActivity>[0], 'claims'>,
) {
  const activity = demoActivity({ ...input, claims: seeded.claims });
  await tx.insert(claims).values(seeded.claims);
  await tx.insert(claimContacts).values(seeded.links);
  if (activity.conversations.length) await tx.insert(conversations).values(activity.conversations);
  // Replies point at earlier notes: insert parents first.
  await tx.insert(notes).values(activity.notes.filter((n) => !n.parentId));
  const replies = activity.notes.filter((n) => n.parentId);
  if (replies.length) await tx.insert(notes).values(replies);
  if (activity.tasks.length) await tx.insert(tasks).values(activity.tasks);
  if (activity.events.length) await tx.insert(calendarEvents).values(activity.events);
}

/**
 * The demo's documents: their bytes into the storage backend first, then their rows. A seed that
 * rolls back after this leaves unreferenced files behind, never a row without its file.
 */
async function insertDocuments(
  tx: Tx,
  storage: FileStorage,
  input: Parameters<typeof demoDocuments>[0],
) {
  const seeded = demoDocuments(input);
  if (seeded.length === 0) return;
  for (const { row, bytes } of seeded) await storage.put(row.storageKey, Readable.from([bytes]));
  await tx.insert(documents).values(seeded.map((d) => d.row));
}

async function seedDemoOrganization(tx: Tx, hash: string, now: Date, storage?: FileStorage) {
  const organizationId =
    await createOrganizationRepository(tx).createWithDefaults(DEMO_ORGANIZATION);
  const people = await insertUsers(tx, organizationId, DEMO_USERS, hash);
  const id = (email: string) => people.get(email)!.id;
  const directory = demoDirectory(organizationId);
  const individuals = withIds(directory.individuals);
  individuals[0]!.userId = id('client@example.com');
  const companies = withIds(directory.companies);
  const vendors = withIds(directory.vendors);
  vendors[0]!.userId = id('vendor@example.com');
  const adjusters = withIds(directory.adjusters);
  await tx.insert(contacts).values([...individuals, ...companies, ...vendors, ...adjusters]);

  const random = createRandom(2026);
  const seeded = demoClaims({
    organizationId,
    now,
    random,
    customers: individuals,
    referrers: companies,
    vendors,
    adjusters,
    staff: {
      assignees: [
        'adjuster@example.com',
        'adjuster@example.com',
        'supervisor@example.com',
        'manager@example.com',
      ].map(id),
      vendorUserId: id('vendor@example.com'),
      customerUserId: id('customer@example.com'),
      creators: ['adjuster@example.com', 'owner@example.com', 'manager@example.com'].map(id),
    },
  });
  const names = new Map([...people.values()].map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  await insertActivity(tx, seeded, {
    organizationId,
    now,
    random,
    names,
    adjusterId: id('adjuster@example.com'),
  });
  if (storage) {
    await insertDocuments(tx, storage, {
      organizationId,
      now,
      claims: seeded.claims,
      adjusterId: id('adjuster@example.com'),
      managerId: id('manager@example.com'),
    });
  }
}

async function seedSecondOrganization(tx: Tx, hash: string, now: Date) {
  const organizationId =
    await createOrganizationRepository(tx).createWithDefaults(SECOND_ORGANIZATION);
  const people = await insertUsers(tx, organizationId, SECOND_ORG_USERS, hash);
  const owner = people.get('owner2@example.com')!;
  const directory = secondOrgDirectory(organizationId);
  const customers = withIds(directory.customers);
  const vendors = withIds(directory.vendors);
  const adjusters = withIds(directory.adjusters);
  await tx.insert(contacts).values([...customers, ...vendors, ...adjusters]);
  const random = createRandom(2027);
  const seeded = demoClaims({
    organizationId,
    now,
    random,
    customers,
    referrers: customers,
    vendors,
    adjusters,
    staff: { assignees: [owner.id], creators: [owner.id] },
    count: 3,
  });
  const names = new Map([[owner.id, `${owner.firstName} ${owner.lastName}`]]);
  await insertActivity(tx, seeded, { organizationId, now, random, names, adjusterId: owner.id });
}

export interface SeedOptions {
  now?: Date;
  /** Where the demo documents' bytes go (the server's own); without it no documents are seeded. */
  storage?: FileStorage;
}

/**
 * Seeds DESIGN.md's demo data once. Returns false when it was already there. All or nothing: a
 * crash half-way leaves no partial demo behind.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const { now = new Date(), storage } = options;
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS[0]!.email))
      .limit(1);
    if (existing.length > 0) return false;
    await seedDemoOrganization(tx, hash, now, storage);
    await seedSecondOrganization(tx, hash, now);
    return true;
  });
}
