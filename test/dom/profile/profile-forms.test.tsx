import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api.types';
import { NameCard } from '../../../src/features/profile/name-card';
import { PasswordCard } from '../../../src/features/profile/password-card';
import { PASSWORDS_DIFFER } from '../../../src/features/profile/profile-forms';
import { NEEDS_NETWORK } from '../../../src/features/profile/use-server-reachable';
import type { SyncStatusState } from '../../../src/replication/sync-status.types';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import { typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi, settle, type RenderedUi } from '../support/render';
import { fixedSyncStatus } from '../support/session-services';

// The profile's forms check at the field, with the server's rules, before anything is sent: the
// name (required, at most 100 characters) and the new password (the organization's policy, SPEC 9
// defaults here: 8 characters, upper, lower, number, special), and the server's refusal of the
// current password lands at that field.

type ChangePassword = (
  current: string,
  next: string,
) => Promise<ApiResult<{ endedSessions: number }>>;

function servicesWith(changePassword: ChangePassword, state: Partial<SyncStatusState> = {}) {
  const signedOut = { user: null, token: null, keyState: 'locked' };
  const session = {
    getState: () => signedOut,
    subscribe: () => () => undefined,
    changePassword: vi.fn(changePassword),
    showName: vi.fn(),
  };
  return {
    session,
    syncStatus: fixedSyncStatus(state),
  } as unknown as Services & { session: typeof session };
}

let view: RenderedUi;
afterEach(() => vi.restoreAllMocks());

function show(services: Services, card: 'name' | 'password') {
  view = renderUi(
    <ServicesProvider services={services}>
      {card === 'name' ? (
        <NameCard name={{ firstName: 'Jordan', lastName: 'Reyes' }} email="adjuster@example.com" />
      ) : (
        <PasswordCard onChanged={() => undefined} />
      )}
    </ServicesProvider>,
    { mantine: 'test' },
  );
}

const field = (label: string) => byLabel<HTMLInputElement>(view.container, label);
const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((el) => el?.id.endsWith('-error'))
    .map((el) => el!.textContent)
    .join('');
};
const submit = async (name: string) => {
  await act(async () => buttonByText(view.container, name).click());
};

describe('NameCard', () => {
  it('shows the email read-only and flags an empty or too long name at its field', async () => {
    const services = servicesWith(vi.fn());
    show(services, 'name');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Email').value).toBe('adjuster@example.com');
    expect(buttonByText(view.container, 'Save name').disabled).toBe(true);
    typeInto(field('First name'), ' ');
    typeInto(field('Last name'), 'x'.repeat(101));
    await submit('Save name');
    expect(errorOf('First name')).toBe('First name is required');
    expect(errorOf('Last name')).toBe('Last name is too long');
    expect(services.session.showName).not.toHaveBeenCalled();
    typeInto(field('First name'), 'Jordy');
    await settle(() => expect(errorOf('First name')).toBe(''));
  });
});

describe('PasswordCard', () => {
  it('checks the new password with the policy and the confirmation, sending nothing', async () => {
    const services = servicesWith(vi.fn());
    show(services, 'password');
    await submit('Change password');
    expect(errorOf('Current password')).toBe('Current password is required');
    expect(errorOf('New password')).toBe('New password is required');
    typeInto(field('Current password'), 'Demo#2026pass');
    typeInto(field('New password'), 'weakpass');
    typeInto(field('Confirm new password'), 'weakpas');
    expect(errorOf('New password')).toBe(
      'Password must contain an uppercase letter, a number, a special character',
    );
    expect(errorOf('Confirm new password')).toBe(PASSWORDS_DIFFER);
    await submit('Change password');
    expect(services.session.changePassword).not.toHaveBeenCalled();
    expect(view.container.textContent).toContain('At least 8 characters');
  });

  it('shows the server’s refusal of the current password at that field', async () => {
    const services = servicesWith(async () => ({
      status: 'error',
      code: 400,
      message: 'Current password is incorrect',
      details: { currentPassword: 'Current password is incorrect' },
    }));
    show(services, 'password');
    typeInto(field('Current password'), 'wrong-one');
    typeInto(field('New password'), 'Fresh#2027pass');
    typeInto(field('Confirm new password'), 'Fresh#2027pass');
    await submit('Change password');
    expect(services.session.changePassword).toHaveBeenCalledWith('wrong-one', 'Fresh#2027pass');
    await settle(() => expect(errorOf('Current password')).toBe('Current password is incorrect'));
    typeInto(field('Current password'), 'Demo#2026pass');
    expect(errorOf('Current password')).toBe('');
  });

  it('says it needs the server when offline and cannot be sent', () => {
    show(servicesWith(vi.fn(), { online: false, serverReachable: false }), 'password');
    expect(view.container.textContent).toContain(NEEDS_NETWORK);
    expect(buttonByText(view.container, 'Change password').disabled).toBe(true);
  });
});
