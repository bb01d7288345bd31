import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

// Serves the Vite build (registered only when it exists). Hashed assets are immutable; index.html must be revalidated
// so a new deploy is picked up. Paths that are not files fall through to the not-found handler,
// which answers the SPA's client routes with index.html. Source maps stay on disk for error
// reporting but are never served: they hold every comment and path of the client.
export const staticPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'static' },
);
