import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defaultUserPreferences,
  userPreferencesSchema,
} from '../../../../src/domain/preferences.schema';
import { snakeKeys } from '../../../http/keys';
import { createPreferencesRepository } from '../../../repositories/preferences.repository';
import { expectedVersion } from '../../../sync/if-match';
import { cleanBody } from '../clean-body';
import { savePreferences } from './preferences.service';
import { preferencesAnswer, preferencesView } from './preferences.view';

const tags = ['preferences'];

// The caller's own view preferences (claims view type, columns, kanban fields, saved views). Before
// the first save they are the defaults at version 0; If-Match "0" then means "nobody saved yet".
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The caller’s view preferences',
        tags,
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => {
      const row = await createPreferencesRepository(app.db).findLive(request.auth.userId);
      if (row) return { data: preferencesView(row) };
      const value = snakeKeys<Record<string, unknown>>(defaultUserPreferences());
      return { data: { value, version: 0, updated_at: null } };
    },
  );

  app.put(
    '/users/me/preferences',
    {
      onRequest: app.authenticate,
      preValidation: cleanBody(),
      schema: {
        summary: 'Save view preferences (fields not sent keep their value)',
        tags,
        body: userPreferencesSchema.partial(),
        response: { 200: preferencesAnswer },
      },
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await savePreferences(app.db, request.auth, expected, request.body);
      return { data: preferencesView(row) };
    },
  );
};
