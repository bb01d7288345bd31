import fp from 'fastify-plugin';
import { purgeExpiredKeys } from '../../sync/idempotency';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Idempotency keys answer replays for a day (sync/idempotency.ts); this drops the older ones
 * once the server listens and then hourly, so the table holds about a day of writes.
 */
export const idempotencyPurgePlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const purge = async () => {
      try {
        const purged = await purgeExpiredKeys(app.db);
        if (purged) app.log.info({ purged }, 'expired idempotency keys dropped');
      } catch (error) {
        app.log.warn({ err: error }, 'idempotency key purge failed');
      }
    };
    app.addHook('onListen', async () => {
      void purge();
      timer = setInterval(() => void purge(), HOUR_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency-purge', dependencies: ['database'] },
);
