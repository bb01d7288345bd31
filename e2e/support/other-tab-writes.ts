import { openAppDatabase } from '../../src/collections/app-database';
import { createClaim } from '../../src/collections/claims/claims.mutations';
import { closeDatabase } from '../../src/db/current-database';
import { restoreKey } from '../../src/db/keys/user-keys';

// Bundled into the app's page by other-tab.ts: writes made "in another tab" through the
// app's own mutations on its own RxDB instance of the user's database (this bundle has its own
// copy of RxDB, as another tab would), so they are real queued operations the app's tab sees
// live (RxDB multi-instance) and has to push.
interface HarnessUser {
  id: string;
  organization_id: string;
}

async function createClaims(user: HarnessUser, count: number): Promise<string[]> {
  const key = await restoreKey(user.id);
  if (!key) throw new Error('The session is locked');
  const db = await openAppDatabase(user.id, {
    getKey: () => key,
    only: ['claims', 'sync_queue'],
  });
  try {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const claim = await createClaim(
        db,
        {
          policyNumber: `POL-OFFLINE-${i}`,
          clientName: 'Offline Client',
          dateOfLoss: '2026-02-01',
          address: '1 Harbour Road',
          city: 'Portland',
          state: 'OR',
          zipCode: '97201',
          customers: [{ id: `cust-${i}`, name: 'Offline Customer', isPrimary: true }],
        },
        user,
      );
      ids.push(claim.id);
    }
    return ids;
  } finally {
    await closeDatabase();
  }
}

(window as unknown as { otherTab: unknown }).otherTab = { createClaims };
