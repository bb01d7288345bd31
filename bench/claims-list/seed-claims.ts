import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import { claims } from '../../server/db/schema/claims';
import { settings } from '../../server/db/schema/settings';
import { defaultSettings } from '../../src/domain/settings.defaults';
import { DEMO_ORGANIZATION } from '../../server/seed/demo-users';
import { organizationRowCount, seedDemoDataDir } from '../support/demo-data-dir';

const DAY = 86_400_000;
const BATCH = 500;

/**
 * Fills a fresh PGlite data directory with the demo organization and `total` claims, straight into
 * the server's tables (10,000 POSTs would time the API, not the list). The extra claims are copies
 * of the demo ones with new ids and numbers, spread over every status and the last 120 days, so
 * the browser's first sync pulls them through the real checkpoint pull. The organization keeps
 * every claim's details on devices (offline claimsToStore 'all') unless `claimsToStore` says how
 * many (every claim is listed either way).
 */
export function seedBenchClaims(
  dataDir: string,
  total: number,
  claimsToStore: number | 'all' = 'all',
): Promise<number> {
  return seedDemoDataDir(dataDir, async ({ db, orgId }) => {
    const offline = { ...defaultSettings(DEMO_ORGANIZATION).offline, claimsToStore };
    await db
      .insert(settings)
      .values({ organizationId: orgId, groupName: 'offline', value: offline })
      .onConflictDoUpdate({
        target: [settings.organizationId, settings.groupName],
        set: { value: offline },
      });
    const templates = await db.select().from(claims).where(eq(claims.organizationId, orgId));
    const now = Date.now();
    const rows = Array.from({ length: Math.max(0, total - templates.length) }, (_, i) => {
      const { id: _id, version: _v, updatedAt: _u, ...template } = templates[i % templates.length]!;
      const status = DEFAULT_CLAIM_STATUSES[i % DEFAULT_CLAIM_STATUSES.length]!.name;
      const changed = new Date(now - ((i * 7919) % (120 * DAY)));
      return {
        ...template,
        id: randomUUID(),
        claimNumber: `CLM-B-${String(i + 1).padStart(5, '0')}`,
        status,
        statusChangedAt: changed,
        lastUpdated: changed,
        dateCreated: new Date(changed.getTime() - ((i * 104_729) % (30 * DAY))),
        estimatedValue: 500 * (1 + ((i * 31) % 400)),
      };
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      await db.insert(claims).values(rows.slice(start, start + BATCH));
    }
    return organizationRowCount(db, claims, orgId);
  });
}
