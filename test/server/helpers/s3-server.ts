import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageConfig } from '../../../server/config';
import { createS3Client } from '../../../server/storage/s3-file-storage';

// The SDK warns once per process that its releases after January 2027 need Node 22; the pinned
// version runs on Node 20, so the tests' output stays quiet (a server still shows it).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3 {
  config: S3StorageConfig;
  /** Every object key in the bucket. */
  keys: () => Promise<string[]>;
}

/**
 * A real S3-compatible server (s3rver) on a free port for the file's tests, with one bucket, and
 * the storage config that points the app at it (path-style, s3rver's fixed credentials).
 */
export function useS3Server(bucket = 'claims-documents'): TestS3 {
  const directory = mkdtempSync(path.join(tmpdir(), 'claims-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const context = {} as TestS3;
  let client: ReturnType<typeof createS3Client> | undefined;
  beforeAll(async () => {
    const { port } = await server.run();
    context.config = {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    };
    const listing = createS3Client(context.config);
    client = listing;
    context.keys = async () => {
      const answer = await listing.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((o) => o.Key ?? '');
    };
  });
  afterAll(async () => {
    client?.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return context;
}
