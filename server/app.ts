import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { logRequest } from './http/log-redaction';
import type { Database } from './db/client';
import { authenticationPlugin } from './plugins/app/authentication';
import { databasePlugin } from './plugins/app/database';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { noStorePlugin } from './plugins/app/no-store';
import { notFoundPlugin } from './plugins/app/not-found';
import { mailerPlugin } from './plugins/app/mailer';
import { idempotencyPurgePlugin } from './plugins/app/idempotency-purge';
import { signalSweepPlugin } from './plugins/app/signal-sweep';
import { payloadPlugin } from './plugins/app/payload';
import { repositoriesPlugin } from './plugins/app/repositories';
import { storagePlugin } from './plugins/app/storage';
import { compressPlugin } from './plugins/external/compress';
import { cookiePlugin } from './plugins/external/cookie';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { staticPlugin } from './plugins/external/static';
import { swaggerPlugin } from './plugins/external/swagger';
import { changeFeedPlugin } from './sync/change-feed.plugin';
import { idempotentReplayPlugin } from './sync/idempotent-replay.plugin';
import { apiRoutes } from './routes/api/api.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** A database the caller opened (and will close); by default the app opens config.database. */
  database?: Database;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

// Layout of the official fastify demo: external plugins, then app plugins, then routes.
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: logRequest },
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database = options.database ?? (await openDatabase(config.database));
  const spaRoot = existsSync(path.join(config.distDir, 'index.html')) ? config.distDir : undefined;

  await app.register(helmetPlugin);
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(compressPlugin);
  if (spaRoot) await app.register(staticPlugin, { distDir: spaRoot });

  await app.register(databasePlugin, { database, owned: options.database === undefined });
  await app.register(repositoriesPlugin);
  await app.register(mailerPlugin);
  await app.register(storagePlugin);
  await app.register(changeFeedPlugin);
  await app.register(authenticationPlugin, { jwtSecret: config.jwtSecret });
  await app.register(errorHandlerPlugin);
  await app.register(notFoundPlugin, { spaRoot });
  await app.register(noStorePlugin);
  await app.register(payloadPlugin);
  await app.register(swaggerPlugin);
  await app.register(signalSweepPlugin, { everyMs: config.overdueSweepMs });
  await app.register(idempotencyPurgePlugin);
  await app.register(idempotentReplayPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
