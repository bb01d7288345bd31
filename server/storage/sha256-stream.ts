import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { Readable } from 'node:stream';

/**
 * The source's bytes passed through unchanged while their SHA-256 is computed, so a file is
 * hashed as it streams to storage, never held whole. `digest()` once the stream has ended; a
 * failing source fails the returned stream with the same error.
 */
export function sha256Through(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const stream = pipeline(
    source,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    () => undefined,
  );
  return { stream, digest: () => hash.digest('hex') };
}
