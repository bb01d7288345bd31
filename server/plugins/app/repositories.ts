import fp from 'fastify-plugin';
import { createUserRepository } from '../../repositories/user.repository';
import type { UserRepository } from '../../repositories/user.repository';
import { createSessionRepository } from '../../repositories/session.repository';
import type { SessionRepository } from '../../repositories/session.repository';
import { createSettingsRepository } from '../../repositories/settings.repository';
import type { SettingsRepository } from '../../repositories/settings.repository';

export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
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
      sessions: createSessionRepository(app.db),
      settings: createSettingsRepository(app.db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
