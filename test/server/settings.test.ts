import { describe, expect, it } from 'vitest';
import { defaultSettings, SETTINGS_GROUPS } from '../../src/domain/settings.defaults';
import { snakeKeys } from '../../server/http/keys';
import { databaseTargets } from './helpers/databases';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

describe.each(databaseTargets())('settings on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const url = async (email: string, suffix = '') =>
    `/api/organizations/${await organizationOf(ctx.app, await as(email))}/settings${suffix}`;
  const read = async (email = 'owner@example.com') =>
    ctx.app.inject({ url: await url(email), headers: await as(email) });
  const save = async (group: string, payload: unknown, email = 'admin@example.com', headers = {}) =>
    ctx.app.inject({
      method: 'PUT',
      url: await url(email, `/${group}`),
      headers: { ...(await as(email)), ...headers },
      payload: { payload },
    });

  it('answers every group with the SPEC 9 defaults', async () => {
    const response = await read('adjuster@example.com');
    expect(response.statusCode).toBe(200);
    const expected = snakeKeys<Record<string, unknown>>(defaultSettings('Demo Adjusting Co.'));
    expect(response.json().data).toEqual(expected);
    expect(response.json().versions).toMatchObject({
      organization: expect.any(Number),
      claim_settings: expect.any(Number),
    });
  });

  it('saves one group, merging and cleaning the fields, and bumps its version', async () => {
    const before = (await read()).json().versions.organization as number;
    const response = await save('organization', {
      name: '  Demo   Adjusting  ',
      primary_color: '#112233',
      website: 'javascript:alert(1)',
      email: ' INFO@Demo.example ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ group_name: 'organization', version: before + 1 });
    const data = (await read()).json().data.organization;
    expect(data).toMatchObject({
      name: 'Demo Adjusting',
      primary_color: '#112233',
      website: '',
      email: 'info@demo.example',
      secondary_color: '#4f46e5',
    });
  });

  it('refuses invalid values with details, unknown groups with 404, and stale versions with 409', async () => {
    const invalid = await save('offline', { sync_interval: -3, claims_to_store: 'some' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().details)).toEqual(
      expect.arrayContaining(['syncInterval', 'claimsToStore']),
    );
    const colour = await save('organization', { primaryColor: 'red' });
    expect(colour.statusCode).toBe(400);
    const dup = await save('documents', { allowed_types: ['pdf', 'PDF'] });
    expect(dup.statusCode).toBe(400);
    expect(JSON.stringify(dup.json().details)).toContain('Document type already exists');
    const unknown = await save('wallpaper', { colour: 'blue' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown settings group');
    const stale = await save('calendar', { default_view: 'month' }, 'admin@example.com', {
      'if-match': '"0"',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ group_name: 'calendar' });
    expect((await read()).json().data.calendar.default_view).toBe('week');
  });

  it('needs manage_settings to save, and hides the IP allow-list from others', async () => {
    expect(
      (await save('notifications', { smsNotifications: true }, 'manager@example.com')).statusCode,
    ).toBe(403);
    expect((await save('security', { allowed_ips: ['10.0.0.0/8'] })).statusCode).toBe(200);
    expect((await read('adjuster@example.com')).json().data.security.allowed_i_ps).toEqual([]);
    expect((await read('admin@example.com')).json().data.security.allowed_i_ps).toEqual([
      '10.0.0.0/8',
    ]);
    expect((await read('client@example.com')).statusCode).toBe(200);
  });

  it('toggles forced local claims', async () => {
    const on = await ctx.app.inject({
      method: 'PUT',
      url: await url('owner@example.com', '/offline/force_local_claims'),
      headers: await as('owner@example.com'),
      payload: { payload: { forceLocalClaims: true } },
    });
    expect(on.statusCode).toBe(200);
    expect((await read()).json().data.offline.force_local_claims).toBe(true);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: await url('owner@example.com', '/offline/force_local_claims'),
      headers: await as('owner@example.com'),
      payload: { payload: { forceLocalClaims: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hands out changed group rows in a checkpoint pull', async () => {
    const pull = await ctx.app.inject({
      url: `${await url('owner@example.com')}?limit=100`,
      headers: await as('owner@example.com'),
    });
    expect(pull.statusCode).toBe(200);
    expect(pull.json().data).toHaveLength(SETTINGS_GROUPS.length);
    expect(pull.json().checkpoint).toMatchObject({ id: expect.any(String) });
  });

  it('keeps another organization’s settings out of reach', async () => {
    const theirs = await url('owner2@example.com', '/organization');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: theirs,
      headers: await as('owner@example.com'),
      payload: { name: 'Taken over' },
    });
    expect(response.statusCode).toBe(404);
    const check = await ctx.app.inject({
      url: await url('owner2@example.com'),
      headers: await as('owner2@example.com'),
    });
    expect(check.json().data.organization.name).toBe('Second Org');
  });
});
