import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  buildPhotoLogZip,
  manifestCsv,
  photoLogEntries,
} from '../../../src/collections/documents/photo-log';

const photo = (id: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  name,
  capturedAt: '2026-11-20T10:00:00.000Z',
  latitude: 40.7128,
  longitude: -74.006,
  locationAccuracy: 8,
  clientSha256: `${id}`.padEnd(64, '0'),
  checksumStatus: null,
  ...more,
});

const documents = [
  photo('c2', 'image.jpg', { capturedAt: '2026-11-20T11:00:00.000Z', checksumStatus: 'verified' }),
  photo('c1', 'image.jpg'),
  photo('o1', 'image.original.jpg', { originalOf: 'c1', checksumStatus: 'mismatch' }),
  photo('c3', '=cmd.jpg', { latitude: null, longitude: null, locationAccuracy: null }),
  { id: 'plain', name: 'estimate.pdf' },
];

describe('photo log entries', () => {
  it('lists the captured documents oldest first, under unique names, originals naming their photo', () => {
    const entries = photoLogEntries(documents);
    expect(entries.map((e) => [e.id, e.name, e.checksumStatus, e.originalOf])).toEqual([
      ['c1', 'photos/image.jpg', 'pending', null],
      ['c3', 'photos/=cmd.jpg', 'pending', null],
      ['o1', 'photos/image.original.jpg', 'mismatch', 'photos/image.jpg'],
      ['c2', 'photos/image-2.jpg', 'verified', null],
    ]);
  });
});

describe('manifest.csv', () => {
  it('keeps coordinates as numbers and says which photos are in the ZIP', () => {
    const csv = manifestCsv(photoLogEntries(documents), new Set(['c2']));
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'name,captured_at,latitude,longitude,accuracy_m,sha256,checksum_status,original_of,included',
    );
    expect(rows[0]).toBe(
      `photos/image.jpg,2026-11-20T10:00:00.000Z,40.7128,-74.006,8,${'c1'.padEnd(64, '0')},pending,,yes`,
    );
    // Names are paths under photos/: a spreadsheet never reads them as formulas.
    expect(rows[1]).toMatch(/^photos\/=cmd\.jpg,/);
    expect(rows[1]).toContain(',,,,'); // no location
    expect(rows[3]!.endsWith(',verified,,no')).toBe(true);
  });
});

describe('photo log ZIP', () => {
  it('holds the bytes it could read and both manifests, and names the missing', async () => {
    const entries = photoLogEntries(documents);
    const read = (id: string) =>
      Promise.resolve(id === 'c2' ? null : new Blob([`bytes of ${id}`], { type: 'image/jpeg' }));
    const { zip, missing } = await buildPhotoLogZip(entries, read);
    expect(missing.map((e) => e.name)).toEqual(['photos/image-2.jpg']);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'manifest.csv',
      'manifest.json',
      'photos/=cmd.jpg',
      'photos/image.jpg',
      'photos/image.original.jpg',
    ]);
    expect(strFromU8(files['photos/image.jpg']!)).toBe('bytes of c1');
    const json = JSON.parse(strFromU8(files['manifest.json']!)) as { photos: unknown[] };
    expect(json.photos[0]).toEqual({
      name: 'photos/image.jpg',
      capturedAt: '2026-11-20T10:00:00.000Z',
      latitude: 40.7128,
      longitude: -74.006,
      accuracy: 8,
      sha256: 'c1'.padEnd(64, '0'),
      checksumStatus: 'pending',
      originalOf: null,
      included: true,
    });
    expect(json.photos[3]).toMatchObject({ name: 'photos/image-2.jpg', included: false });
  });

  it('counts a file that fails to download as missing', async () => {
    const entries = photoLogEntries(documents.slice(0, 1));
    const { missing } = await buildPhotoLogZip(entries, () => Promise.reject(new Error('offline')));
    expect(missing).toHaveLength(1);
  });
});
