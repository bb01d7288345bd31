import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './pages/login.page';
import { LoginCodeStep, TwoFactorPage, totpCode } from './pages/two-factor.page';

// A retry shares the server with the try before, where the manager's two-factor is already set up.
const USERS = [
  { email: 'manager@example.com', name: 'Priya Natarajan' },
  { email: 'supervisor@example.com', name: 'Luis Ortega' },
];
const OWNER = 'owner@example.com';
const INVALID_CODE = 'That code is not valid';

// Issue 15: TOTP two-factor authentication. The tests share this file's server and run in order:
// the second one turns the organization's requirement on.
test.describe.configure({ mode: 'serial' });

async function apiToken(request: APIRequestContext, email: string) {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('set up, then log in with a code; a wrong code is refused; a recovery code works once', async ({
  page,
  loginPage,
  dashboard,
  shell,
}, testInfo) => {
  const user = USERS[Math.min(testInfo.retry, USERS.length - 1)]!;
  const twoFactor = new TwoFactorPage(page);
  const codeStep = new LoginCodeStep(page);
  // Each login on a freshly loaded login page, as on a device picked up again (session.spec
  // logs in again in the same page).
  const logOut = async () => {
    await shell.logout();
    await expect(loginPage.email()).toBeVisible();
    await loginPage.goto();
  };
  await loginPage.goto();
  await loginPage.login(user.email);
  await dashboard.expectGreeting(user.name);

  await twoFactor.goto();
  const { secret, codes } = await twoFactor.setUp();
  await expect(twoFactor.statusBadge()).toBeVisible();
  await expect(page.getByText('10 recovery codes left.', { exact: false })).toBeVisible();

  await logOut();
  await loginPage.login(user.email);
  await codeStep.enterCode('000000');
  await codeStep.expectFieldError(INVALID_CODE);
  // The set-up used this step's code: the next step's is the one an app shows next (±1 accepted).
  await codeStep.enterCode(totpCode(secret, 1));
  await dashboard.expectGreeting(user.name);

  await logOut();
  await loginPage.login(user.email);
  await codeStep.enterRecoveryCode(codes[0]!);
  await dashboard.expectGreeting(user.name);

  await logOut();
  await loginPage.login(user.email);
  await codeStep.enterRecoveryCode(codes[0]!);
  await codeStep.expectFieldError(INVALID_CODE);
  await expect(page).toHaveURL(/\/login$/);
});

test('with the organization requiring two-factor, a user without it must set it up at login', async ({
  page,
  request,
  loginPage,
  dashboard,
}) => {
  // The owner turns it on through the API, after setting up their own (the server insists).
  const token = await apiToken(request, OWNER);
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/me/two_factor/start', { headers });
  const { secret } = ((await started.json()) as { data: { secret: string } }).data;
  const confirmed = await request.post('/api/me/two_factor/confirm', {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(confirmed.ok()).toBe(true);
  const me = (await (await request.get('/api/me', { headers })).json()) as {
    data: { organization_id: string };
  };
  const saved = await request.put(
    `/api/organizations/${me.data.organization_id}/settings/security`,
    { headers, data: { payload: { twoFactorAuth: true } } },
  );
  expect(saved.ok(), await saved.text()).toBe(true);

  const twoFactor = new TwoFactorPage(page);
  await loginPage.goto();
  await loginPage.login('adjuster@example.com');
  await expect(page).toHaveURL(/\/profile\/two-factor$/);
  await expect(twoFactor.requiredNotice()).toBeVisible();
  // Nothing else opens before the set-up.
  await page.goto('/claims');
  await expect(page).toHaveURL(/\/profile\/two-factor$/);

  await twoFactor.setUp();
  await dashboard.expectGreeting('Jordan Reyes');
});
