import type { Browser, Page } from '@playwright/test';
import { ADJUSTER, expect, test } from './fixtures';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { ClaimFormPage } from './pages/claim-form.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { ClaimsApi } from './support/claims-api';

const MANAGER = { email: 'manager@example.com', name: 'Priya Natarajan' };

// A second browser logs in and makes its first full sync: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ loggedIn }) => loggedIn);

/** The manager in a browser of their own (another person, another device). */
async function managerBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(MANAGER.email);
  await new DashboardPage(page).expectGreeting(MANAGER.name);
  return page;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications (${unread} unread)` });

test('a claim the manager assigns to the adjuster rings the adjuster’s bell live and opens the claim', async ({
  page,
  browser,
  request,
  adjusterApi,
}) => {
  const managerApi = await ClaimsApi.login(request, MANAGER.email);
  const claim = await managerApi.createClaim('HO-NOTIFY-0001');
  // The demo's own signals (overdue claims, tasks coming due) are read: the count starts at 0.
  await adjusterApi.put('/notifications/read_all', {});
  await expect(bell(page, 0)).toBeVisible();

  const manager = await managerBrowser(browser);
  const details = new ClaimDetailsPage(manager);
  await details.goto(String(claim.id));
  await details.openEdit();
  const form = new ClaimFormPage(manager, 'Edit claim');
  await form.pick('Assigned to', ADJUSTER.name);
  await form.submit();

  // Live: the adjuster does nothing, the change feed brings the notification.
  await expect(bell(page, 1)).toBeVisible();
  await bell(page, 1).click();
  const title = `Claim ${String(claim.claim_number)} assigned to you`;
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(item.filter({ hasText: title })).toContainText(
    `${MANAGER.name} assigned you this claim`,
  );
  // Mark read, then unread again, from the list.
  await item.filter({ hasText: title }).getByRole('button', { name: 'Mark read' }).click();
  await expect(bell(page, 0)).toBeVisible();
  await item.filter({ hasText: title }).getByRole('button', { name: 'Mark unread' }).click();
  await expect(bell(page, 1)).toBeVisible();
  // Opening it goes to the claim and reads it.
  await page.getByRole('button', { name: `Unread: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/claims/${String(claim.id)}$`));
  await expect(bell(page, 0)).toBeVisible();
  await expect(async () => {
    const mine = (await adjusterApi.get(
      `/organizations/${adjusterApi.orgId}/notifications`,
    )) as Record<string, unknown>[];
    expect(mine.filter((n) => n.read === false)).toEqual([]);
  }).toPass();
  await manager.context().close();
});

test('a mention in a note notifies the person mentioned', async ({
  page,
  browser,
  request,
  adjusterApi,
}) => {
  const managerApi = await ClaimsApi.login(request, MANAGER.email);
  const claim = await managerApi.createClaim('HO-NOTIFY-0002');
  await adjusterApi.put('/notifications/read_all', {});
  await expect(bell(page, 0)).toBeVisible();

  const manager = await managerBrowser(browser);
  const details = new ClaimDetailsPage(manager);
  await details.goto(String(claim.id));
  await details.createConversation();
  const editor = manager.getByRole('textbox', { name: 'New note in Conversation 1' });
  await editor.click();
  await editor.pressSequentially('Please inspect the roof @jor');
  const picker = manager.getByRole('listbox', { name: 'People to mention' });
  await expect(picker.getByRole('option')).toHaveText([ADJUSTER.name]);
  await manager.keyboard.press('Enter');
  await editor.pressSequentially('today');
  await manager.getByRole('button', { name: 'Add note', exact: true }).click();
  await expect(details.note('Please inspect the roof').locator('[data-type="mention"]')).toHaveText(
    `@${ADJUSTER.name}`,
  );

  await expect(bell(page, 1)).toBeVisible();
  await bell(page, 1).click();
  const title = `${MANAGER.name} mentioned you on claim ${String(claim.claim_number)}`;
  await expect(page.getByRole('button', { name: `Unread: ${title}` })).toContainText(
    `Please inspect the roof @${ADJUSTER.name} today`,
  );
  await page.getByRole('button', { name: `Unread: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/claims/${String(claim.id)}$`));
  await expect(bell(page, 0)).toBeVisible();
  await manager.context().close();
});

test('a task assigned to the adjuster opens in the task editor from the bell', async ({
  page,
  request,
  adjusterApi,
}) => {
  const managerApi = await ClaimsApi.login(request, MANAGER.email);
  await adjusterApi.put('/notifications/read_all', {});
  await expect(bell(page, 0)).toBeVisible();
  await managerApi.post('/tasks', {
    task: { title: 'Photograph the gutters', assigned_to: adjusterApi.userId },
  });

  await expect(bell(page, 1)).toBeVisible();
  await bell(page, 1).click();
  await page
    .getByRole('button', { name: 'Unread: Task assigned to you: Photograph the gutters' })
    .click();
  await expect(page).toHaveURL(/\/tasks$/);
  const editor = page.getByRole('dialog', { name: 'Edit task' });
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Photograph the gutters',
  );
  await expect(bell(page, 0)).toBeVisible();
});
