import fp from 'fastify-plugin';
import { createUserRepository } from '../../repositories/user.repository';
import type { UserRepository } from '../../repositories/user.repository';
import { createSettingsRepository } from '../../repositories/settings.repository';
import type { SettingsRepository } from '../../repositories/settings.repository';

export interface Repositories {
  users: UserRepository;
  settings: SettingsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repositories', {
      users: createUserRepository(app.db),
      settings: createSettingsRepository(app.db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
