import { expect, test } from './fixtures';
import { ClaimsApi } from './support/claims-api';
import { ClaimDetailsPage } from './pages/claim-details.page';

type Row = Record<string, unknown>;
type Customer = { name: string; is_primary?: boolean; isPrimary?: boolean };
const customersOf = (claim: Row) =>
  (claim.customers as Customer[]).map(
    (c) => `${c.name}${(c.is_primary ?? c.isPrimary) ? '*' : ''}`,
  );

test.beforeEach(({ adjusterApi }) => adjusterApi.resetPreferences());

// Issue 6 "all of it once while offline, then synced": every workspace action with no network,
// kept through an offline reload, then on the server exactly once when the network returns.
test('the claims workspace offline: form, customers, threads, kanban, recent, columns, then synced', async ({
  page,
  context,
  request,
  loggedIn,
  board,
  claimDetails,
  claimForm,
  claimsList,
  listSettings,
  network,
  adjusterApi,
}) => {
  test.setTimeout(240_000);
  await loggedIn;
  const stamp = Date.now();
  const policy = `POL-WS-OFF-${stamp}`;
  const newCustomer = `Zoe Offline ${stamp}`;
  const api = await ClaimsApi.login(request, 'manager@example.com');

  await claimsList.goto();
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await network.expectAppShellCached();
  await claimsList.switchTo('Kanban');
  await board.waitForBoard();
  const movedId = await board.firstCardId('New');
  const moved = await adjusterApi.claim(movedId);
  const otherTab = await context.newPage();
  await new ClaimDetailsPage(otherTab).goto(movedId);
  await network.goOffline();

  // A missing required field: errors at the field, nothing saved; then completed.
  await claimForm.openNew();
  await claimForm.fill({
    policyNumber: policy,
    dateOfLoss: '3',
    referralClient: 'Angela Russo',
    address: '1 No Signal Road',
    state: 'OR',
    zipCode: '97401',
  });
  await claimForm.submit();
  expect(await claimForm.errorOf('City')).toBe('City is required');
  await expect(page).toHaveURL(/\/claims$/);
  await claimForm.fill({ city: 'Bend' });
  await claimForm.submit();
  await expect(page).toHaveURL(/\/claims\/temp-/);
  const tempId = claimDetails.idInUrl();
  await expect(claimDetails.syncState()).toHaveAttribute(
    'aria-label',
    'Sync state: Not yet synced',
  );

  // Customers: one from contacts, one created here; set primary; removing the primary promotes.
  await claimDetails.addCustomerFromContacts('David Kim');
  await claimDetails.createCustomer(newCustomer);
  await claimDetails.makePrimary('David Kim');
  await expect(claimDetails.primaryName()).toContainText('David Kim');
  await claimDetails.removeCustomer('David Kim');
  await expect(claimDetails.primaryName()).toHaveCount(1);
  await expect(claimDetails.primaryName()).toContainText('Angela Russo');

  // A conversation, a threaded reply carrying a script (inert), a client-visible note.
  await claimDetails.createConversation();
  await claimDetails.addNote('Roof photos taken offline', 'Conversation 1');
  await expect(claimDetails.note('Roof photos taken offline')).toBeVisible();
  await claimDetails.reply(
    'Roof photos taken offline',
    'Reply <script>window.__pwned = 1</script>ok',
  );
  await expect(
    claimDetails
      .note('Roof photos taken offline')
      .locator('xpath=../..')
      .getByRole('list', { name: 'Replies' }),
  ).toContainText('Reply');
  await claimDetails.toggleClientVisible('Roof photos taken offline');
  await expect(claimDetails.note('Roof photos taken offline').first()).toHaveAttribute(
    'data-client-visible',
    'true',
  );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Kanban: a drag adds the Status Change note; the other tab follows with no network.
  await page.goto('/claims');
  await board.waitForBoard();
  await board.drag(movedId, 'Pending Client');
  await expect(board.cardIn('Pending Client', movedId)).toBeVisible();
  await expect(new ClaimDetailsPage(otherTab).statusSelect()).toHaveValue('Pending Client');

  await claimDetails.goto(movedId);
  // Newest first (earlier spec files of the lane may have moved this claim too).
  await expect(claimDetails.historyEntry('Status Change').first()).toContainText(
    `changed status from ${String(moved.status)} to Pending Client.`,
  );

  // Recent: the claim just moved comes first, labelled "number - client".
  await page.getByRole('button', { name: 'Recent' }).click();
  await expect(page.getByRole('menuitem').first()).toHaveText(
    `${String(moved.claim_number)} - ${String(moved.client_name)}`,
  );
  await page.keyboard.press('Escape');

  // Column settings: hide City, move Status up.
  await page.goto('/claims');
  await board.waitForBoard();
  await claimsList.switchTo('List');
  await claimsList.waitForRows();
  await claimsList.claimSettings().click();
  await listSettings.checkbox('City').click();
  await listSettings.moveUp('Status').click();
  await expect.poll(async () => (await listSettings.order()).indexOf('Status')).toBe(3);

  // All of it survives a reload with no network.
  await page.reload();
  await expect(listSettings.checkbox('City')).not.toBeChecked({ timeout: 20_000 });
  await page.goto(`/claims/${tempId}`);
  await expect(claimDetails.customerRows()).toHaveCount(2, { timeout: 20_000 });
  await expect(claimDetails.note('Roof photos taken offline').first()).toBeVisible();
  expect(await api.claimsWithPolicy(policy)).toHaveLength(0);

  // Back online: one claim, its customers, thread and visibility; the move; the columns.
  await network.goOnline();
  await expect(page).not.toHaveURL(/temp-/, { timeout: 60_000 });
  const serverId = claimDetails.idInUrl();
  await expect(claimDetails.syncState()).toHaveAttribute('aria-label', 'Sync state: Synced', {
    timeout: 30_000,
  });
  const created = await api.claimsWithPolicy(policy);
  expect(created.map((c) => c.id)).toEqual([serverId]);
  await expect
    .poll(async () => customersOf(await api.claim(serverId)).sort(), { timeout: 30_000 })
    .toEqual(['Angela Russo*', newCustomer]);
  const contacts = (await api.get(
    `/organizations/${String(created[0]!.organization_id)}/contacts`,
  )) as Row[];
  expect(contacts.filter((c) => c.name === newCustomer)).toHaveLength(1);

  await expect
    .poll(async () => (await api.notesOf(serverId)).filter((n) => n.conversation_id).length, {
      timeout: 30_000,
    })
    .toBe(2);
  const thread = (await api.notesOf(serverId)).filter((n) => n.conversation_id);
  const parent = thread.find((n) => String(n.text).includes('Roof photos taken offline'))!;
  const reply = thread.find((n) => String(n.text).includes('Reply'))!;
  expect(reply.parent_id).toBe(parent.id);
  expect(String(reply.text)).not.toContain('<script');
  await expect
    .poll(
      async () => (await api.notesOf(serverId)).find((n) => n.id === parent.id)?.is_client_visible,
    )
    .toBe(true);

  await expect
    .poll(async () => (await adjusterApi.claim(movedId)).status, { timeout: 30_000 })
    .toBe('Pending Client');
  expect(
    await adjusterApi.statusChangeNotes(movedId, String(moved.status), 'Pending Client'),
  ).toHaveLength(1);

  await claimsList.goto();
  await claimsList.waitForRows();
  const headers = await claimsList.headerTexts();
  expect(headers).not.toContain('City');
  expect(headers.indexOf('Status')).toBe(3);
});
