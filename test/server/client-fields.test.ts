import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema/settings';
import { contacts } from '../../server/db/schema/contacts';
import { FIELD_OPTIONS_REQUIRED } from '../../src/domain/client-fields';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/test-app';
import type { Session } from './sync-helpers';
import { call, expectError, sessionsFor } from './sync-helpers';

const field = (overrides: Record<string, unknown> = {}) => ({
  id: 'cf-0a1b2c3d4e5f',
  label: 'Policy tier',
  kind: 'select',
  options: ['Gold', 'Silver'],
  required: true,
  show_in_list: true,
  hidden: false,
  ...overrides,
});

describe.each(databaseTargets())('client fields on $name', (target) => {
  const ctx = useTestApp(target);
  let owner: Session;
  let adjuster: Session;
  const db = () => ctx.opened.database.db;
  const url = () => `/api/organizations/${owner.orgId}/settings/clientSettings`;
  const stored = async () => {
    const [row] = await db()
      .select()
      .from(settings)
      .where(
        and(eq(settings.organizationId, owner.orgId), eq(settings.groupName, 'clientSettings')),
      );
    return row!;
  };

  beforeAll(async () => {
    [owner, adjuster] = await sessionsFor(ctx.app, ['owner', 'adjuster'] as const);
  });

  it('answers the group with no fields, saves definitions and keys values by field id', async () => {
    const all = await call(ctx.app, owner, 'GET', `/api/organizations/${owner.orgId}/settings`);
    expect(all.json().data.client_settings).toEqual({ fields: [] });
    const saved = await call(ctx.app, owner, 'PUT', url(), { fields: [field()] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.value.fields[0]).toMatchObject({
      label: 'Policy tier',
      show_in_list: true,
    });

    const created = await call(ctx.app, owner, 'POST', '/api/contacts', {
      contact: {
        name: 'Tier Client',
        metadata: { client: { type: 'individual', custom_fields: { 'cf-0a1b2c3d4e5f': 'Gold' } } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.metadata.client.custom_fields).toEqual({
      'cf-0a1b2c3d4e5f': 'Gold',
    });
  });

  it('refuses bad definitions with 400 naming the field, and stores nothing', async () => {
    const before = await stored();
    const cases = [
      { fields: [field({ options: [] })] },
      { fields: [field({ label: '   ' })] },
      { fields: [field({ kind: 'colour' })] },
      { fields: [field({ id: 'Policy_Tier' })] },
      { fields: [field(), field({ id: 'cf-ffffffffffff', label: 'policy TIER' })] },
    ];
    for (const payload of cases) {
      const response = await call(ctx.app, owner, 'PUT', url(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().details ?? {}).join(' ')).toContain('fields');
    }
    const noOptions = await call(ctx.app, owner, 'PUT', url(), {
      fields: [field({ options: [] })],
    });
    expect(JSON.stringify(noOptions.json())).toContain(FIELD_OPTIONS_REQUIRED);
    expect(await stored()).toEqual(before);
  });

  it('keeps a field that contacts hold values for: hidden, never removed', async () => {
    expectError(
      await call(ctx.app, owner, 'PUT', url(), { fields: [] }),
      409,
      'Client field "Policy tier" holds values on contacts: hide it instead of removing it',
    );
    const hidden = await call(ctx.app, owner, 'PUT', url(), { fields: [field({ hidden: true })] });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const rows = await db().select().from(contacts).where(eq(contacts.name, 'Tier Client'));
    expect(rows[0]?.metadata).toMatchObject({
      client: { customFields: { 'cf-0a1b2c3d4e5f': 'Gold' } },
    });
    expectError(await call(ctx.app, adjuster, 'PUT', url(), { fields: [] }), 403);
  });

  it('refuses a contact value that is not text, a number or a checkbox', async () => {
    const response = await call(ctx.app, owner, 'POST', '/api/contacts', {
      contact: {
        name: 'Bad Value',
        metadata: {
          client: { type: 'individual', custom_fields: { 'cf-0a1b2c3d4e5f': { x: 1 } } },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect((await db().select().from(contacts).where(eq(contacts.name, 'Bad Value'))).length).toBe(
      0,
    );
  });
});
