import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { DEMO_PASSWORD, LoginPage } from './pages/login.page';
import { ProfilePage } from './pages/profile.page';

// Issue 15, Profile: opened from the profile menu; the name is saved through the queue and shown
// in the header; the password changes with the current one proven and the policy checked; "Log
// out everywhere" ends another browser's session. Each test logs in as its own user: a rename or
// a new password would otherwise change what the next test logs in with.

async function logIn(browser: Browser, email: string, name: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(email, password);
  await new DashboardPage(page).expectGreeting(name);
  return { context, page, profile: new ProfilePage(page) };
}

test('opens from the profile menu and renames the user, shown in the header and kept', async ({
  browser,
}) => {
  const { context, page, profile } = await logIn(browser, 'manager@example.com', 'Priya Natarajan');
  await profile.openFromMenu();
  await expect(profile.field('Email')).toHaveValue('manager@example.com');
  await expect(profile.field('Email')).not.toBeEditable();
  await profile.field('First name').fill(' ');
  await profile.nameForm().getByRole('button', { name: 'Save name' }).click();
  await expect(profile.field('First name')).toHaveAccessibleDescription('First name is required');
  await profile.rename('Priyanka', 'Natarajan-Rao');
  await expect(page.getByTestId('user-full-name')).toHaveText('Priyanka Natarajan-Rao');
  // Saved through the queue: after the change has synced, a fresh login reads it from the server.
  await expect
    .poll(async () => {
      const answer = await page.request.post('/api/login', {
        data: { email: 'manager@example.com', password: DEMO_PASSWORD },
      });
      return (await answer.json()).data.user.first_name;
    })
    .toBe('Priyanka');
  await context.close();
});

test('refuses a wrong current password at the field and a weak new one', async ({ browser }) => {
  const { context, profile } = await logIn(browser, 'adjuster@example.com', 'Jordan Reyes');
  await profile.openFromMenu();
  await profile.changePassword('Fresh#2027pass', 'not-my-password');
  await expect(profile.field('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  await profile.field('New password').fill('weak');
  await expect(profile.field('New password')).toHaveAccessibleDescription(
    /^Password must contain at least 8 characters/,
  );
  await context.close();
});

test('changes the password, then logs in with the new one only', async ({ browser, request }) => {
  // A retry finds the password the failed attempt may have set: each attempt sets its own.
  const passwordOf = (attempt: number) =>
    attempt === 0 ? DEMO_PASSWORD : `Fresh#2027pass${attempt}`;
  let current = DEMO_PASSWORD;
  for (let attempt = test.info().retry; attempt >= 0; attempt--) {
    const answer = await request.post('/api/login', {
      data: { email: 'supervisor@example.com', password: passwordOf(attempt) },
    });
    if (answer.ok()) {
      current = passwordOf(attempt);
      break;
    }
  }
  const next = passwordOf(test.info().retry + 1);
  const first = await logIn(browser, 'supervisor@example.com', 'Luis Ortega', current);
  await first.profile.openFromMenu();
  await first.profile.changePassword(next, current);
  // The server hashes it and the device re-wraps its data key under it: both are slow on purpose.
  await expect(first.page.getByText('Your password was changed')).toBeVisible({ timeout: 30_000 });
  await expect(first.profile.field('Current password')).toHaveValue('');
  await first.context.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login('supervisor@example.com', current);
  await expect(loginPage.error()).toBeVisible();
  await loginPage.login('supervisor@example.com', next);
  await new DashboardPage(page).expectGreeting('Luis Ortega');
  await context.close();
});

test('"Log out everywhere" ends the session of another browser at once', async ({ browser }) => {
  const here = await logIn(browser, 'client@example.com', 'Emily Carter');
  const there = await logIn(browser, 'client@example.com', 'Emily Carter');
  await here.profile.openFromMenu();
  await expect(here.profile.sessions().getByRole('row')).toHaveCount(3);
  await expect(here.profile.sessions().getByText('This device')).toHaveCount(1);
  await here.profile.logOutEverywhere();
  await expect(here.profile.sessions().getByRole('row')).toHaveCount(2);
  // The other browser's event stream is closed: reconnecting is refused and it is logged out.
  await expect(there.page).toHaveURL(/\/login/, { timeout: 30_000 });
  // This one carries on.
  await here.page.reload();
  await expect(here.profile.heading()).toBeVisible();
  await expect(here.page.getByTestId('user-full-name')).toHaveText('Emily Carter');
  await here.context.close();
  await there.context.close();
});

test('links to two-factor set-up, and the users page invites from its header', async ({
  browser,
}) => {
  const { context, page, profile } = await logIn(browser, 'owner@example.com', 'Dana Whitfield');
  await profile.openFromMenu();
  await expect(page.getByText('Not set up')).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/profile\/two-factor$/);
  await page.goto('/settings/users');
  await page
    .getByTestId('users-header-actions')
    .getByRole('button', { name: /invite/i })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});
