import imageCompression from 'browser-image-compression';

// A phone photo of damage stays readable at this size; 12-megapixel originals are 3-6 MB.
const MAX_SIZE_MB = 1;
const MAX_WIDTH_OR_HEIGHT = 2560;

/**
 * The compressed copy of a photo (documents setting compressionEnabled), under the same name and
 * type, its EXIF kept (capture time, orientation). Runs on the page: the library's worker would
 * load its script from a CDN, which fails offline.
 */
export async function compressPhoto(file: File): Promise<File> {
  const compressed = await imageCompression(file, {
    maxSizeMB: MAX_SIZE_MB,
    maxWidthOrHeight: MAX_WIDTH_OR_HEIGHT,
    initialQuality: 0.8,
    useWebWorker: false,
    preserveExif: true,
  });
  // With preserveExif the library answers a Blob without name or date.
  return new File([compressed], file.name, { type: compressed.type || file.type });
}
