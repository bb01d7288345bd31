import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult, RequestOptions } from '../../../src/api/api.types';
import type { RoleChoice, UserAccount } from '../../../src/api/users.api';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import { LAST_OWNER_DEACTIVATE_MESSAGE } from '../../../src/domain/user-account';
import { NEEDS_CONNECTION_MESSAGE, UsersRoute } from '../../../src/features/users/users.route';
import type { SyncStatusState } from '../../../src/replication/sync-status.types';
import type { SessionState } from '../../../src/session/session.store';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import { click, typeInto } from '../support/interact';
import { byLabel, buttonByText } from '../support/queries';
import { elapse, renderUi } from '../support/render';

// The users screen against a stub API: the list, its search, what is locked and why, and a
// refusal shown where the change was made. Nothing is asked of the server offline.

const ORG = 'org-1';
const roles: RoleChoice[] = Object.entries(DEFAULT_ROLES).map(([name, permissions]) => ({
  id: `role-${name}`,
  name,
  permissions: [...permissions],
  description: '',
}));
const account = (id: string, first: string, role: string, extra: Partial<UserAccount> = {}) => ({
  id,
  firstName: first,
  lastName: 'Doe',
  email: `${first.toLowerCase()}@example.com`,
  role,
  permissions: [...(DEFAULT_ROLES[role] ?? [])],
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...extra,
});
const accounts: UserAccount[] = [
  account('u-owner', 'Olive', 'Owner', { lastLogin: '2026-11-01T09:30:00.000Z' }),
  account('u-admin', 'Ada', 'Admin'),
  account('u-adj', 'Jordan', 'User'),
  account('u-old', 'Sam', 'Vendor', { isActive: false }),
];

const ok = <T,>(data: T): ApiResult<T> => ({ status: 'ok', code: 200, data });

function stubApi(put: (path: string, body: unknown, opts?: RequestOptions) => ApiResult<unknown>) {
  const calls: { method: string; path: string; body?: unknown; opts?: RequestOptions }[] = [];
  const api = {
    get: vi.fn(async (path: string) => {
      calls.push({ method: 'GET', path });
      return path.endsWith('/user_accounts') ? ok(accounts) : ok(roles);
    }),
    put: vi.fn(async (path: string, body: unknown, opts?: RequestOptions) => {
      calls.push({ method: 'PUT', path, body, opts });
      return put(path, body, opts);
    }),
  };
  return { api: api as unknown as ApiClient, calls };
}

function services(api: ApiClient, connected = true, meId = 'u-admin'): Services {
  const status = {
    connectivity: connected ? 'connected' : 'offline',
    serverReachable: connected,
    online: connected,
    syncing: false,
    statusText: '',
    lastSyncedAt: null,
    lastError: null,
  } as SyncStatusState;
  const me = accounts.find((a) => a.id === meId)!;
  const session: SessionState = {
    user: { ...me, organization_id: ORG, twoFactorEnrolmentRequired: false },
    token: 't',
    keyState: 'unlocked',
  };
  return {
    api,
    syncStatus: { getState: () => status, subscribe: () => () => undefined },
    session: { getState: () => session, subscribe: () => () => undefined },
  } as unknown as Services;
}

async function show(svc: Services) {
  const view = renderUi(
    <ServicesProvider services={svc}>
      <UsersRoute />
    </ServicesProvider>,
    { mantine: 'test' },
  );
  await elapse(0);
  return view;
}

const rows = (root: ParentNode) => [...root.querySelectorAll('[data-testid="user-row"]')];

afterEach(() => vi.restoreAllMocks());

describe('Users screen', { timeout: 20_000 }, () => {
  it('lists name, email, role, status and last login, and filters by search and activity', async () => {
    const { api, calls } = stubApi(() => ok(null));
    const { container } = await show(services(api));
    expect(calls.map((c) => c.path)).toEqual([
      `/organizations/${ORG}/user_accounts`,
      `/organizations/${ORG}/roles`,
    ]);
    expect(rows(container)).toHaveLength(4);
    const olive = rows(container)[0]!.textContent!;
    expect(olive).toContain('Olive Doe');
    expect(olive).toContain('olive@example.com');
    expect(olive).toContain('Active');
    expect(olive).toContain('2026');
    expect(rows(container)[1]!.textContent).toContain('You');
    expect(rows(container)[2]!.textContent).toContain('Never');
    expect(rows(container)[3]!.textContent).toContain('Inactive');

    typeInto(byLabel<HTMLInputElement>(container, 'Search users'), 'JORDAN');
    expect(rows(container)).toHaveLength(1);
    expect(container.textContent).toContain('1 of 4 users');
    typeInto(byLabel<HTMLInputElement>(container, 'Search users'), 'nobody');
    expect(container.textContent).toContain('No user matches');
    click(buttonByText(container, 'Clear filters'));
    expect(rows(container)).toHaveLength(4);
    click([...container.querySelectorAll('label')].find((l) => l.textContent === 'Inactive')!);
    expect(rows(container).map((r) => r.textContent)).toEqual([expect.stringContaining('Sam Doe')]);
  });

  it('locks the Owner and the manager’s own row for an Admin, with the reason', async () => {
    const { api } = stubApi(() => ok(null));
    const { container } = await show(services(api));
    expect(byLabel<HTMLInputElement>(container, 'Role of Olive Doe').disabled).toBe(true);
    expect(byLabel<HTMLButtonElement>(container, 'Deactivate Olive Doe').disabled).toBe(true);
    expect(byLabel<HTMLInputElement>(container, 'Role of Ada Doe').disabled).toBe(true);
    expect(byLabel<HTMLInputElement>(container, 'Role of Jordan Doe').disabled).toBe(false);
  });

  it('deactivates after confirming, and shows the server’s refusal under the button', async () => {
    const { api, calls } = stubApi(() => ({
      status: 'error',
      code: 409,
      message: LAST_OWNER_DEACTIVATE_MESSAGE,
    }));
    const { container } = await show(services(api, true, 'u-owner'));
    click(byLabel(container, 'Deactivate Jordan Doe'));
    await elapse(0);
    expect(document.body.textContent).toContain('signed out on every device at once');
    const confirm = [...document.querySelectorAll('.mantine-Modal-root button')].find(
      (b) => b.textContent === 'Deactivate',
    );
    click(confirm!);
    await elapse(0);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put).toMatchObject({
      path: '/users/u-adj',
      body: { isActive: false },
      opts: { headers: { 'If-Match': '"3"' } },
    });
    const row = rows(container).find((r) => r.textContent?.includes('Jordan'))!;
    expect(row.querySelector('[role="alert"]')?.textContent).toBe(LAST_OWNER_DEACTIVATE_MESSAGE);
  });

  it('changes a role and shows the answer; roles above the manager’s own are greyed out', async () => {
    const { api, calls } = stubApi((path, body) =>
      ok({ ...accounts[2]!, ...(body as object), version: 4 }),
    );
    const { container } = await show(services(api));
    const select = byLabel<HTMLInputElement>(container, 'Role of Jordan Doe');
    await act(async () => select.click());
    await elapse(0);
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    const option = (name: string) =>
      [...listbox.querySelectorAll('[role="option"]')].find((o) => o.textContent === name)!;
    expect(option('Owner').hasAttribute('data-combobox-disabled')).toBe(true);
    expect(option('Manager').hasAttribute('data-combobox-disabled')).toBe(false);
    click(option('Manager'));
    await elapse(0);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/users/u-adj',
      body: { role: 'Manager' },
    });
    expect(byLabel<HTMLInputElement>(container, 'Role of Jordan Doe').value).toBe('Manager');
  });

  it('says plainly that it needs a connection and asks nothing offline', async () => {
    const { api, calls } = stubApi(() => ok(null));
    const { container } = await show(services(api, false));
    expect(container.textContent).toContain(NEEDS_CONNECTION_MESSAGE);
    expect(calls).toEqual([]);
  });
});
