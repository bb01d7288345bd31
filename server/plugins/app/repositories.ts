import fp from 'fastify-plugin';
import { createUserRepository } from '../../repositories/user.repository';
import type { UserRepository } from '../../repositories/user.repository';

export interface Repositories {
  users: UserRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repositories', { users: createUserRepository(app.db) });
  },
  { name: 'repositories', dependencies: ['database'] },
);
