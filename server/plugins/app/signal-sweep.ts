import fp from 'fastify-plugin';
import { sweepOverdueClaims } from '../../routes/api/notifications/overdue-signals.service';
import { sweepDueTasks } from '../../routes/api/notifications/task-reminders.service';

/**
 * The notifications nobody's action raises: claims past their status timeout and tasks coming
 * due. Looks once the server listens, then every `everyMs` (0 turns it off). Every process may
 * run it: each signal is raised once (its dedupe key), not once per process.
 */
export const signalSweepPlugin = fp<{ everyMs: number }>(
  async (app, { everyMs }) => {
    if (everyMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const overdue = await sweepOverdueClaims(app.db);
        const due = await sweepDueTasks(app.db);
        if (overdue.length || due.length) {
          app.log.info({ overdue: overdue.length, due: due.length }, 'signals raised');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'signal sweep failed');
      }
    };
    app.addHook('onListen', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'signal-sweep', dependencies: ['database'] },
);
