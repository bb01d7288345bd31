import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import { meRoutes } from './me.routes';
import { pingRoutes } from './ping.routes';

// Everything under /api. Later feature routes register here too.
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pingRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
};
