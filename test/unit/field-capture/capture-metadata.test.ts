import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceTimeOffsetMs,
  noteServerDate,
  resetServerClock,
} from '../../../src/api/server-clock';
import { fileSha256 } from '../../../src/collections/documents/file-sha256';
import { originalFileName } from '../../../src/collections/documents/field-photo.mutations';
import {
  captureRecordFields,
  captureUploadFields,
  isCaptureUpload,
  photoChecksum,
} from '../../../src/domain/field-capture';
import { documentSchema } from '../../../src/domain/document.schema';
import { captureSummary } from '../../../src/shared/documents/capture-line';

const position = { latitude: 51.50101, longitude: -0.14189, accuracy: 12.4 };
const capture = { capturedAt: '2026-11-20T10:15:00.000Z', position, sha256: 'a'.repeat(64) };

describe('device hashing', () => {
  it('is the hex SHA-256 of the bytes (FIPS 180-2 vectors)', async () => {
    expect(await fileSha256(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await fileSha256(new Blob([]))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('capture metadata', () => {
  it('is sent under the field names agreed with the server', () => {
    expect(captureUploadFields(capture)).toEqual({
      captured_at: '2026-11-20T10:15:00.000Z',
      client_sha256: 'a'.repeat(64),
      latitude: '51.50101',
      longitude: '-0.14189',
      location_accuracy: '12.4',
    });
    expect(captureUploadFields({ ...capture, originalOf: 'temp-x' }).original_of).toBe('temp-x');
  });

  it('leaves the location out when there is none', () => {
    const fields = captureUploadFields({ ...capture, position: null });
    expect(Object.keys(fields).sort()).toEqual(['captured_at', 'client_sha256']);
    expect(isCaptureUpload(fields)).toBe(true);
    expect(isCaptureUpload({ claim_id: 'c' })).toBe(false);
  });

  it('is on the local record at once, unchecked until the server answers', () => {
    const record = captureRecordFields({ ...capture, originalOf: 'temp-x' });
    expect(record).toMatchObject({
      capturedAt: capture.capturedAt,
      latitude: 51.50101,
      longitude: -0.14189,
      locationAccuracy: 12.4,
      clientSha256: 'a'.repeat(64),
      originalOf: 'temp-x',
      checksumStatus: null,
    });
    expect(captureRecordFields({ ...capture, position: null }).latitude).toBeNull();
  });

  it('reads the server wire view of a captured document', () => {
    const wire = {
      id: 'd1',
      name: 'roof.jpg',
      mimeType: 'image/jpeg',
      size: 10,
      isClientVisible: false,
      uploadedBy: 'u',
      createdAt: '2026-11-20T10:16:00.000Z',
      organization_id: 'o',
      version: 1,
      deleted: false,
      updatedAt: '2026-11-20T10:16:00.000Z',
      sha256: 'b'.repeat(64),
      clientSha256: 'b'.repeat(64),
      checksumStatus: 'verified',
      capturedAt: capture.capturedAt,
      latitude: 1,
      longitude: 2,
      locationAccuracy: 3,
      deviceTimeOffsetMs: -1500,
      originalOf: null,
    };
    const parsed = documentSchema.safeParse(wire);
    expect(parsed.success).toBe(true);
    expect(documentSchema.safeParse({ ...wire, checksumStatus: 'unknown' }).success).toBe(false);
  });

  it('names an original after its photo, keeping the extension', () => {
    expect(originalFileName('IMG_0001.jpg')).toBe('IMG_0001.original.jpg');
    expect(originalFileName('photo')).toBe('photo.original');
  });
});

describe('checksum status of a photo', () => {
  it('is verified only when the copy and its original are', () => {
    expect(photoChecksum([{ checksumStatus: 'verified' }])).toBe('verified');
    expect(photoChecksum([{ checksumStatus: 'verified' }, { checksumStatus: null }])).toBe(
      'pending',
    );
    expect(photoChecksum([{ checksumStatus: 'verified' }, { checksumStatus: 'mismatch' }])).toBe(
      'mismatch',
    );
    expect(photoChecksum([{}])).toBe('pending');
  });
});

describe('capture line', () => {
  it('says when, where and how precisely', () => {
    const line = captureSummary({ ...captureRecordFields(capture) });
    expect(line).toMatch(
      /^Captured Nov 2\d, 2026 \d+:\d\d [AP]M near 51\.50101, -0\.14189 \(±12 m\)$/,
    );
    const nowhere = captureSummary(captureRecordFields({ ...capture, position: null }));
    expect(nowhere).toMatch(/ · location not recorded$/);
  });
});

describe('device time offset', () => {
  afterEach(resetServerClock);

  it('is device time minus the server Date, at the middle of the exchange', () => {
    expect(deviceTimeOffsetMs()).toBeNull();
    const server = Date.parse('Fri, 20 Nov 2026 10:00:00 GMT');
    noteServerDate('Fri, 20 Nov 2026 10:00:00 GMT', server + 4_000, server + 6_000);
    expect(deviceTimeOffsetMs()).toBe(5_000);
  });

  it('keeps the last measurement when an answer has no readable Date', () => {
    noteServerDate(
      'Fri, 20 Nov 2026 10:00:00 GMT',
      Date.parse('2026-11-20T09:59:59Z'),
      Date.parse('2026-11-20T09:59:59Z'),
    );
    noteServerDate(null, 0, 0);
    noteServerDate('not a date', 0, 0);
    expect(deviceTimeOffsetMs()).toBe(-1_000);
  });
});
