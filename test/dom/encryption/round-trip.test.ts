import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClaim } from './claim-fixture';
import { newAesKey, openClaimsDb, type ClaimsDb } from './open-claims-db';

let db: ClaimsDb | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await db?.remove();
  db = undefined;
});

describe('encrypted storage round trip', () => {
  it('reads back exactly what was written, through a reopened database', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-reopen', () => key);
    const claims = [0, 1, 2].map((i) => makeClaim(i));
    await db.claims.bulkInsert(claims);
    await db.close();

    db = await openClaimsDb('rt-reopen', () => key);
    const docs = await db.claims.find({ sort: [{ claimNumber: 'asc' }] }).exec();
    expect(docs.map((d) => d.toJSON())).toEqual(claims);
  });

  it('keeps updates, deletes and change events in plaintext above the storage', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-update', () => key);
    const events: string[] = [];
    db.claims.$.subscribe((event) =>
      events.push(`${event.operation}:${event.documentData.clientName}`),
    );
    const doc = await db.claims.insert(makeClaim(7));
    const updated = await doc.incrementalPatch({
      clientName: 'Harbor Insurance',
      status: 'Closed',
    });
    expect(updated.clientName).toBe('Harbor Insurance');
    await updated.remove();
    await db.close();

    db = await openClaimsDb('rt-update', () => key);
    expect(await db.claims.count().exec()).toBe(0);
    expect(events).toEqual([
      'INSERT:Referral Client 7',
      'UPDATE:Harbor Insurance',
      'DELETE:Harbor Insurance',
    ]);
  });

  it('resolves a write conflict with the stored document decrypted', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-conflict', () => key);
    const doc = await db.claims.insert(makeClaim(3));
    await doc.incrementalPatch({ clientName: 'First writer' });
    // `doc` is now stale: a plain patch on it conflicts, incrementalPatch re-reads and retries.
    await expect(doc.patch({ clientName: 'Stale writer' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const merged = await doc.incrementalPatch({ city: 'Shelbyville' });
    expect(merged.toJSON()).toMatchObject({ clientName: 'First writer', city: 'Shelbyville' });
  });

  it('never decrypts on the write path what it has just encrypted', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-no-decrypt', () => key);
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt');
    const docs = await db.claims.bulkInsert([1, 2, 3, 4].map((i) => makeClaim(i)));
    await docs.success[0]?.incrementalPatch({ status: 'Closed' });
    await db.claims.findByIds(['claim-000002']).exec();
    expect(encrypt).toHaveBeenCalledTimes(5);
    expect(decrypt).not.toHaveBeenCalled();
  });

  it('decrypts a cold read once per document, not once per field', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-cold', () => key);
    await db.claims.bulkInsert([1, 2, 3].map((i) => makeClaim(i)));
    await db.close();
    db = await openClaimsDb('rt-cold', () => key);
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    const docs = await db.claims.find().exec();
    expect(docs).toHaveLength(3);
    expect(decrypt).toHaveBeenCalledTimes(3);
  });

  it('decrypts changes written by another tab', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('rt-tabs', () => key, { secondTab: true });
    const otherTab = await openClaimsDb('rt-tabs', () => key, { secondTab: true });
    const seen = new Promise<string[]>((resolve) => {
      const names: string[] = [];
      db!.claims.$.subscribe((event) => {
        names.push(event.documentData.customers[0]?.name ?? '');
        if (names.length === 3) resolve(names);
      });
    });
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    await otherTab.claims.bulkInsert([1, 2, 3].map((i) => makeClaim(i)));
    // Another tab's events may arrive in any order; each must arrive decrypted, once.
    expect((await seen).sort()).toEqual([
      'Customer 1 Alvarez',
      'Customer 2 Alvarez',
      'Customer 3 Alvarez',
    ]);
    expect(decrypt).toHaveBeenCalledTimes(3);
    await otherTab.close();
  });
});
