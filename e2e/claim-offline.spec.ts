import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { ClaimFormPage } from './pages/claim-form.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

// Issue 5 proof: a claim made, edited and annotated with no network survives an offline reload
// (the app opens from the service worker) and reaches the server exactly once when back online.
test('offline: create, edit, note, reload offline, then one claim on the server', async ({
  page,
  request,
  claimDetails,
  claimForm,
  network,
}) => {
  test.setTimeout(120_000);
  const policy = `POL-OFF-${Date.now()}`;
  const api = await ClaimsApi.login(request, 'manager@example.com');
  await network.expectAppShellCached();
  // Contacts and users are on this device before the network goes.
  await page.goto('/claims');
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await network.goOffline();
  await claimForm.openNew();
  await claimForm.fill({
    policyNumber: policy,
    dateOfLoss: '2',
    referralClient: 'Robert Alvarez',
    address: '9 Offline Way',
    city: 'Eugene',
    state: 'OR',
    zipCode: '97401',
  });
  await claimForm.submit();
  await expect(page).toHaveURL(/\/claims\/temp-/);
  await expect(claimDetails.syncState()).toHaveAttribute(
    'aria-label',
    'Sync state: Not yet synced',
  );
  const tempId = claimDetails.idInUrl();

  await claimDetails.openEdit();
  const edit = new ClaimFormPage(page, 'Edit claim');
  await edit.fill({ policyNumber: `${policy}-E` });
  await edit.submit();
  await expect(edit.form).toBeHidden();
  await expect(page.getByText(`Policy ${policy}-E`)).toBeVisible();

  await claimDetails.createConversation();
  await claimDetails.addNote('Written with no network', 'Conversation 1');
  await expect(claimDetails.note('Written with no network')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Policy ${policy}-E`)).toBeVisible({ timeout: 20_000 });
  await expect(claimDetails.note('Written with no network')).toBeVisible();
  expect(claimDetails.idInUrl()).toBe(tempId);
  expect(await api.claimsWithPolicy(`${policy}-E`)).toHaveLength(0);

  await network.goOnline();
  await expect(page).not.toHaveURL(/temp-/, { timeout: 60_000 });
  const serverId = claimDetails.idInUrl();
  await expect(page.getByText(`Policy ${policy}-E`)).toBeVisible();
  await expect(claimDetails.syncState()).toHaveAttribute('aria-label', 'Sync state: Synced', {
    timeout: 30_000,
  });

  const onServer = [
    ...(await api.claimsWithPolicy(policy)),
    ...(await api.claimsWithPolicy(`${policy}-E`)),
  ];
  expect(onServer.map((c) => c.id)).toEqual([serverId]);
  await expect
    .poll(async () => (await api.notesOf(serverId)).map((n) => n.text), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('Written with no network'));
  expect(
    (await api.notesOf(serverId)).filter((n) => String(n.text).includes('Written with no network')),
  ).toHaveLength(1);
});
