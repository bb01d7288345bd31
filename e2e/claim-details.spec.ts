import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';

type Customer = { name: string; is_primary?: boolean; isPrimary?: boolean };
const primaryOf = (claim: Record<string, unknown>) =>
  (claim.customers as Customer[]).find((c) => c.is_primary ?? c.isPrimary)?.name;

test.beforeEach(async ({ loggedIn }) => loggedIn);

test('customers: add two, set primary, remove the primary (promotion), never the last', async ({
  request,
  claimDetails,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const claim = await api.createClaim(`POL-CUST-${Date.now()}`, 'Linda Nguyen');
  const id = String(claim.id);
  await claimDetails.goto(id);

  await claimDetails.addCustomerFromContacts('David Kim');
  await claimDetails.createCustomer('Zoe Newcustomer');
  await expect(claimDetails.customerRows()).toHaveCount(3);
  await expect(claimDetails.primaryName()).toContainText('Linda Nguyen');

  await claimDetails.makePrimary('David Kim');
  await expect(claimDetails.primaryName()).toHaveCount(1);
  await expect(claimDetails.primaryName()).toContainText('David Kim');

  await claimDetails.removeCustomer('David Kim');
  // The first remaining customer is promoted.
  await expect(claimDetails.primaryName()).toContainText('Linda Nguyen');

  await claimDetails
    .customer('Zoe Newcustomer')
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(claimDetails.customerRows()).toHaveCount(1);
  await expect(
    claimDetails.customer('Linda Nguyen').getByRole('button', { name: /Remove/ }),
  ).toBeDisabled();

  await expect
    .poll(
      async () => {
        const server = await api.claim(id);
        return [(server.customers as Customer[]).length, primaryOf(server)];
      },
      { timeout: 20_000 },
    )
    .toEqual([1, 'Linda Nguyen']);
});

test('conversations: threaded reply, script-laden rich text stays inert, client-visible toggle', async ({
  page,
  request,
  claimDetails,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const id = String((await api.createClaim(`POL-CONV-${Date.now()}`)).id);
  await claimDetails.goto(id);

  await claimDetails.createConversation();
  await expect(claimDetails.conversations.getByText('Conversation 1').first()).toBeVisible();
  await claimDetails.addNote('First note about the roof', 'Conversation 1');
  await expect(claimDetails.note('First note about the roof')).toBeVisible();

  const hostile = '<script>window.__pwned = 1; alert(1)</script><img src=x onerror="alert(2)">';
  await claimDetails.reply('First note about the roof', `Reply ${hostile}`);
  const reply = claimDetails.note(/^.*Reply/).last();
  await expect(reply).toBeVisible();
  // The reply sits under its parent (replies list).
  await expect(
    claimDetails
      .note('First note about the roof')
      .locator('xpath=../..')
      .getByRole('list', { name: 'Replies' }),
  ).toContainText('Reply');

  // A note from another user whose stored text carries raw HTML (server path, then pulled here).
  const conversationId = String(
    ((await api.get(`/claims/${id}/conversations`)) as { id: string }[])[0]?.id ?? '',
  );
  await expect.poll(() => conversationId).not.toBe('');
  await api.post('/notes', {
    claimId: id,
    conversationId,
    text: `<b>Bold from API</b>${hostile}<a href="javascript:alert(3)">link</a>`,
  });
  await expect(claimDetails.note('Bold from API')).toBeVisible({ timeout: 20_000 });

  const inert = await claimDetails.conversations.evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    handlers: root.querySelectorAll('[onerror], [onload], a[href^="javascript"]').length,
    bold: root.querySelectorAll('[data-note-id] b, [data-note-id] strong').length,
  }));
  expect(inert.scripts).toBe(0);
  expect(inert.handlers).toBe(0);
  expect(inert.bold).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const first = claimDetails.note('First note about the roof').first();
  await expect(first).toHaveAttribute('data-client-visible', 'false');
  await claimDetails.toggleClientVisible('First note about the roof');
  await expect(first).toHaveAttribute('data-client-visible', 'true');
  await expect(first.getByText('Client-visible').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.notesOf(id)).find((n) => String(n.text).includes('First note about the roof'))
          ?.is_client_visible,
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a status change adds the Status Change note with the exact text', async ({
  request,
  claimDetails,
}) => {
  const api = await ClaimsApi.login(request, 'manager@example.com');
  const id = String((await api.createClaim(`POL-STATUS-${Date.now()}`)).id);
  await claimDetails.goto(id);
  await expect(claimDetails.historyEntry('Claim Creation')).toBeVisible();
  await claimDetails.changeStatus('Appraisal');
  await expect(claimDetails.historyEntry('Status Change')).toContainText(
    'Jordan Reyes updated the claim status. They changed status from New to Appraisal.',
    { timeout: 20_000 },
  );
  await expect(claimDetails.history.getByText('Client-visible')).toHaveCount(0);
  // The note shows from the local write; the server has it once the queue has sent it.
  await expect
    .poll(async () => (await api.claim(id)).status, { timeout: 20_000 })
    .toBe('Appraisal');
});

test('an unknown claim id shows a not-found state with a way back', async ({ page }) => {
  await page.goto('/claims/no-such-claim');
  await expect(page.getByRole('heading', { name: 'Claim not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to claims' }).click();
  await expect(page).toHaveURL(/\/claims$/);
});
