import fp from 'fastify-plugin';
import { createCallerAccessRepository } from '../../repositories/caller-access.repository';
import type { CallerAccessRepository } from '../../repositories/caller-access.repository';
import { createUserRepository } from '../../repositories/user.repository';
import type { UserRepository } from '../../repositories/user.repository';
import { createSessionRepository } from '../../repositories/session.repository';
import type { SessionRepository } from '../../repositories/session.repository';
import { createSettingsRepository } from '../../repositories/settings.repository';
import type { SettingsRepository } from '../../repositories/settings.repository';

export interface Repositories {
  callers: CallerAccessRepository;
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
      callers: createCallerAccessRepository(app.db),
      users: createUserRepository(app.db),
      sessions: createSessionRepository(app.db),
      settings: createSettingsRepository(app.db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
