import { afterEach, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/collections/app-database';
import { rxSchemaFromZod } from '../../../src/collections/rx-schema';
import { closeDatabase, removeDatabase } from '../../../src/db/current-database';
import { openDatabase } from '../../../src/db/database';
import { userSchema, type User } from '../../../src/domain/user.schema';
import { wrappedEncryptedStorage } from '../../../src/db/encryption/encrypted-storage';
import { syncedRxSchema } from '../../../src/collections/synced-rx-schema';
import { taskSchema } from '../../../src/domain/task.schema';
import type { TaskDocType } from '../../../src/collections/tasks/tasks.schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import { z } from 'zod';
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

// The tasks schema as the first release stored it: version 0, no due time, only the description
// sealed.
const tasksV0 = syncedRxSchema<TaskDocType>(
  taskSchema.omit({ dueAt: true, completedAt: true }).extend({ status: z.string(), priority: z.string() }),
  {
    title: 'tasks',
    version: 0,
    indexed: { createdAt: { maxLength: 40 } },
    indexes: ['createdAt'],
    encrypted: ['description'],
  },
);

it('upgrades the tasks collection from version 0 to 1, sealing the titles', async () => {
  const key = await newKey();
  const storage = wrappedEncryptedStorage({
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    getKey: () => key,
  });
  const tasks = Array.from({ length: 12 }, (_, i) => ({
    id: `t-${String(i).padStart(2, '0')}`,
    title: `Planted task ${i}`,
    description: '',
    claimId: null,
    assignedTo: 'u-1',
    dueDate: '2026-04-01',
    status: 'todo',
    priority: 'medium',
    type: 'general',
    createdBy: 'u-1',
    createdAt: '2026-03-01T10:00:00.000Z',
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-03-01T10:00:00.000Z',
  }));
  const old = await openDatabase('u-tasks', {
    storage,
    setup: (db) => db.addCollections({ tasks: { schema: tasksV0 } }),
  });
  await old.tasks!.bulkInsert(tasks);
  expect(await dumpAllIndexedDb()).toContain('Planted task 7');
  await closeDatabase();

  const db = await openAppDatabase('u-tasks', { getKey: () => key, only: ['tasks'] });
  expect(db.tasks.schema.version).toBe(1);
  const migrated = await db.tasks.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec();
  expect(migrated.map((d) => d.toJSON())).toEqual(tasks.map((t) => expect.objectContaining(t)));
  expect(await dumpAllIndexedDb()).not.toContain('Planted task');
});
