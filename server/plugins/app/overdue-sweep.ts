import fp from 'fastify-plugin';
import { sweepOverdueClaims } from '../../routes/api/notifications/overdue-signals.service';

/**
 * Looks for claims past their status timeout once the server listens, then every `everyMs`
 * (0 turns it off). Every process may run it: each signal is raised once (its dedupe key).
 */
export const overdueSweepPlugin = fp<{ everyMs: number }>(
  async (app, { everyMs }) => {
    if (everyMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const raised = await sweepOverdueClaims(app.db);
        if (raised.length) app.log.info({ raised: raised.length }, 'overdue claims signalled');
      } catch (error) {
        app.log.warn({ err: error }, 'overdue sweep failed');
      }
    };
    app.addHook('onListen', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'overdue-sweep', dependencies: ['database'] },
);
