import { count, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { claims } from '../../server/db/schema/claims';
import { tasks } from '../../server/db/schema/tasks';
import { users } from '../../server/db/schema/users';
import { seedDemo } from '../../server/seed/demo-seed';
import { DEFAULT_TASK_TYPES } from '../../src/domain/task-types';

const DAY = 86_400_000;
export const BATCH = 500;
const TITLES = [
  'Schedule site inspection',
  'Request proof of loss',
  'Review contractor estimate',
  'Follow up with the carrier',
  'Call the insured',
  'Re-inspect the repaired roof',
  'Submit the settlement package',
];
// Rare letters, so a one-letter search keeps some rows and drops others.
const RARE = 'jqxzkvwy';

/** The fresh demo database a bench seeds into: the adjuster, the demo claims, the users. */
export interface DemoSeedContext {
  db: Db;
  orgId: string;
  adjusterId: string;
  claimIds: string[];
  /** Every user of the demo organization, by email. */
  userIds: Map<string, string>;
}

/**
 * Migrates a fresh PGlite data directory, seeds the demo data and hands it to `fill` (which adds
 * the bench's rows straight into the server's tables); returns what `fill` returns.
 */
export async function seedDemoDataDir<T>(
  dataDir: string,
  fill: (seed: DemoSeedContext) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await runMigrations(database);
    const db = database.db as unknown as Db;
    await seedDemo(db);
    const [adjuster] = await db.select().from(users).where(eq(users.email, 'adjuster@example.com'));
    if (!adjuster) throw new Error('demo adjuster missing');
    const orgId = adjuster.organizationId;
    const claimIds = (
      await db.select({ id: claims.id }).from(claims).where(eq(claims.organizationId, orgId))
    ).map((c) => c.id);
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.organizationId, orgId));
    const userIds = new Map(people.map((u) => [u.email, u.id]));
    return await fill({ db, orgId, adjusterId: adjuster.id, claimIds, userIds });
  } finally {
    await database.close();
  }
}

/**
 * Fills a fresh PGlite data directory with the demo organization and `total` tasks, straight into
 * the server's table (thousands of POSTs would time the API, not the screen). Most are the
 * adjuster's, on the demo claims, over every type, due from a month ago to two months on; one in
 * six is done. Each title ends in a two-letter code of rare letters for the search keystrokes.
 */
export function seedBenchTasks(dataDir: string, total: number): Promise<number> {
  return seedDemoDataDir(dataDir, async ({ db, orgId, adjusterId, claimIds }) => {
    const [existing] = await db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.organizationId, orgId));
    const now = Date.now();
    const rows = Array.from({ length: Math.max(0, total - (existing?.n ?? 0)) }, (_, i) => {
      const due = new Date(now + (((i * 7919) % (90 * DAY)) - 30 * DAY));
      const code = `${RARE[i % RARE.length]}${RARE[(i * 3 + 1) % RARE.length]}`;
      return {
        organizationId: orgId,
        title: `${TITLES[i % TITLES.length]} ${code}`,
        description: '',
        type: DEFAULT_TASK_TYPES[i % DEFAULT_TASK_TYPES.length]!.id,
        status: i % 6 === 5 ? 'done' : i % 4 === 1 ? 'in_progress' : 'todo',
        priority: ['low', 'medium', 'high'][i % 3]!,
        dueDate: due.toISOString().slice(0, 10),
        dueAt: i % 3 === 0 ? due : null,
        claimId: i % 5 === 4 ? null : claimIds[i % claimIds.length]!,
        assignedTo: adjusterId,
        createdBy: adjusterId,
      };
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      await db.insert(tasks).values(rows.slice(start, start + BATCH));
    }
    const [stored] = await db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.organizationId, orgId));
    return stored?.n ?? 0;
  });
}
