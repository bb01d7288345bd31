import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../shared/ui/form/form-error';

export const CODE_PROMPT_TEXT = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_PROMPT_TEXT =
  'Enter one of the recovery codes you saved when you set up two-factor authentication.';

export interface LoginCodeFormProps {
  onSubmit: (code: string) => void;
  onBack: () => void;
  loading: boolean;
  /** The code was refused: shown at the field. */
  codeError: string | null;
  /** Anything else (expired sign-in, too many attempts, server unreachable): above the field. */
  error: string | null;
}

// The login's second step for an account with two-factor authentication: a code from the
// authenticator app, or one of the recovery codes.
export function LoginCodeForm({ onSubmit, onBack, loading, codeError, error }: LoginCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  // A refused code belongs to the field it was typed in: switching fields hides it.
  const [refusalShown, setRefusalShown] = useState(true);

  function submit(typed = code, event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (loading) return;
    const trimmed = typed.trim();
    const complete = recovery ? trimmed.length > 0 : /^\d{6}$/.test(trimmed);
    setMissing(complete ? null : recovery ? 'Enter a recovery code' : 'Enter the 6 digits');
    if (complete) {
      setRefusalShown(true);
      onSubmit(trimmed);
    }
  }

  function switchMode() {
    setRecovery((r) => !r);
    setCode('');
    setMissing(null);
    setRefusalShown(false);
  }

  const fieldError = missing ?? (refusalShown ? codeError : null);
  return (
    <form onSubmit={(event) => submit(code, event)} noValidate aria-label="Two-factor code">
      <Stack gap="md">
        <FormError error={error} />
        <Text size="sm">{recovery ? RECOVERY_PROMPT_TEXT : CODE_PROMPT_TEXT}</Text>
        {recovery ? (
          <TextInput
            key="recovery"
            label="Recovery code"
            name="recovery-code"
            autoComplete="off"
            autoFocus
            spellCheck={false}
            placeholder="xxxx-xxxx-xxxx-xxxx"
            value={code}
            error={fieldError}
            onChange={(event) => {
              setMissing(null);
              setCode(event.currentTarget.value);
            }}
          />
        ) : (
          <TextInput
            key="totp"
            label="Authentication code"
            name="totp-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            maxLength={6}
            placeholder="123456"
            value={code}
            error={fieldError}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
              setMissing(null);
              setCode(digits);
              if (digits.length === 6) submit(digits);
            }}
            styles={{ input: { fontSize: 22, letterSpacing: '0.4em', textAlign: 'center' } }}
          />
        )}
        <Button type="submit" fullWidth loading={loading} mt="xs">
          Verify
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
