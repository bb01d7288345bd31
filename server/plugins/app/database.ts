import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

// `owned`: the app opened the database and closes it with itself; tests pass one they share.
export const databasePlugin = fp<{ database: Database; owned: boolean }>(
  async (app, { database, owned }) => {
    app.decorate<Database>('database', database);
    app.decorate<Db>('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
