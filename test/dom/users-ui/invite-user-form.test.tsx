import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import { AcceptInvitationFields } from '../../../src/features/auth/accept-invitation-fields';
import { InviteUserForm } from '../../../src/features/users/invites/invite-user-form';
import { InviteRefused } from '../../../src/features/users/invites/invitations.hooks';
import { click, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';

const fieldError = (field: HTMLElement) => {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.includes('error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function chooseRole(container: HTMLElement, name: string) {
  click(byLabel(container, 'Role'));
  await elapse(300);
  const option = [...document.querySelectorAll('[role="option"]')].find(
    (o) => o.textContent === name,
  );
  click(option ?? null);
}

function setupInvite(onInvite = vi.fn(async () => undefined)) {
  const { container } = renderUi(
    <InviteUserForm roles={['Manager', 'User']} onInvite={onInvite} onCancel={() => undefined} />,
    { mantine: 'test' },
  );
  return { container, onInvite };
}

describe('the invite dialog form', () => {
  it('flags the email and the role at their fields and sends nothing', () => {
    const { container, onInvite } = setupInvite();
    typeInto(byLabel(container, 'Email'), 'not-an-email');
    click(buttonByText(container, 'Create invitation link'));
    expect(fieldError(byLabel(container, 'Email'))).toBe('Enter a valid email address');
    expect(fieldError(byLabel(container, 'Role'))).toBe('Choose a role');
    expect(onInvite).not.toHaveBeenCalled();
    typeInto(byLabel(container, 'Email'), 'ada@example.com');
    expect(fieldError(byLabel(container, 'Email'))).toBeUndefined();
  });

  it('offers only the given roles and sends the cleaned address', async () => {
    const { container, onInvite } = setupInvite();
    click(byLabel(container, 'Role'));
    await elapse(300);
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(['Manager', 'User']);
    click(document.querySelector('[role="option"]'));
    typeInto(byLabel(container, 'Email'), ' Ada@Example.com ');
    click(buttonByText(container, 'Create invitation link'));
    expect(onInvite).toHaveBeenCalledWith({ email: 'ada@example.com', role: 'Manager' });
    await elapse();
  });

  it('shows a refusal of the server at the field it names', async () => {
    const refusal = new InviteRefused('ada@example.com already belongs to a user', 'email');
    const { container } = setupInvite(vi.fn(() => Promise.reject(refusal)));
    typeInto(byLabel(container, 'Email'), 'ada@example.com');
    await chooseRole(container, 'User');
    click(buttonByText(container, 'Create invitation link'));
    await elapse();
    expect(fieldError(byLabel(container, 'Email'))).toBe(
      'ada@example.com already belongs to a user',
    );
  });
});

describe('the accept page fields', () => {
  const policy = defaultSettings('').security.passwordPolicy;
  const setup = () => {
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <AcceptInvitationFields
        email="new@example.com"
        policy={policy}
        loading={false}
        error={null}
        onSubmit={onSubmit}
      />,
      { mantine: 'test' },
    );
    return { container, onSubmit };
  };

  it('ticks each rule of the policy as the password meets it', () => {
    const { container } = setup();
    const rules = () => container.querySelector('[aria-label="Password rules"]')!.textContent;
    expect(rules()).not.toContain('(met)');
    typeInto(byLabel(container, 'Password'), 'abcdefgh');
    expect(rules()).toContain('at least 8 characters (met)');
    expect(rules()).toContain('a lowercase letter (met)');
    expect(rules()).not.toContain('a number (met)');
  });

  it('refuses a weak password and a differing confirmation at their fields', () => {
    const { container, onSubmit } = setup();
    typeInto(byLabel(container, 'First name'), 'Ann');
    typeInto(byLabel(container, 'Last name'), 'Lee');
    typeInto(byLabel(container, 'Password'), 'weakpass');
    typeInto(byLabel(container, 'Confirm password'), 'weakpas');
    click(buttonByText(container, 'Create my account'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldError(byLabel(container, 'Password'))).toMatch(/^Password must contain/);
    expect(fieldError(byLabel(container, 'Confirm password'))).toBe('The two passwords differ');
    typeInto(byLabel(container, 'Password'), 'Str0ng#pw');
    typeInto(byLabel(container, 'Confirm password'), 'Str0ng#pw');
    click(buttonByText(container, 'Create my account'));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'Str0ng#pw',
    });
  });
});
