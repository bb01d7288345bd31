import path from 'node:path';
import fp from 'fastify-plugin';
import { isApiPath } from './no-store';

// Client routes (/claims/123) are not files: GETs outside /api without a file extension get the
// SPA's index.html; everything else a 404 in the error shape.
export const notFoundPlugin = fp<{ spaRoot: string | undefined }>(
  async (app, { spaRoot }) => {
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage = !isApiPath(pathname) && path.posix.extname(pathname) === '';
      if (spaRoot && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', spaRoot);
      }
      return reply.code(404).send({
        status: 'error',
        code: 404,
        message: `Route ${request.method} ${pathname} not found`,
      });
    });
  },
  { name: 'not-found' },
);
