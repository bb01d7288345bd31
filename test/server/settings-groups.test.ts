import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { organizationOf, sessionCache } from './helpers/session-cache';
import { useTestApp } from './helpers/test-app';

// Settings › Organization, Notifications, Offline and Documents: each group's bounds, as the
// forms check them, refused by the server with a 400 naming the field and nothing changed.
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(databaseTargets())('settings group bounds on $name', (target) => {
  const ctx = useTestApp(target);
  const as = sessionCache(() => ctx.app);
  const base = async (email: string) =>
    `/api/organizations/${await organizationOf(ctx.app, await as(email))}/settings`;
  const read = async () => {
    const response = await ctx.app.inject({
      url: await base('owner@example.com'),
      headers: await as('owner@example.com'),
    });
    return response.json() as {
      data: Record<string, Record<string, unknown>>;
      versions: Record<string, number>;
    };
  };
  const put = async (suffix: string, payload: unknown, email = 'admin@example.com') =>
    ctx.app.inject({
      method: 'PUT',
      url: `${await base(email)}/${suffix}`,
      headers: await as(email),
      payload: { payload },
    });

  /** Each bad patch is refused with 400 naming `field`, and the group stays as it was. */
  async function expectRefused(group: string, cases: [Record<string, unknown>, string][]) {
    const before = await read();
    for (const [patch, field] of cases) {
      const response = await put(group, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(response.json().details), JSON.stringify(patch)).toContain(field);
    }
    const after = await read();
    expect(after.data[group]).toEqual(before.data[group]);
    expect(after.versions[group]).toBe(before.versions[group]);
  }

  it('organization: name, logo and colours are checked; a small image logo is kept', async () => {
    await expectRefused('organization', [
      [{ name: '   ' }, 'name'],
      [{ primaryColor: 'blue' }, 'primaryColor'],
      [{ secondaryColor: '#12345' }, 'secondaryColor'],
      [{ logo: 'https://example.com/logo.png' }, 'logo'],
      [{ logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 'logo'],
      [{ logo: `data:image/png;base64,${'A'.repeat(200_000)}` }, 'logo'],
    ]);
    const saved = await put('organization', { logo: PNG_1PX, secondaryColor: '#0f766e' });
    expect(saved.statusCode).toBe(200);
    expect((await read()).data.organization).toMatchObject({
      logo: PNG_1PX,
      secondary_color: '#0f766e',
    });
  });

  it('notifications: toggles are booleans and the reminder interval whole hours 1–720', async () => {
    await expectRefused('notifications', [
      [{ reminderInterval: 0 }, 'reminderInterval'],
      [{ reminderInterval: 721 }, 'reminderInterval'],
      [{ reminderInterval: 1.5 }, 'reminderInterval'],
      [{ taskDueAlerts: 'yes' }, 'taskDueAlerts'],
    ]);
    const saved = await put('notifications', { reminderInterval: 48, smsNotifications: true });
    expect(saved.statusCode).toBe(200);
    expect((await read()).data.notifications).toMatchObject({
      reminder_interval: 48,
      sms_notifications: true,
      email_notifications: true,
    });
  });

  it('offline: numbers within their bounds; forceLocalClaims only changes through its own call', async () => {
    await expectRefused('offline', [
      [{ syncInterval: 0 }, 'syncInterval'],
      [{ maxStorageSize: 5 }, 'maxStorageSize'],
      [{ claimsToStore: 0 }, 'claimsToStore'],
      [{ claimsToStore: 'some' }, 'claimsToStore'],
      [{ storeDocuments: 'on' }, 'storeDocuments'],
    ]);
    const force = await put('offline/force_local_claims', { forceLocalClaims: true });
    expect(force.statusCode).toBe(200);
    const bad = await put('offline/force_local_claims', { forceLocalClaims: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toContain('forceLocalClaims');
    const group = await put('offline', { syncInterval: 30, claimsToStore: 'all' });
    expect(group.statusCode).toBe(200);
    expect((await read()).data.offline).toMatchObject({
      sync_interval: 30,
      claims_to_store: 'all',
      force_local_claims: true,
    });
  });

  it('documents: at least one bare extension, whole megabytes 1–1024', async () => {
    await expectRefused('documents', [
      [{ allowedTypes: [] }, 'allowedTypes'],
      [{ allowedTypes: ['.pdf'] }, 'allowedTypes.0'],
      [{ allowedTypes: ['pdf', 'PDF'] }, 'allowedTypes'],
      [{ maxFileSize: 0 }, 'maxFileSize'],
      [{ maxFileSize: 1025 }, 'maxFileSize'],
      [{ maxFileSize: 2.5 }, 'maxFileSize'],
      [{ defaultClientVisibility: 'no' }, 'defaultClientVisibility'],
    ]);
    const saved = await put('documents', { allowedTypes: ['pdf', 'heic'], maxFileSize: 10 });
    expect(saved.statusCode).toBe(200);
    expect((await read()).data.documents).toMatchObject({
      allowed_types: ['pdf', 'heic'],
      max_file_size: 10,
      compression_enabled: true,
    });
  });

  it.each(['organization', 'notifications', 'offline', 'documents', 'offline/force_local_claims'])(
    'refuses %s to a role without manage_settings',
    async (suffix) => {
      const response = await put(suffix, { forceLocalClaims: true }, 'adjuster@example.com');
      expect(response.statusCode).toBe(403);
    },
  );
});
