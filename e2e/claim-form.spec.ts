import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { ClaimFormPage } from './pages/claim-form.page';

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('a claim with a missing required field shows the errors and saves nothing, then completes', async ({
  page,
  request,
  claimDetails,
  claimForm,
}) => {
  const policy = `POL-FORM-${Date.now()}`;
  const api = await ClaimsApi.login(request, 'manager@example.com');
  await claimForm.openNew();
  await claimForm.fill({
    policyNumber: policy,
    dateOfLoss: '1',
    referralClient: 'Angela Russo',
    address: '4 Errors Lane',
    state: 'OR',
    zipCode: '97201',
  });
  await claimForm.submit();

  await expect(claimForm.form.getByText('One field needs attention.')).toBeVisible();
  expect(await claimForm.errorOf('City')).toBe('City is required');
  expect(await claimForm.errorOf('Address')).toBe('');
  await expect(page).toHaveURL(/\/claims$/);
  // Nothing was queued: after a while the server still has no such claim.
  await page.waitForTimeout(1500);
  expect(await api.claimsWithPolicy(policy)).toHaveLength(0);

  await claimForm.fill({ city: 'Salem' });
  expect(await claimForm.errorOf('City')).toBe('');
  await claimForm.submit();
  await expect(page).toHaveURL(/\/claims\/(?!$)/);
  await expect(page.getByText(`Policy ${policy}`)).toBeVisible();
  await expect(claimDetails.customer('Angela Russo')).toContainText('Primary');
  await expect(page).not.toHaveURL(/temp-/, { timeout: 20_000 });
  await expect
    .poll(async () => (await api.claimsWithPolicy(policy)).map((c) => c.city), { timeout: 20_000 })
    .toEqual(['Salem']);
});

test('editing a claim saves through the form and shows the change', async ({
  page,
  request,
  claimDetails,
}) => {
  const policy = `POL-EDIT-${Date.now()}`;
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const created = await api.createClaim(policy);
  await claimDetails.goto(String(created.id));
  await claimDetails.openEdit();
  const editForm = new ClaimFormPage(page, 'Edit claim');
  await editForm.field('Policy number').fill('');
  await editForm.submit();
  expect(await editForm.errorOf('Policy number')).toBe('Policy number is required');
  await editForm.fill({ policyNumber: `${policy}-B` });
  await editForm.submit();
  await expect(editForm.form).toBeHidden();
  await expect(page.getByText(`Policy ${policy}-B`)).toBeVisible();
  await expect
    .poll(async () => (await api.claim(String(created.id))).policy_number, { timeout: 20_000 })
    .toBe(`${policy}-B`);
});
