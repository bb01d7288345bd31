import { afterEach, describe, expect, it } from 'vitest';
import { makeClaim, type ClaimDoc } from './claim-fixture';
import { newAesKey, openClaimsDb, type ClaimsDb } from './open-claims-db';
import { dumpAllIndexedDb, rawRecords } from './raw-indexeddb';

let db: ClaimsDb | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

/** 50 distinctive values planted in sealed fields of 10 claims: names, contacts, addresses, notes. */
function plantedClaims(): { claims: ClaimDoc[]; planted: string[] } {
  const planted: string[] = [];
  const plant = (value: string) => (planted.push(value), value);
  const claims = Array.from({ length: 10 }, (_, i) => ({
    ...makeClaim(i),
    customers: [
      { id: `c${i}`, name: plant(`Zebediah Quillfeather${i}`), isPrimary: true },
      { id: `d${i}`, name: plant(`zq${i}.contact@mailbox-planted.example`), isPrimary: false },
    ],
    clientName: plant(`+1 555 01${String(i).padStart(2, '0')} 7788`),
    address: plant(`${i}7 Obscure Lantern Row`),
    notes: [
      {
        id: `n${i}`,
        text: plant(`Planted note ${i}: basement flooded, tenant Ms Vantablack-${i}`),
        createdBy: 'Jordan Reyes',
        createdAt: '2025-02-01T00:00:00.000Z',
      },
    ],
  }));
  return { claims, planted };
}

describe('encryption at rest', () => {
  it('leaves none of 50 planted sensitive values in the raw IndexedDB', async () => {
    const key = await newAesKey();
    const { claims, planted } = plantedClaims();
    expect(planted).toHaveLength(50);
    db = await openClaimsDb('rest-dump', () => key);
    await db.claims.bulkInsert(claims);
    await (await db.claims.findOne('claim-000003').exec())?.incrementalPatch({ status: 'Closed' });
    await db.close();

    const dump = await dumpAllIndexedDb();
    expect(dump).toContain('CLM-100003'); // plain fields are there: the dump really read the data
    expect(planted.filter((value) => dump.includes(value))).toEqual([]);

    db = await openClaimsDb('rest-dump', () => key);
    const read = await db.claims.find({ sort: [{ claimNumber: 'asc' }] }).exec();
    expect(read.map((doc) => doc.customers[0]?.name)).toEqual(
      claims.map((c) => c.customers[0]?.name),
    );
  });

  it('finds the planted values when the collection is not encrypted (control)', async () => {
    const key = await newAesKey();
    const { claims, planted } = plantedClaims();
    db = await openClaimsDb('rest-control', () => key, { encrypted: false });
    await db.claims.bulkInsert(claims);
    await db.close();
    const dump = await dumpAllIndexedDb();
    expect(planted.filter((value) => dump.includes(value))).toEqual(planted);
  });

  it('uses a fresh 12-byte IV per write: the same plaintext twice gives two ciphertexts', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rest-iv', () => key);
    const same = makeClaim(5);
    await db.claims.insert(same);
    const first = (await rawRecords('rxdb-dexie-rest-iv--0--claims')).docs?.[0] as {
      _enc: { iv: string; data: string };
    };
    const doc = await db.claims.findOne(same.id).exec();
    await doc?.incrementalPatch({ status: 'Closed' }); // sealed fields unchanged
    const second = (await rawRecords('rxdb-dexie-rest-iv--0--claims')).docs?.[0] as typeof first;
    expect(atob(first._enc.iv)).toHaveLength(12);
    expect(atob(second._enc.iv)).toHaveLength(12);
    expect(second._enc.iv).not.toBe(first._enc.iv);
    expect(second._enc.data).not.toBe(first._enc.data);
  });

  it('queries, sorts and counts on plain indexed fields through the wrapper', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rest-query', () => key);
    await db.claims.bulkInsert(Array.from({ length: 100 }, (_, i) => makeClaim(i)));
    const inProgress = await db.claims
      .find({ selector: { status: 'In Progress' }, sort: [{ claimNumber: 'desc' }], limit: 5 })
      .exec();
    expect(inProgress.map((doc) => doc.status)).toEqual(Array(5).fill('In Progress'));
    expect(inProgress[0]?.claimNumber).toBe('CLM-100099');
    expect(inProgress[0]?.notes[1]?.text).toBe('Called customer 99 about access.');
    expect(await db.claims.count({ selector: { status: 'In Progress' } }).exec()).toBe(30);
    const recent = await db.claims
      .find({ selector: { lastUpdated: { $gte: '2025-01-04T00:00:00.000Z' } } })
      .exec();
    expect(recent).toHaveLength(28);
  });
});
