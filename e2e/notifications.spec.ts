import { expect, test } from './fixtures';

type Row = Record<string, unknown>;

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('the bell counts my unread notifications, lists them, and marks them read in every tab and on the server', async ({
  page,
  adjusterApi,
}) => {
  const mine = async () =>
    (await adjusterApi.get(`/organizations/${adjusterApi.orgId}/notifications`)) as Row[];
  // The server raises "claim overdue" notices for the demo's late claims once it listens.
  let unread: Row[] = [];
  await expect(async () => {
    unread = (await mine()).filter((n) => n.read === false);
    expect(unread.length).toBeGreaterThan(1);
  }).toPass();
  const bell = (count: number) =>
    page.getByRole('button', { name: `Notifications (${count} unread)` });
  await expect(bell(unread.length)).toBeVisible();
  await expect(
    page.getByText(unread.length > 3 ? '3+' : String(unread.length), { exact: true }),
  ).toBeVisible();

  const second = await page.context().newPage();
  await second.goto('/claims');
  await expect(
    second.getByRole('button', { name: `Notifications (${unread.length} unread)` }),
  ).toBeVisible();

  await bell(unread.length).click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount((await mine()).length);
  // A claim's notice (a task's opens the task: notifications-live.spec.ts).
  const first = unread.find((n) => n.claim_id && !n.task_id)!;
  await list
    .getByRole('listitem')
    .filter({ hasText: String(first.title) })
    .getByRole('button', { name: 'Mark read' })
    .click();
  await expect(bell(unread.length - 1)).toBeVisible();
  await expect(
    second.getByRole('button', { name: `Notifications (${unread.length - 1} unread)` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(0)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
  await expect(async () => {
    expect((await mine()).filter((n) => n.read === false)).toEqual([]);
  }).toPass();

  // Opening one goes to its claim; marking it unread again counts it again.
  await page
    .getByRole('listitem')
    .filter({ hasText: String(first.title) })
    .getByRole('button', { name: 'Mark unread' })
    .click();
  await expect(bell(1)).toBeVisible();
  await page.getByRole('button', { name: `Unread: ${String(first.title)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/claims/${String(first.claim_id)}$`));
  await expect(bell(0)).toBeVisible();
  await second.close();
});

test('notices changed on another device change the badge here through the change feed', async ({
  page,
  adjusterApi,
}) => {
  const [one] = (await adjusterApi.get(
    `/organizations/${adjusterApi.orgId}/notifications`,
  )) as Row[];
  await adjusterApi.put(`/notifications/${String(one!.id)}`, { read: false });
  await adjusterApi.put('/notifications/read_all', {});
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
  await adjusterApi.put(`/notifications/${String(one!.id)}`, { read: false });
  const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await adjusterApi.put('/notifications/read_all', {});
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications (0 unread)' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
});
