import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config';
import { assertStorageKey } from './file-storage';
import type { FileStorage } from './file-storage';

const MB = 1024 * 1024;
// Memory per upload stays at most PART_SIZE × QUEUE_SIZE whatever the file's size: `Upload`
// sends a multipart upload part by part (one PutObject when the file fits in one part).
const PART_SIZE = 8 * MB;
const QUEUE_SIZE = 2;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver) do not all
    // accept the SDK's default trailing CRC checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

// Objects under the same keys as on disk (`{organizationId}/{uuid}`), in one bucket. An upload
// whose stream fails is aborted by `Upload` (its parts are removed), so no object appears.
export function createS3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async put(key, data) {
      assertStorageKey(key);
      let size = 0;
      let sourceError: unknown;
      const counted = pipeline(
        data,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
        // A failing source fails the counting stream too, which fails the upload below.
        (error) => {
          sourceError = error ?? undefined;
        },
      );
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's reason (a size limit) rather than that of aborting the multipart upload.
        throw sourceError ?? error;
      }
      return size;
    },

    async get(key, range) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
