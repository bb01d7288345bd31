import { beforeEach, describe, expect, it, vi } from 'vitest';

const imageCompression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: imageCompression }));
const { compressPhoto } = await import('../../../src/collections/documents/compress-photo');

const photo = (size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], 'roof.jpg', { type, lastModified: 42 });

beforeEach(() => imageCompression.mockReset());

describe('compressPhoto', () => {
  it('compresses a JPEG keeping its EXIF (upright, orientation 1), name and type, without a CDN worker', async () => {
    imageCompression.mockResolvedValue(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    const result = await compressPhoto(photo(1000));
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ preserveExif: true, useWebWorker: false, fileType: 'image/jpeg' }),
    );
    expect(result).toMatchObject({ name: 'roof.jpg', type: 'image/jpeg', size: 10 });
  });

  it('keeps the original when compression would not help or fails, and leaves other files alone', async () => {
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
