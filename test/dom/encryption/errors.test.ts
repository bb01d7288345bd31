import { afterEach, describe, expect, it } from 'vitest';
import {
  DECRYPT_FAILED_MESSAGE,
  ENCRYPT_FAILED_MESSAGE,
  NO_KEY_MESSAGE,
} from '../../../src/db/encryption/encryption-errors';
import { describeEncryptedSchema } from '../../../src/db/encryption/encrypted-schema';
import { makeClaim, sealedClaimSchema } from './claim-fixture';
import { newAesKey, openClaimsDb, type ClaimsDb } from './open-claims-db';
import { putRawRecord, rawRecords } from './raw-indexeddb';

const STORE_DB = (name: string) => `rxdb-dexie-${name}--0--claims`;
type RawClaim = { id: string; _enc: { iv: string; data: string } };

let db: ClaimsDb | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

async function rawClaims(name: string): Promise<RawClaim[]> {
  return (await rawRecords(STORE_DB(name))).docs as RawClaim[];
}

describe('encryption errors', () => {
  it('refuses to write or read without a key', async () => {
    let key: CryptoKey | null = await newAesKey();
    db = await openClaimsDb('err-nokey', () => key);
    await db.claims.insert(makeClaim(1));
    await db.close();
    key = null;
    db = await openClaimsDb('err-nokey', () => key);
    await expect(db.claims.find().exec()).rejects.toThrow(NO_KEY_MESSAGE);
    await expect(db.claims.insert(makeClaim(2))).rejects.toThrow(NO_KEY_MESSAGE);
  });

  it('fails to decrypt with another key', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('err-otherkey', () => key);
    await db.claims.insert(makeClaim(1));
    await db.close();
    const other = await newAesKey();
    db = await openClaimsDb('err-otherkey', () => other);
    await expect(db.claims.find().exec()).rejects.toThrow(DECRYPT_FAILED_MESSAGE);
    await expect(db.claims.findOne('claim-000001').exec()).rejects.toThrow(DECRYPT_FAILED_MESSAGE);
  });

  it('fails to encrypt with a key that may not encrypt', async () => {
    const decryptOnly = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'decrypt',
    ]);
    db = await openClaimsDb('err-encrypt', () => decryptOnly);
    await expect(db.claims.insert(makeClaim(1))).rejects.toThrow(ENCRYPT_FAILED_MESSAGE);
  });

  it('detects a tampered ciphertext', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('err-tamper', () => key);
    await db.claims.insert(makeClaim(1));
    await db.close();
    const [record] = await rawClaims('err-tamper');
    const data = record!._enc.data;
    const flipped = (data[5] === 'A' ? 'B' : 'A') + data.slice(6);
    await putRawRecord(STORE_DB('err-tamper'), 'docs', {
      ...record,
      _enc: { ...record!._enc, data: data.slice(0, 5) + flipped },
    });
    db = await openClaimsDb('err-tamper', () => key);
    await expect(db.claims.find().exec()).rejects.toThrow(DECRYPT_FAILED_MESSAGE);
  });

  it('detects a ciphertext moved to another document', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('err-swap', () => key);
    await db.claims.bulkInsert([makeClaim(1), makeClaim(2)]);
    await db.close();
    const [first, second] = await rawClaims('err-swap');
    await putRawRecord(STORE_DB('err-swap'), 'docs', { ...second, _enc: first!._enc });
    db = await openClaimsDb('err-swap', () => key);
    await expect(db.claims.findOne(second!.id).exec()).rejects.toThrow(DECRYPT_FAILED_MESSAGE);
    expect((await db.claims.findOne(first!.id).exec())?.clientName).toBe('Referral Client 1');
  });

  it('refuses queries on encrypted fields instead of matching nothing', async () => {
    const key = await newAesKey();
    db = await openClaimsDb('err-query', () => key);
    await db.claims.insert(makeClaim(1));
    await expect(
      db.claims.find({ selector: { clientName: 'Referral Client 1' } }).exec(),
    ).rejects.toThrow('Cannot query or sort on encrypted field: clientName');
    await expect(
      db.claims.find({ selector: { $or: [{ status: 'New' }, { city: 'Springfield' }] } }).exec(),
    ).rejects.toThrow('encrypted field: city');
  });

  it('refuses a schema that indexes or nests an encrypted field', () => {
    const indexed = { ...sealedClaimSchema, encrypted: ['status'] };
    expect(() => describeEncryptedSchema(indexed)).toThrow('cannot be the primary key or indexed');
    const nested = { ...sealedClaimSchema, encrypted: ['customers.name'] };
    expect(() => describeEncryptedSchema(nested)).toThrow('must be top-level');
  });
});
