import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defaultUserPreferences,
  userPreferencesSchema,
} from '../../../../src/domain/preferences.schema';
import type { Db } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import { snakeKeys } from '../../../http/keys';
import { toWire } from '../../../http/wire';
import type { AuthContext } from '../../../plugins/app/authentication';
import { changeOf } from '../../../sync/change';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { cleanBody } from '../clean-body';

type PreferencesRow = typeof userPreferences.$inferSelect;

const tags = ['preferences'];
const wire = z.object({
  data: z.object({
    value: z.record(z.string(), z.unknown()),
    version: z.number(),
    updated_at: z.string().nullable(),
  }),
});
const NOT_FOUND = 'Preferences not found';

const view = (row: PreferencesRow) => {
  const { value, version, updated_at } = toWire(row) as z.infer<typeof wire>['data'];
  return { value, version, updated_at };
};

async function stored(db: Db, auth: AuthContext) {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, auth.userId), eq(userPreferences.deleted, false)))
    .limit(1);
  return row;
}

// The caller's own view preferences (claims view type, columns, kanban fields, saved views). Before
// the first save they are the defaults at version 0; If-Match "0" then means "nobody saved yet".
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/preferences',
    {
      onRequest: app.authenticate,
      schema: { summary: 'The caller’s view preferences', tags, response: { 200: wire } },
    },
    async (request) => {
      const row = await stored(app.db, request.auth);
      if (row) return { data: view(row) };
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
        response: { 200: wire },
      },
    },
    async (request) => {
      const auth = request.auth;
      const expected = expectedVersion(request.headers['if-match']);
      const row = await app.db.transaction(async (tx) => {
        const current = await stored(tx, auth);
        const value = userPreferencesSchema.parse({
          ...defaultUserPreferences(),
          ...current?.value,
          ...request.body,
        });
        let saved: PreferencesRow | undefined;
        if (current) {
          saved = await updateVersioned(
            tx,
            userPreferences,
            {
              id: current.id,
              organizationId: auth.organizationId,
              expected,
              notFound: NOT_FOUND,
              view,
            },
            { value },
          );
        } else {
          [saved] = await tx
            .insert(userPreferences)
            .values({ organizationId: auth.organizationId, userId: auth.userId, value })
            .onConflictDoUpdate({ target: userPreferences.userId, set: { value } })
            .returning();
        }
        await publishChange(tx, changeOf('user_preferences', saved!, { userId: auth.userId }));
        return saved!;
      });
      return { data: view(row) };
    },
  );
};
