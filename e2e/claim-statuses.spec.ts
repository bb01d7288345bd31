import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ClaimApi } from './pages/claim-api.page';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { ClaimStatusesPage } from './pages/claim-statuses.page';

type Status = { name: string; timeout_days?: number | null; timeoutDays?: number | null };

test('statuses: add (duplicate refused, 7 days), edit timeout, reorder, remove moving its claims', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login('admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  const api = await ClaimApi.login(request, 'owner@example.com');
  const serverStatuses = async () => {
    const all = (await api.get(`/organizations/${api.orgId}/settings`)) as Record<string, unknown>;
    const group = (all.claimSettings ?? all.claim_settings) as { statuses: Status[] };
    return group.statuses;
  };
  const settings = new ClaimStatusesPage(page);
  await settings.goto();

  await settings.add('Inspection');
  await expect(settings.timeout('Inspection')).toHaveValue('7 days');
  await settings.add('inspection');
  await expect(settings.error()).toBeVisible();
  await settings.timeout('Inspection').fill('10');
  await settings.timeout('Inspection').blur();
  await settings.moveUp('Inspection');
  // The move is saved, then the list re-renders from the local record: wait for it.
  await expect
    .poll(async () => (await settings.names()).slice(-2))
    .toEqual(['Inspection', 'Closed']);
  const local = await settings.names();
  await expect
    .poll(async () => (await serverStatuses()).map((s) => s.name), { timeout: 20_000 })
    .toEqual(local);
  const saved = (await serverStatuses()).find((s) => s.name === 'Inspection');
  expect(saved?.timeout_days ?? saved?.timeoutDays).toBe(10);

  // The new status is offered on a claim at once; a claim is put in it.
  const id = String((await api.createClaim(`POL-STAT-${Date.now()}`)).id);
  const details = new ClaimDetailsPage(page);
  await details.goto(id);
  await details.changeStatus('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('Inspection');

  // Removing it asks where its claims go; they move as status changes, none is lost.
  await settings.goto();
  await settings.remove('Inspection', 'In Progress');
  expect(await settings.names()).not.toContain('Inspection');
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('In Progress');
  expect((await serverStatuses()).map((s) => s.name)).not.toContain('Inspection');
  await details.goto(id);
  await expect(details.statusSelect()).toHaveValue('In Progress');
  await expect(details.historyEntry('Status Change').first()).toContainText(
    'Marcus Chen updated the claim status. They changed status from Inspection to In Progress.',
  );
});

test('a user without manage_settings sees the statuses but cannot change them', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  const settings = new ClaimStatusesPage(page);
  await settings.goto();
  await expect(page.getByText('Only administrators can change the claim statuses.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pending Insurance' })).toContainText(
    '14 days',
  );
  await expect(page.getByRole('button', { name: 'Add status' })).toHaveCount(0);
});
