import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import { createS3Client, createS3FileStorage } from '../../storage/s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where document bytes live, as configured (config.storage). */
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    const { storage } = app.config;
    if (storage.kind === 'local') {
      app.decorate('storage', createLocalFileStorage(path.join(app.config.dataDir, 'documents')));
      return;
    }
    const client = createS3Client(storage);
    app.decorate('storage', createS3FileStorage(client, storage.bucket));
    app.addHook('onClose', async () => client.destroy());
  },
  { name: 'storage' },
);
