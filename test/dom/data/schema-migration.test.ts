import { afterEach, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/collections/app-database';
import { rxSchemaFromZod } from '../../../src/collections/rx-schema';
import { closeDatabase, removeDatabase } from '../../../src/db/current-database';
import { openDatabase } from '../../../src/db/database';
import { userSchema, type User } from '../../../src/domain/user.schema';
import { dumpAllIndexedDb } from '../encryption/raw-indexeddb';
import { makeUser } from '../db/users-fixture';
import { newKey } from './support/local-db';

afterEach(async () => {
  await removeDatabase();
});

// The users schema as the first release stored it: version 0, email in plain text.
const usersV0 = rxSchemaFromZod<User>(userSchema, {
  title: 'users',
  version: 0,
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    lastName: { maxLength: 200 },
    firstName: { maxLength: 200 },
  },
  indexes: ['organization_id', ['lastName', 'firstName', 'id']],
});

it('upgrades the users collection from version 0 to 1 without losing a record', async () => {
  const users = Array.from({ length: 25 }, (_, i) =>
    makeUser({ id: `u-${i}`, lastName: `Last${i}`, email: `person${i}@planted.example` }),
  );
  const old = await openDatabase('u-migrate', {
    setup: (db) => db.addCollections({ users: { schema: usersV0 } }),
  });
  await old.users!.bulkInsert(users);
  expect(await dumpAllIndexedDb()).toContain('person7@planted.example');
  await closeDatabase();

  const key = await newKey();
  const db = await openAppDatabase('u-migrate', { getKey: () => key, only: ['users'] });
  expect(db.users.schema.version).toBe(1);
  const migrated = await db.users.find({ sort: [{ id: 'asc' }] }).exec();
  expect(migrated.map((d) => d.toJSON())).toEqual(
    [...users].sort((a, b) => a.id.localeCompare(b.id)).map((u) => expect.objectContaining(u)),
  );
  // Version 1 seals the email: no planted address is left in plain text anywhere.
  expect(await dumpAllIndexedDb()).not.toContain('@planted.example');
});
