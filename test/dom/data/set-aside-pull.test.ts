import { afterEach, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import {
  noteSetAside,
  SET_ASIDE_LIMIT,
  setAsideQuery,
  setAsideRecords,
} from '../../../src/collections/config/set-aside';
import { removeDatabase } from '../../../src/db/current-database';
import { startPull, type Pull } from '../../../src/replication/pull/start-pull';
import { newKey, openLocal } from './support/local-db';
import { pagedApi } from './support/paged-api';

// Issue 11: a record the device cannot store is set aside with its reason; the rest of the pull
// goes on, the checkpoint moves past it, and a later valid version clears it.
const ORG = 'org-1';
let pull: Pull | undefined;
afterEach(async () => {
  await pull?.stop();
  pull = undefined;
  await removeDatabase();
});

const stamp = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const note = (n: number, fields: Record<string, unknown> = {}) => ({
  id: `note-${String(n).padStart(4, '0')}`,
  organization_id: ORG,
  claimId: 'claim-1',
  text: `Note ${n}`,
  createdBy: 'u-1',
  createdAt: stamp(n),
  isClientVisible: false,
  status: 'Active',
  documents: [],
  version: 1,
  updatedAt: stamp(n),
  deleted: false,
  ...fields,
});

async function setUp() {
  const server = pagedApi();
  const db = await openLocal('u-set-aside', await newKey());
  const begin = () => {
    pull = startPull(db, server.api, { organizationId: ORG, retryMs: 50 });
    return pull.initialSync;
  };
  return { server, db, begin };
}

const listed = async (db: AppDatabase) =>
  setAsideRecords((await setAsideQuery(db.config).exec())?.value);
const noteIds = async (db: AppDatabase) =>
  (await db.notes.find().exec()).map((n) => n.id).sort();

it('stores the good records of a page, sets the malformed one aside and moves past it', async () => {
  const { server, db, begin } = await setUp();
  server.rows.set('notes', [note(1), note(2, { claimId: 42 }), note(3)]);
  server.rows.set('contacts', [
    { id: 'contact-1', organization_id: ORG, name: 'Ada', version: 1, updatedAt: stamp(1) },
  ]);
  await begin();

  expect(await noteIds(db)).toEqual(['note-0001', 'note-0003']);
  expect((await db.contacts.findOne('contact-1').exec())?.name).toBe('Ada');
  const [entry, ...more] = await listed(db);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ collection: 'notes', id: 'note-0002' });
  expect(entry!.reason).toMatch(/^claimId: .*expected string, received number/);

  // The next pull asks from after the last row of the page, the set-aside one included.
  await pull!.resync(['notes']);
  const lastAsk = server.asked.filter((a) => a.resource === 'notes').at(-1);
  expect(lastAsk?.checkpoint).toEqual({ updated_at: stamp(3), id: 'note-0003' });
});

it('a later valid version of the record is stored and clears its entry', async () => {
  const { server, db, begin } = await setUp();
  server.rows.set('notes', [note(1), note(2, { createdAt: null, isClientVisible: 'yes' })]);
  await begin();
  expect((await listed(db)).map((r) => r.id)).toEqual(['note-0002']);
  const { reason } = (await listed(db))[0]!;
  expect(reason).toContain('createdAt: Invalid input: expected string, received undefined');
  expect(reason).toContain('isClientVisible: Invalid input: expected boolean, received string');

  server.rows.set('notes', [note(1), note(2, { updatedAt: stamp(9), version: 2 })]);
  await pull!.resync(['notes']);
  expect(await noteIds(db)).toEqual(['note-0001', 'note-0002']);
  expect(await listed(db)).toEqual([]);
});

it('a full page with a set-aside row reads on, so the rows after it arrive in the same pull', async () => {
  const { server, db, begin } = await setUp();
  // RxDB ends a pull at an answer shorter than its batch (500): the skipped row must not end it.
  const rows = Array.from({ length: 503 }, (_, i) => note(i));
  rows[7] = note(7, { version: 'two' });
  rows[8] = 'not even an object' as never;
  server.rows.set('notes', rows);
  await begin();
  expect(await db.notes.count().exec()).toBe(501);
  expect(await db.notes.findOne('note-0502').exec()).not.toBeNull();
  const listedNow = await listed(db);
  expect(listedNow).toHaveLength(2);
  expect(listedNow).toEqual(expect.arrayContaining([
    expect.objectContaining({ id: 'note-0007', reason: expect.stringMatching(/^version: /) }),
    expect.objectContaining({ id: '(no id)', reason: 'not a record' }),
  ]));
}, 30_000);

it('keeps the newest entries only', async () => {
  const { db } = await setUp();
  const many = Array.from({ length: SET_ASIDE_LIMIT + 20 }, (_, i) => ({
    id: `bad-${i}`,
    reason: 'x: broken',
  }));
  await noteSetAside(db, 'tasks', many.slice(0, 20), []);
  await noteSetAside(db, 'tasks', many.slice(20), []);
  const records = await listed(db);
  expect(records).toHaveLength(SET_ASIDE_LIMIT);
  expect(records[0]!.id).toBe('bad-20');
  expect(records.some((r) => r.id === 'bad-0')).toBe(false);
});
