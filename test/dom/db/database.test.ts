import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/collections/app-database';
import { usersByNameQuery } from '../../../src/collections/users/users.queries';
import { closeDatabase, currentDatabase, removeDatabase } from '../../../src/db/current-database';
import { databaseName } from '../../../src/db/database-name';
import { keyOptions, makeUser } from './users-fixture';

afterEach(async () => {
  await removeDatabase();
});

describe('local database', () => {
  it('opens per user under a readable name', async () => {
    const db = await openAppDatabase('u-jordan', keyOptions);
    expect(db.name).toBe('claimsdesk-u-jordan');
    expect(databaseName('5f0c@org/1')).toBe('claimsdesk-5f0c-org-1');
    expect(Object.keys(db.collections)).toHaveLength(11);
  });

  it('shows an inserted user in a live query', async () => {
    const db = await openAppDatabase('u-live', keyOptions);
    const query = usersByNameQuery(db.users);
    expect(await query.exec()).toHaveLength(0);
    const emitted = firstValueFrom(query.$.pipe(filter((docs) => docs.length === 2)));
    await db.users.insert(makeUser({ id: 'u2', firstName: 'Marcus', lastName: 'Chen' }));
    await db.users.insert(makeUser());
    const docs = await emitted;
    expect(docs.map((d) => d.lastName)).toEqual(['Chen', 'Reyes']);
  });

  it('rejects a document that breaks the schema (dev-mode validation is on in tests)', async () => {
    const db = await openAppDatabase('u-invalid', keyOptions);
    const broken = { ...makeUser(), isActive: 'yes' } as unknown as ReturnType<typeof makeUser>;
    await expect(db.users.insert(broken)).rejects.toThrow();
    const extra = { ...makeUser(), password: 'x' } as unknown as ReturnType<typeof makeUser>;
    await expect(db.users.insert(extra)).rejects.toThrow();
  });

  it('keeps data per user and closes the previous database when another user opens one', async () => {
    const first = await openAppDatabase('u-a', keyOptions);
    await first.users.insert(makeUser({ id: 'only-in-a' }));
    const second = await openAppDatabase('u-b', keyOptions);
    expect(first.closed).toBe(true);
    expect(await second.users.count().exec()).toBe(0);
    await closeDatabase();
    const reopened = await openAppDatabase('u-a', keyOptions);
    expect((await reopened.users.findOne('only-in-a').exec())?.firstName).toBe('Jordan');
  });

  it('deletes the data of a removed database', async () => {
    const db = await openAppDatabase('u-wipe', keyOptions);
    await db.users.insert(makeUser());
    await removeDatabase();
    expect(db.closed).toBe(true);
    const reopened = await openAppDatabase('u-wipe', keyOptions);
    expect(await reopened.users.count().exec()).toBe(0);
  });

  it('returns the same instance for concurrent opens of one user', async () => {
    const [a, b] = await Promise.all([
      openAppDatabase('u-same', keyOptions),
      openAppDatabase('u-same', keyOptions),
    ]);
    expect(a).toBe(b);
  });

  it('is closed afterwards', async () => {
    const db = await openAppDatabase('u-close', keyOptions);
    await closeDatabase();
    expect(db.closed).toBe(true);
    expect(currentDatabase()).toBeNull();
  });
});
