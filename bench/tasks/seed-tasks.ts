import { tasks } from '../../server/db/schema/tasks';
import { DEFAULT_TASK_TYPES } from '../../src/domain/task-types';
import { organizationRowCount, seedDemoDataDir } from '../support/demo-data-dir';

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

/**
 * Fills a fresh PGlite data directory with the demo organization and `total` tasks, straight into
 * the server's table (thousands of POSTs would time the API, not the screen). Most are the
 * adjuster's, on the demo claims, over every type, due from a month ago to two months on; one in
 * six is done. Each title ends in a two-letter code of rare letters for the search keystrokes.
 */
export function seedBenchTasks(dataDir: string, total: number): Promise<number> {
  return seedDemoDataDir(dataDir, async ({ db, orgId, adjusterId, claimIds }) => {
    const existing = await organizationRowCount(db, tasks, orgId);
    const now = Date.now();
    const rows = Array.from({ length: Math.max(0, total - existing) }, (_, i) => {
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
    return organizationRowCount(db, tasks, orgId);
  });
}
