import { expect, test } from './fixtures';
import type { ClaimsApi } from './support/claims-api';

type Row = Record<string, unknown>;

// Issue 12: two contacts merged into one, online and offline. The merged one's claim follows the
// kept contact, and its old address leads there.

async function duplicates(api: ClaimsApi, label: string) {
  const stamp = `${Date.now()}`;
  const sourceName = `${label} Dup ${stamp}`;
  const keptName = `${label} Kept ${stamp}`;
  const source = await api.post('/contacts', {
    contact: { name: sourceName, roles: ['client'], phone: '5550102030' },
  });
  const kept = await api.post('/contacts', { contact: { name: keptName, roles: ['client'] } });
  const claim = await api.createClaim(`POL-MG-${stamp}`, sourceName);
  return {
    source: { id: String(source.id), name: sourceName },
    kept: { id: String(kept.id), name: keptName },
    claimId: String(claim.id),
  };
}

async function serverContact(api: ClaimsApi, id: string): Promise<Row | undefined> {
  const all = (await api.get(`/organizations/${api.orgId}/contacts`)) as Row[];
  return all.find((c) => c.id === id);
}

test.describe('as a User (adjuster)', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('merge two contacts: the claim shows the kept contact and the old address redirects', async ({
    page,
    clients,
    claimDetails,
    adjusterApi: api,
  }) => {
    const { source, kept, claimId } = await duplicates(api, 'Online');
    await clients.goto(`?q=${encodeURIComponent(source.name)}`);
    await clients.openDetails(source.name);
    await expect(clients.linkedClaims().locator(`[data-claim-id="${claimId}"]`)).toBeVisible({
      timeout: 20_000,
    });

    await clients.mergeInto(kept.name, `The claim linked to ${source.name} moves to ${kept.name}.`);
    await expect(page).toHaveURL(new RegExp(`/clients/${kept.id}$`));
    await expect(page.getByRole('heading', { name: kept.name, level: 1 })).toBeVisible();
    await expect(page.getByText(`${source.name} was merged into ${kept.name}`)).toBeVisible();
    await expect(clients.linkedClaims().locator(`[data-claim-id="${claimId}"]`)).toBeVisible();
    // The kept contact took the phone it lacked.
    await expect(page.getByText('(555) 010-2030')).toBeVisible();

    await expect
      .poll(async () => (await api.claim(claimId)).client_id, { timeout: 20_000 })
      .toBe(kept.id);
    expect(await serverContact(api, source.id)).toBeUndefined();

    await claimDetails.goto(claimId);
    await expect(claimDetails.customer(kept.name)).toBeVisible();
    await expect(claimDetails.customer(source.name)).toHaveCount(0);

    await page.goto(`/clients/${source.id}`);
    await expect(page).toHaveURL(new RegExp(`/clients/${kept.id}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: kept.name, level: 1 })).toBeVisible();
  });

  test('offline: the merge shows at once, and reaches the server when back online', async ({
    page,
    clients,
    network,
    adjusterApi: api,
  }) => {
    test.setTimeout(90_000);
    const { source, kept, claimId } = await duplicates(api, 'Offline');
    await clients.goto(`?q=${encodeURIComponent(source.name)}`);
    await clients.openDetails(source.name);
    await expect(clients.linkedClaims().locator(`[data-claim-id="${claimId}"]`)).toBeVisible({
      timeout: 20_000,
    });
    await network.expectAppShellCached();
    await network.goOffline();

    await clients.mergeInto(kept.name, `The claim linked to ${source.name} moves to ${kept.name}.`);
    await expect(page).toHaveURL(new RegExp(`/clients/${kept.id}$`));
    await expect(clients.linkedClaims().locator(`[data-claim-id="${claimId}"]`)).toBeVisible();
    expect(await serverContact(api, source.id)).toBeDefined();
    expect((await api.claim(claimId)).client_id).toBe(source.id);

    await network.goOnline();
    await expect
      .poll(async () => (await api.claim(claimId)).client_id, { timeout: 40_000 })
      .toBe(kept.id);
    expect(await serverContact(api, source.id)).toBeUndefined();
    await page.goto(`/clients/${source.id}`);
    await expect(page).toHaveURL(new RegExp(`/clients/${kept.id}$`), { timeout: 20_000 });
  });
});
