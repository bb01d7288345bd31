import imageCompression from 'browser-image-compression';
import type { CompressAnswer, CompressRequest } from './compress-photo.messages';

// Decoding, scaling and re-encoding a camera photo takes about half a second of CPU: here it runs
// beside the page, which stays responsive and keeps sending the queue meanwhile. The library's
// own worker option would load its code from a CDN; this worker is part of the build (precached,
// so it works offline).
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CompressRequest>) => void): void;
  postMessage(answer: CompressAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { id, file, options } = event.data;
  imageCompression(file, { ...options, useWebWorker: false }).then(
    (blob) => scope.postMessage({ id, blob }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
});
