import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { AcceptInvitationPage } from './pages/accept-invitation.page';
import { AppShellPage } from './pages/app-shell.page';
import { DashboardPage } from './pages/dashboard.page';
import { InvitationsPage } from './pages/invitations.page';
import { LoginPage } from './pages/login.page';

// Issue 15: the owner invites a colleague with a one-time link (no email configured, so the app
// says to copy it); the colleague opens it in another browser, sets name and password, lands
// logged in, and can log in again. A used or withdrawn link says so on a full page.

const OWNER = 'owner@example.com';
const NEWCOMER = { firstName: 'Nadia', lastName: 'Invited', password: 'Welc0me#aboard' };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openInFreshBrowser(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test('owner invites; the link in a fresh browser sets the password and logs the newcomer in', async ({
  page,
  browser,
  loginPage,
  shell,
}) => {
  // A long flow (four browsers); a retry invites another address, the first one being a user now.
  test.setTimeout(120_000);
  const email = `nadia${test.info().retry || ''}@example.com`;
  await loginPage.goto();
  await loginPage.login(OWNER);
  await shell.expectLoggedInAs('Dana Whitfield');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Invitations' }).click();
  const invitations = new InvitationsPage(page);
  await expect(page).toHaveURL(/\/settings\/invitations$/);

  const link = await invitations.invite(email, 'User');
  expect(link).toMatch(/^http:\/\/localhost:\d+\/invite\/[\w-]{43}$/);
  await invitations.closeDialog();
  await expect(invitations.row(email)).toContainText('User');
  await expect(invitations.row(email)).toContainText('Dana Whitfield');

  const guest = await openInFreshBrowser(browser, link);
  const accept = new AcceptInvitationPage(guest.page);
  await expect(accept.heading()).toHaveText('Join Demo Adjusting Co.');
  await expect(guest.page.getByLabel('Email')).toHaveValue(email);
  await accept.accept(NEWCOMER);
  await new DashboardPage(guest.page).expectGreeting('Nadia Invited');
  const guestShell = new AppShellPage(guest.page);
  await guestShell.expectLoggedInAs('Nadia Invited');

  await guestShell.logout();
  await expect(guest.page).toHaveURL(/\/login$/);
  await guest.context.close();
  // Logging in again, on a fresh browser (a second login in the tab that logged out is a known
  // problem of its own, reported separately).
  const next = await openInFreshBrowser(browser, `${new URL(link).origin}/login`);
  await new LoginPage(next.page).login(email, NEWCOMER.password);
  await new AppShellPage(next.page).expectLoggedInAs('Nadia Invited');
  // Logged in, the link only leads to the dashboard; the public page refuses it.
  await next.page.goto(link);
  await expect(next.page).toHaveURL(/\/$/);
  await next.context.close();

  // The link worked once: opened again it says so, and it left the pending table.
  const later = await openInFreshBrowser(browser, link);
  await new AcceptInvitationPage(later.page).expectUnusable(/already been used/);
  await later.context.close();
  await page.reload();
  await expect(invitations.table().or(page.getByText('No pending invitations'))).toBeVisible();
  await expect(invitations.row(email)).toHaveCount(0);
});

test('a replaced or withdrawn link shows a full-page message with a way to log in', async ({
  page,
  browser,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.login(OWNER);
  await shell.expectLoggedInAs('Dana Whitfield');
  const invitations = new InvitationsPage(page);
  await invitations.goto();
  const first = await invitations.invite('late@example.com', 'Vendor');
  await invitations.closeDialog();

  // Copy new link: the first link stops working.
  await invitations
    .row('late@example.com')
    .getByRole('button', { name: /New link for/ })
    .click();
  const second = await invitations.copyShownLink();
  expect(second).not.toBe(first);
  await page.keyboard.press('Escape');
  const replaced = await openInFreshBrowser(browser, first);
  await new AcceptInvitationPage(replaced.page).expectUnusable(/not valid/);
  await replaced.context.close();

  // Withdraw asks once more, then the second link is refused too.
  const row = invitations.row('late@example.com');
  await row.getByRole('button', { name: 'Withdraw late@example.com' }).click();
  await row.getByRole('button', { name: 'Confirm withdrawing late@example.com' }).click();
  await expect(invitations.row('late@example.com')).toHaveCount(0);
  const withdrawn = await openInFreshBrowser(browser, second);
  const accept = new AcceptInvitationPage(withdrawn.page);
  await accept.expectUnusable(/withdrawn/);
  await withdrawn.page.getByRole('link', { name: 'Go to login' }).click();
  await expect(withdrawn.page).toHaveURL(/\/login$/);
  await withdrawn.context.close();
});

test('an Admin is offered only the roles they hold; the server refuses an existing address', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.login('admin@example.com');
  await shell.expectLoggedInAs('Marcus Chen');
  const invitations = new InvitationsPage(page);
  await invitations.goto();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = invitations.dialog();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Owner', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await dialog.getByLabel('Email').fill('adjuster@example.com');
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(dialog.getByText('adjuster@example.com already belongs to a user')).toBeVisible();
});
