import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginCodeForm } from '../../../src/features/auth/login-code-form';
import type { LoginCodeFormProps } from '../../../src/features/auth/login-code-form';
import { ReauthenticateForm } from '../../../src/features/profile/two-factor/reauthenticate-form';
import {
  groupedSecret,
  TwoFactorSetup,
} from '../../../src/features/profile/two-factor/two-factor-setup';
import type { Outcome } from '../../../src/features/profile/two-factor/use-two-factor';
import { click, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi } from '../support/render';

const INVALID = 'That code is not valid';

function renderCodeForm(patch: Partial<LoginCodeFormProps> = {}) {
  const props = {
    onSubmit: vi.fn(),
    onBack: vi.fn(),
    loading: false,
    codeError: null,
    error: null,
  };
  const view = renderUi(<LoginCodeForm {...props} {...patch} />, { mantine: 'test' });
  return { ...view, ...props };
}

describe('the login code step', () => {
  it('submits six digits on their own, keeping digits only', () => {
    const { container, onSubmit } = renderCodeForm();
    typeInto(byLabel<HTMLInputElement>(container, 'Authentication code'), '12 34-5');
    expect(onSubmit).not.toHaveBeenCalled();
    typeInto(byLabel<HTMLInputElement>(container, 'Authentication code'), '123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('says what is missing, and shows a refused code at the field', () => {
    const { container, onSubmit, rerender } = renderCodeForm();
    click(buttonByText(container, 'Verify'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Enter the 6 digits');

    rerender(
      <LoginCodeForm
        onSubmit={onSubmit}
        onBack={vi.fn()}
        loading={false}
        codeError={INVALID}
        error={null}
      />,
    );
    const field = byLabel<HTMLInputElement>(container, 'Authentication code');
    typeInto(field, '1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain(INVALID);
    // The refusal was of the app's code, not of a recovery code.
    click(buttonByText(container, 'Use a recovery code'));
    expect(container.textContent).not.toContain(INVALID);
  });

  it('takes a recovery code instead, as typed', () => {
    const { container, onSubmit } = renderCodeForm();
    click(buttonByText(container, 'Use a recovery code'));
    expect(container.textContent).toContain('recovery codes you saved');
    typeInto(byLabel<HTMLInputElement>(container, 'Recovery code'), ' abcd-efgh-jkmn-pqrs ');
    click(buttonByText(container, 'Verify'));
    expect(onSubmit).toHaveBeenCalledWith('abcd-efgh-jkmn-pqrs');
  });
});

describe('the set-up form', () => {
  const enrolment = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/Claims%20desk:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  };

  it('shows the key in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK')).toBe('JBSW Y3DP EHPK');
    const { container } = renderUi(
      <TwoFactorSetup enrolment={enrolment} busy={false} onConfirm={vi.fn()} onCancel={vi.fn()} />,
      { mantine: 'test' },
    );
    expect(container.textContent).toContain('JBSW Y3DP EHPK 3PXP');
  });

  it('puts a refused code at the field and other refusals above the form', async () => {
    const refusals: Outcome[] = [
      { ok: false, refusal: { message: INVALID, fields: { code: INVALID } } },
      { ok: false, refusal: { message: 'Start the set-up first', fields: {} } },
    ];
    const onConfirm = vi.fn(async () => refusals.shift()!);
    const { container } = renderUi(
      <TwoFactorSetup
        enrolment={enrolment}
        busy={false}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
      { mantine: 'test' },
    );
    const field = () =>
      byLabel<HTMLInputElement>(container, '2. Enter the 6-digit code from your authenticator app');
    click(buttonByText(container, 'Verify and turn on'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Enter the 6 digits your app shows');

    typeInto(field(), '123456');
    await act(async () => buttonByText(container, 'Verify and turn on').click());
    expect(onConfirm).toHaveBeenCalledWith('123456');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[role="alert"]')).toBeNull();

    await act(async () => buttonByText(container, 'Verify and turn on').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Start the set-up first',
    );
  });
});

describe('confirming with the password or a code', () => {
  it('asks for what is missing, puts a refusal at the field or above the form', async () => {
    const refusals: Outcome[] = [
      { ok: false, refusal: { message: 'Wrong password', fields: { password: 'Wrong password' } } },
      { ok: false, refusal: { message: 'Two-factor is off', fields: {} } },
    ];
    const onSubmit = vi.fn(async () => refusals.shift()!);
    const { container } = renderUi(
      <ReauthenticateForm
        title="Turn off two-factor authentication"
        submitLabel="Turn off"
        busy={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
      { mantine: 'test' },
    );
    const password = () => byLabel<HTMLInputElement>(container, 'Current password');
    click(buttonByText(container, 'Turn off'));
    await act(async () => {});
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Enter your password');

    typeInto(password(), 'not-it');
    await act(async () => buttonByText(container, 'Turn off').click());
    expect(onSubmit).toHaveBeenCalledWith({ password: 'not-it' });
    expect(container.textContent).toContain('Wrong password');
    expect(container.querySelector('[role="alert"]')).toBeNull();

    // A code instead: the field empties and its message goes.
    click(buttonByText(container, 'Use a code instead'));
    expect(container.textContent).not.toContain('Wrong password');
    click(buttonByText(container, 'Turn off'));
    await act(async () => {});
    expect(container.textContent).toContain('Enter a code');
    await act(async () => buttonByText(container, 'Use your password instead').click());
    typeInto(password(), 'again');
    await act(async () => buttonByText(container, 'Turn off').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Two-factor is off');
  });
});
