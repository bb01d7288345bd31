import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { ClaimDetailsPage } from './pages/claim-details.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('two tabs: a change in one shows in the other; another user’s change shows live', async ({
  page,
  context,
  request,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const id = String((await api.createClaim(`POL-LIVE-${Date.now()}`)).id);
  const first = new ClaimDetailsPage(page);
  await first.goto(id);
  const otherPage = await context.newPage();
  const second = new ClaimDetailsPage(otherPage);
  await second.goto(id);

  await first.changeStatus('Pending Client');
  await expect(second.statusSelect()).toHaveValue('Pending Client');
  await second.addCustomerFromContacts('Sarah Johnson');
  await expect(first.customer('Sarah Johnson')).toBeVisible();

  // Another user, through the API: both tabs follow without a reload.
  await api.changeStatus(id, 'Settled');
  await expect(first.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(second.statusSelect()).toHaveValue('Settled', { timeout: 20_000 });
  await expect(first.historyEntry('Status Change').first()).toContainText(
    'Priya Natarajan updated the claim status. They changed status from Pending Client to Settled.',
  );
});
