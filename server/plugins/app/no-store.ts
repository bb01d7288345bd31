import fp from 'fastify-plugin';

// API answers carry personal data: no browser or proxy may keep a copy (ASVS 14.3.2).
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'no-store' },
);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
