import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { SecuritySettingsPage } from './pages/security-settings.page';
import { ClaimsApi } from './support/claims-api';
import { Network } from './support/network';

// Settings › Security (issue 15). The tests share this file's server and run in order; the idle
// timeout of one minute comes last so nothing before it locks.
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner@example.com', name: 'Dana Whitfield' };

async function loginAsOwner(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(OWNER.email);
  await new DashboardPage(page).expectGreeting(OWNER.name);
}

type Security = {
  session_timeout: number;
  password_policy: { min_length: number; expiry_days: number };
  ip_restriction: boolean;
  allowed_i_ps: string[];
};

async function serverSecurity(api: ClaimsApi): Promise<Security> {
  const all = (await api.get(`/organizations/${api.orgId}/settings`)) as { security: Security };
  return all.security;
}

test('an adjuster sees the security settings read-only, without the allowed addresses', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Sessions, passwords and access' }).click();
  const security = new SecuritySettingsPage(page);
  await expect(security.form()).toBeVisible();
  await expect(security.idleMinutes()).toBeDisabled();
  await expect(security.restrict()).toBeDisabled();
  await expect(security.form().getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByText('Only someone who manages settings can change these.')).toBeVisible();
  await expect(page.getByText('shown only to those who manage settings')).toBeVisible();
});

test('an IP rule that would lock the owner out is refused at the field; with their address it saves', async ({
  page,
  request,
}) => {
  // From a clean list (a retry finds the first attempt's addresses).
  const api = await ClaimsApi.login(request, OWNER.email);
  await api.put(`/organizations/${api.orgId}/settings/security`, {
    ip_restriction: false,
    allowed_ips: [],
  });
  await loginAsOwner(page);
  const security = new SecuritySettingsPage(page);
  await security.goto();
  await expect(security.form().getByText('You are connecting from')).toBeVisible();

  await security.addAddress('10.1');
  await expect(security.form().getByText('Enter an IPv4 or IPv6 address')).toBeVisible();
  await security.addAddress('203.0.113.0/24');
  await security.addAddress('2001:db8::/32');
  await security.restrict().check();
  await security.save();
  await expect(
    security.form().getByText(/Your current address \(.+\) is not in the allowed list/),
  ).toBeVisible();
  expect((await serverSecurity(api)).ip_restriction).toBe(false);

  await security.form().getByRole('button', { name: 'Add my address' }).click();
  await security.save();
  await expect(security.saved()).toHaveText('Saved');
  await expect
    .poll(async () => (await serverSecurity(api)).allowed_i_ps.length, { timeout: 30_000 })
    .toBe(3);
  expect((await serverSecurity(api)).ip_restriction).toBe(true);

  // The server refuses the same lock-out when it is attempted without the form.
  const lockout = await request.put(`/api/organizations/${api.orgId}/settings/security`, {
    headers: { authorization: `Bearer ${(api as unknown as { token: string }).token}` },
    data: { payload: { allowed_ips: ['203.0.113.0/24'] } },
  });
  expect(lockout.status()).toBe(400);
  expect((await lockout.json()).message).toMatch(/would lock you out/);

  await security.restrict().uncheck();
  await security.save();
  await expect
    .poll(async () => (await serverSecurity(api)).ip_restriction, { timeout: 30_000 })
    .toBe(false);
});

test('a weak or common new password is refused by the server with the policy message', async ({
  request,
}) => {
  const api = await ClaimsApi.login(request, 'adjuster@example.com');
  const token = (api as unknown as { token: string }).token;
  const change = (newPassword: string) =>
    request.post('/api/me/password', {
      headers: { authorization: `Bearer ${token}` },
      data: { payload: { current_password: 'Demo#2026pass', new_password: newPassword } },
    });
  const weak = await change('short');
  expect(weak.status()).toBe(400);
  expect((await weak.json()).details.newPassword).toMatch(/at least 8 characters/);
  const common = await change('Password1!');
  expect((await common.json()).details.newPassword).toMatch(/too common/);
});

test('security settings saved offline reach the server once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await loginAsOwner(page);
  const security = new SecuritySettingsPage(page);
  await security.goto();
  const network = new Network(page, context);
  await network.expectAppShellCached();
  await network.goOffline();

  await security.minLength().fill('7');
  await security.save();
  await expect(security.form().getByText('between 8 and 128')).toBeVisible();
  await security.minLength().fill('12');
  await security.expiryDays().fill('30');
  await security.save();
  await expect(security.saved()).toHaveText('Saved');
  const api = await ClaimsApi.login(request, OWNER.email);
  expect((await serverSecurity(api)).password_policy.min_length).toBe(8);

  await network.goOnline();
  await expect
    .poll(async () => (await serverSecurity(api)).password_policy, { timeout: 60_000 })
    .toMatchObject({ min_length: 12, expiry_days: 30 });
});

test('a session timeout of one minute locks the app after a minute idle', async ({
  page,
  lockScreen,
}) => {
  await page.clock.install();
  await loginAsOwner(page);
  const security = new SecuritySettingsPage(page);
  await security.goto();
  await security.idleMinutes().fill('1');
  await security.save();
  await expect(security.saved()).toHaveText('Saved');

  await page.clock.fastForward('00:45');
  await expect(lockScreen.heading()).toBeHidden();
  await page.clock.fastForward('00:30');
  await lockScreen.expectLocked();
});
