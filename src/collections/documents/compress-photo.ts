import imageCompression from 'browser-image-compression';
import type { CompressAnswer, CompressOptions } from './compress-photo.messages';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

// Large enough for a claim photo to stay legible when zoomed, small enough to send on a phone line.
// The pixels are turned upright and the EXIF kept with Orientation 1 (JPEG).
const OPTIONS = { maxSizeMB: 2, maxWidthOrHeight: 2560, preserveExif: true };

type Pending = { resolve: (blob: Blob) => void; reject: (error: Error) => void };

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The one compression worker of this page; null where workers cannot run (then the page does it). */
function compressionWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./compress-photo.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<CompressAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ('blob' in answer) waiting?.resolve(answer.blob);
    else waiting?.reject(new Error(answer.error));
  });
  // A worker that cannot start (its script missing) fails every request waiting on it; the page
  // compresses from then on.
  worker?.addEventListener('error', () => {
    worker = null;
    for (const waiting of pending.values()) waiting.reject(new Error('worker failed'));
    pending.clear();
  });
  return worker;
}

function compressInWorker(target: Worker, file: File, options: CompressOptions): Promise<Blob> {
  const id = (nextId += 1);
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, file, options });
  });
}

async function compressed(file: File): Promise<Blob> {
  const options: CompressOptions = { ...OPTIONS, fileType: file.type };
  const target = compressionWorker();
  if (target) {
    try {
      return await compressInWorker(target, file, options);
    } catch (error) {
      // The worker itself went away: the page still compresses. A photo it could not decode
      // would fail here too.
      if (compressionWorker()) throw error;
    }
  }
  return imageCompression(file, { ...options, useWebWorker: false });
}

/**
 * A JPEG or PNG compressed in the browser before it is queued (the documents setting
 * compressionEnabled), in a worker where the browser has one; any other file, a photo
 * compression would make larger, or one the browser cannot decode is returned as it was. The
 * name and type stay the same.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (!PHOTO_TYPES.has(file.type)) return file;
  try {
    const blob = await compressed(file);
    if (blob.size >= file.size) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
