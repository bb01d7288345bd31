import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import type { Change } from './change';
import { CHANGE_CHANNEL } from './publish-change';

/**
 * `app.changeFeed.subscribe(organizationId, listener)` → unsubscribe: every committed Change of that
 * organization, from this process and (on PostgreSQL) from every other process on the database.
 *
 * One LISTEN per process, fanned out in memory: PostgreSQL through postgres-js `listen` (its own
 * connection, re-established and re-LISTENed by the driver after a drop), PGlite through its
 * in-process notification callback. Who may see a change is decided per subscriber
 * (change-visibility.ts), not here.
 */
export interface ChangeFeed {
  subscribe: (organizationId: string, listener: (change: Change) => void) => () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

function parseChange(payload: string): Change | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Change>;
    return typeof value.organizationId === 'string' && typeof value.id === 'string'
      ? (value as Change)
      : undefined;
  } catch {
    return undefined;
  }
}

export const changeFeedPlugin = fp(
  async (app) => {
    const emitter = new EventEmitter();
    // One listener per open event stream: no fixed ceiling.
    emitter.setMaxListeners(0);
    const deliver = (payload: string) => {
      const change = parseChange(payload);
      if (change) emitter.emit(change.organizationId, change);
    };

    let stop: () => Promise<void>;
    const database = app.database;
    if (database.kind === 'postgres') {
      const listening = await database.client.listen(CHANGE_CHANNEL, deliver);
      stop = () => listening.unlisten();
    } else {
      // drizzle keeps the PGlite instance it wraps as `$client`.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      stop = await client.listen(CHANGE_CHANNEL, deliver);
    }
    app.addHook('preClose', async () => {
      // The database may already be closing when the app owns it: nothing left to unlisten then.
      await stop().catch(() => undefined);
    });

    app.decorate<ChangeFeed>('changeFeed', {
      subscribe(organizationId, listener) {
        emitter.on(organizationId, listener);
        return () => emitter.off(organizationId, listener);
      },
    });
  },
  { name: 'change-feed', dependencies: ['database'] },
);
