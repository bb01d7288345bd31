import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CompressAnswer,
  CompressRequest,
} from '../../../src/collections/documents/compress-photo.messages';

const imageCompression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

const photo = (size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], 'roof.jpg', { type, lastModified: 42 });

/** compress-photo.ts fresh, so its one worker is made again under the Worker given. */
async function loadCompressPhoto() {
  vi.resetModules();
  return (await import('../../../src/collections/documents/compress-photo')).compressPhoto;
}

beforeEach(() => imageCompression.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('compressPhoto without workers (the page compresses)', () => {
  beforeEach(() => vi.stubGlobal('Worker', undefined));

  it('compresses a JPEG keeping its EXIF (upright, orientation 1), name and type, without a CDN worker', async () => {
    const compressPhoto = await loadCompressPhoto();
    imageCompression.mockResolvedValue(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    const result = await compressPhoto(photo(1000));
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ preserveExif: true, useWebWorker: false, fileType: 'image/jpeg' }),
    );
    expect(result).toMatchObject({ name: 'roof.jpg', type: 'image/jpeg', size: 10 });
  });

  it('keeps the original when compression would not help or fails, and leaves other files alone', async () => {
    const compressPhoto = await loadCompressPhoto();
    imageCompression.mockResolvedValueOnce(new Blob([new Uint8Array(2000)]));
    const png = photo(1000, 'image/png');
    expect(await compressPhoto(png)).toBe(png);
    imageCompression.mockRejectedValueOnce(new Error('cannot decode'));
    const broken = photo(1000);
    expect(await compressPhoto(broken)).toBe(broken);
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(await compressPhoto(pdf)).toBe(pdf);
    expect(imageCompression).toHaveBeenCalledTimes(2);
  });
});

/** A stand-in for the browser's Worker: answers each request with `answer`, or fails to start. */
function fakeWorker(answer: (request: CompressRequest) => CompressAnswer | 'crash') {
  const made: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL) {
      super();
      made.push(String(url));
    }
    postMessage(request: CompressRequest) {
      setTimeout(() => {
        const reply = answer(request);
        if (reply === 'crash') this.dispatchEvent(new Event('error'));
        else this.dispatchEvent(new MessageEvent('message', { data: reply }));
      }, 0);
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

describe('compressPhoto with a worker', () => {
  it('hands the photo and the options to one worker and keeps its answer, the page doing nothing', async () => {
    const requests: CompressRequest[] = [];
    const made = fakeWorker((request) => {
      requests.push(request);
      return { id: request.id, blob: new Blob([new Uint8Array(7)], { type: 'image/jpeg' }) };
    });
    const compressPhoto = await loadCompressPhoto();
    const first = await compressPhoto(photo(1000));
    const second = await compressPhoto(photo(500));
    expect(first).toMatchObject({
      name: 'roof.jpg',
      type: 'image/jpeg',
      size: 7,
      lastModified: 42,
    });
    expect(second.size).toBe(7);
    expect(made).toHaveLength(1);
    expect(made[0]).toContain('compress-photo.worker');
    expect(requests.map((r) => r.options)).toEqual([
      { maxSizeMB: 2, maxWidthOrHeight: 2560, preserveExif: true, fileType: 'image/jpeg' },
      { maxSizeMB: 2, maxWidthOrHeight: 2560, preserveExif: true, fileType: 'image/jpeg' },
    ]);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('keeps the original when the worker cannot decode the photo', async () => {
    fakeWorker((request) => ({ id: request.id, error: 'cannot decode' }));
    const compressPhoto = await loadCompressPhoto();
    const broken = photo(1000);
    expect(await compressPhoto(broken)).toBe(broken);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('compresses in the page when the worker cannot run', async () => {
    fakeWorker(() => 'crash');
    const compressPhoto = await loadCompressPhoto();
    imageCompression.mockResolvedValue(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    expect((await compressPhoto(photo(1000))).size).toBe(10);
    expect((await compressPhoto(photo(1000))).size).toBe(10);
    expect(imageCompression).toHaveBeenCalledTimes(2);
  });
});
