import { expect, test } from './fixtures';
import { ClaimApi } from './pages/claim-api.page';
import { ClaimDetailsPage } from './pages/claim-details.page';
import { ClaimFormPage } from './pages/claim-form.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('a claim with a missing required field shows the errors and saves nothing, then completes', async ({
  page,
  request,
}) => {
  const policy = `POL-FORM-${Date.now()}`;
  const api = await ClaimApi.login(request, 'manager@example.com');
  const form = new ClaimFormPage(page);
  await form.openNew();
  await form.fill({
    policyNumber: policy,
    dateOfLoss: '1',
    referralClient: 'Angela Russo',
    address: '4 Errors Lane',
    state: 'OR',
    zipCode: '97201',
  });
  await form.submit();

  await expect(form.form.getByText('One field needs attention.')).toBeVisible();
  expect(await form.errorOf('City')).toBe('City is required');
  expect(await form.errorOf('Address')).toBe('');
  await expect(page).toHaveURL(/\/claims$/);
  // Nothing was queued: after a while the server still has no such claim.
  await page.waitForTimeout(1500);
  expect(await api.claimsWithPolicy(policy)).toHaveLength(0);

  await form.fill({ city: 'Salem' });
  expect(await form.errorOf('City')).toBe('');
  await form.submit();

  const details = new ClaimDetailsPage(page);
  await expect(page).toHaveURL(/\/claims\/(?!$)/);
  await expect(page.getByText(`Policy ${policy}`)).toBeVisible();
  await expect(details.customer('Angela Russo')).toContainText('Primary');
  await expect(page).not.toHaveURL(/temp-/, { timeout: 20_000 });
  await expect
    .poll(async () => (await api.claimsWithPolicy(policy)).map((c) => c.city), { timeout: 20_000 })
    .toEqual(['Salem']);
});

test('editing a claim saves through the form and shows the change', async ({ page, request }) => {
  const policy = `POL-EDIT-${Date.now()}`;
  const api = await ClaimApi.login(request, 'manager@example.com');
  const created = await api.createClaim(policy);
  const details = new ClaimDetailsPage(page);
  await details.goto(String(created.id));
  await details.openEdit();
  const form = new ClaimFormPage(page, 'Edit claim');
  await form.field('Policy number').fill('');
  await form.submit();
  expect(await form.errorOf('Policy number')).toBe('Policy number is required');
  await form.fill({ policyNumber: `${policy}-B` });
  await form.submit();
  await expect(form.form).toBeHidden();
  await expect(page.getByText(`Policy ${policy}-B`)).toBeVisible();
  await expect
    .poll(async () => (await api.claim(String(created.id))).policy_number, { timeout: 20_000 })
    .toBe(`${policy}-B`);
});
