import imageCompression from 'browser-image-compression';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

// Large enough for a claim photo to stay legible when zoomed, small enough to send on a phone line.
const OPTIONS = {
  maxSizeMB: 2,
  maxWidthOrHeight: 2560,
  // The worker would load the library from a CDN: this app works offline.
  useWebWorker: false,
  // The pixels are turned upright and the EXIF kept with Orientation 1 (JPEG).
  preserveExif: true,
};

/**
 * A JPEG or PNG compressed in the browser before it is queued (the documents setting
 * compressionEnabled); any other file, a photo compression would make larger, or one the browser
 * cannot decode is returned as it was. The name and type stay the same.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (!PHOTO_TYPES.has(file.type)) return file;
  try {
    const compressed = await imageCompression(file, { ...OPTIONS, fileType: file.type });
    if (compressed.size >= file.size) return file;
    return new File([compressed], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
