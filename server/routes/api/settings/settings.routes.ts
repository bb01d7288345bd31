import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwnOrganization, requirePermission, can } from '../../../auth/require-permission';
import { createSettingsRepository, settingsList } from '../../../repositories/settings.repository';
import type { SettingsRow } from '../../../repositories/settings.repository';
import { pullQuerySchema, isPull } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { expectedVersion } from '../../../sync/if-match';
import { snakeKeys } from '../../../http/keys';
import { cleanBody } from '../clean-body';
import { orgParams } from '../org-params';
import { assertMayRequireTwoFactor } from '../two-factor/require-two-factor';
import { forceLocalClaimsBody, groupBody, groupParams } from './settings.body';
import { assertGroup, saveGroup, withDefaults } from './settings.service';
import { settingsRowSchema, settingsRowView } from './settings.view';
import type { SettingsRowWire } from './settings.view';

const tags = ['settings'];
const one = z.object({ data: settingsRowSchema });

// SPEC 7 settings rows. Every member reads the settings (the app runs by them: statuses, document
// limits, offline policy), the IP allow-list aside; saving needs manage_settings.
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createSettingsRepository(app.db);
  const manage = [app.authenticate, requireOwnOrganization, requirePermission('manage_settings')];

  app.get(
    '/organizations/:orgId/settings',
    {
      onRequest: [app.authenticate, requireOwnOrganization],
      schema: {
        summary: 'All settings groups (or, with limit/checkpoint, the changed group rows)',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: {
          200: z.object({
            data: z.union([z.array(settingsRowSchema), z.record(z.string(), z.unknown())]),
            versions: z.record(z.string(), z.number()).optional(),
            checkpoint: z.unknown().optional(),
          }),
        },
      },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const redact = !can(request, 'manage_settings');
      if (isPull(request.query)) {
        const { table, ...source } = settingsList();
        return listOrPull(app.database, table, request.query, {
          organizationId,
          ...source,
          view: (row: SettingsRow) => settingsRowView(row, redact),
        }) as Promise<{ data: SettingsRowWire[] }>;
      }
      const rows = await repository.list(organizationId);
      const groups = withDefaults(
        rows.map((row) => ({ ...row, value: settingsRowView(row, redact).value })),
      );
      const versions = Object.fromEntries(rows.map((r) => [r.groupName, r.version]));
      return {
        data: snakeKeys<Record<string, unknown>>(groups),
        versions: snakeKeys<Record<string, number>>(versions),
      };
    },
  );

  app.put(
    '/organizations/:orgId/settings/offline/force_local_claims',
    {
      onRequest: manage,
      schema: {
        summary: 'Turn forced local claims on or off',
        tags,
        params: orgParams,
        body: forceLocalClaimsBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const expected = expectedVersion(request.headers['if-match']);
      const row = await app.db.transaction((tx) =>
        saveGroup(
          tx,
          request.auth.organizationId,
          'offline',
          { forceLocalClaims: request.body.forceLocalClaims },
          expected,
        ),
      );
      return { data: settingsRowView(row) };
    },
  );

  app.put(
    '/organizations/:orgId/settings/:group',
    {
      onRequest: manage,
      preValidation: cleanBody(),
      schema: {
        summary: 'Save one settings group (fields not sent keep their value)',
        tags,
        params: groupParams,
        body: groupBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const group = assertGroup(request.params.group);
      if (group === 'security') await assertMayRequireTwoFactor(app.db, request.auth, request.body);
      const expected = expectedVersion(request.headers['if-match']);
      const row = await app.db.transaction((tx) =>
        saveGroup(tx, request.auth.organizationId, group, request.body, expected, request.ip),
      );
      return { data: settingsRowView(row) };
    },
  );
};
