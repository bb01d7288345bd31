import { expect, test } from './fixtures';
import { OrgSettingsPage, READ_ONLY_REASON } from './pages/org-settings.page';
import { ClaimsApi } from './support/claims-api';

// Settings › Organization, Notifications, Offline and Documents (issue 15). This file has its own
// server, so the changes it makes stay here.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Groups = Record<string, Record<string, unknown>>;
const serverSettings = async (api: ClaimsApi) =>
  (await api.get(`/organizations/${api.orgId}/settings`)) as Groups;

test.describe('as an Admin', () => {
  test.beforeEach(async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.login('admin@example.com');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the primary colour changes the theme live in another tab', async ({ page, context }) => {
    const settings = new OrgSettingsPage(page);
    const other = await context.newPage();
    const otherView = new OrgSettingsPage(other);
    await other.goto('/');
    await expect(other.getByRole('banner')).toBeVisible();
    expect(await otherView.themeVariable('--mantine-color-brand-6')).toBe('#2563eb');

    await settings.goto('/settings/organization');
    await settings.field('Primary colour').fill('#0f766e');
    await settings.field('Secondary colour').fill('#b45309');
    await settings.saveAndWait();
    await expect.poll(() => settings.themeVariable('--mantine-color-brand-6')).toBe('#0f766e');
    await expect
      .poll(() => otherView.themeVariable('--mantine-color-brand-6'), { timeout: 15_000 })
      .toBe('#0f766e');
    expect(await otherView.themeVariable('--mantine-color-secondary-6')).toBe('#b45309');
    await other.close();
  });

  test('an uploaded logo shows in the header, and a bad email is named at its field', async ({
    page,
    request,
  }) => {
    const settings = new OrgSettingsPage(page);
    await settings.goto('/settings/organization');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expect(page.getByRole('img', { name: 'Organization logo' })).toBeVisible();
    await settings.field('Email').fill('not an email');
    await settings.save().click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await settings.field('Email').fill('desk@demo.example');
    await settings.saveAndWait();
    await expect(settings.headerLogo()).toBeVisible();
    await expect(settings.headerLogo()).toHaveAttribute('src', /^data:image\/png;base64,/);

    const api = await ClaimsApi.login(request, 'admin@example.com');
    await expect
      .poll(async () => (await serverSettings(api)).organization?.email, { timeout: 20_000 })
      .toBe('desk@demo.example');
    expect(String((await serverSettings(api)).organization?.logo)).toMatch(/^data:image\/png/);
    await page.reload();
    await expect(settings.headerLogo()).toBeVisible({ timeout: 20_000 });
  });

  test('notification settings saved offline reach the server once back online', async ({
    page,
    request,
    network,
  }) => {
    const settings = new OrgSettingsPage(page);
    const api = await ClaimsApi.login(request, 'admin@example.com');
    await settings.goto('/settings/notifications');
    await network.goOffline();
    await settings.switchOf('SMS').click();
    await settings.field('Reminder interval').fill('12');
    await settings.saveAndWait();
    expect((await serverSettings(api)).notifications).toMatchObject({
      sms_notifications: false,
      reminder_interval: 24,
    });
    await network.goOnline();
    await expect
      .poll(async () => (await serverSettings(api)).notifications, { timeout: 30_000 })
      .toMatchObject({ sms_notifications: true, reminder_interval: 12 });
    await page.reload();
    await expect(settings.field('Reminder interval')).toHaveValue('12 h');
  });

  test('documents and offline settings are saved, forced local claims through its own call', async ({
    page,
    request,
  }) => {
    const settings = new OrgSettingsPage(page);
    const api = await ClaimsApi.login(request, 'admin@example.com');
    await settings.goto('/settings/documents');
    await settings.field('Maximum file size').fill('');
    await settings.save().click();
    await expect(page.getByText('Enter whole megabytes between 1 and 1024')).toBeVisible();
    await settings.field('Maximum file size').fill('10');
    await settings.saveAndWait();

    await settings.goto('/settings/offline');
    await settings.switchOf('Force local claims').click();
    await settings.field('Sync interval').fill('30');
    await settings.saveAndWait();
    await expect
      .poll(
        async () => {
          const groups = await serverSettings(api);
          return [groups.documents?.max_file_size, groups.offline?.sync_interval];
        },
        { timeout: 20_000 },
      )
      .toEqual([10, 30]);
    expect((await serverSettings(api)).offline?.force_local_claims).toBe(true);
  });
});

test('an adjuster sees the settings pages read only, with the reason', async ({
  page,
  loggedIn,
}) => {
  await loggedIn;
  const settings = new OrgSettingsPage(page);
  for (const path of [
    '/settings/organization',
    '/settings/notifications',
    '/settings/documents',
    '/settings/offline',
  ]) {
    await settings.goto(path);
    await expect(page.getByText(READ_ONLY_REASON), path).toBeVisible();
    await expect(settings.save(), path).toHaveCount(0);
  }
  await expect(page.getByRole('switch', { name: 'Force local claims' })).toBeDisabled();
});
