import type { RxStorageInstance } from 'rxdb';
import { beforeAll, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from './support/client';
import { waitFor } from './support/local-db';
import { useDataContext, useLivePull } from './support/session-setup';

// RxDB's pull writes a page against the copy it read just before; a local write landing in between
// makes that write answer 409, and RxDB drops the pulled record while its checkpoint moves on.
const ctx = useDataContext();
useLivePull(ctx);
let other: LoggedIn;

beforeAll(async () => {
  other = await loginAs(ctx.server.origin, 'manager@example.com');
}, 60_000);

type Storage = RxStorageInstance<Record<string, unknown>, unknown, unknown>;

/** The next pulled write of this record meets a local write made just before it is stored. */
function writeLocallyBeforeNextPullOf(storage: Storage, id: string, write: () => Promise<void>) {
  const original = storage.bulkWrite.bind(storage);
  let done = false;
  storage.bulkWrite = async (rows, context) => {
    if (!done && context.startsWith('replication-downstream-')) {
      const row = rows.find((r) => r.document.id === id);
      if (row) {
        done = true;
        await write();
      }
    }
    return original(rows, context);
  };
  return () => done;
}

it('a pulled change that met a local write is stored once the pull is idle', async () => {
  const { db } = ctx;
  const claims = await db.claims.find({ sort: [{ claimNumber: 'asc' }] }).exec();
  const target = claims[3]!;
  const before = target.version;
  const met = writeLocallyBeforeNextPullOf(
    db.claims.storageInstance as unknown as Storage,
    target.id,
    async () => {
      await target.getLatest().incrementalPatch({ description: 'written here in between' });
    },
  );
  expect((await other.api.put(`/claims/${target.id}`, { city: 'Dropped City' })).status).toBe('ok');
  const local = await waitFor(async () => {
    const doc = await db.claims.findOne(target.id).exec();
    return doc?.city === 'Dropped City' ? doc : null;
  });
  expect(met()).toBe(true);
  expect(local.version).toBeGreaterThan(before);
});
