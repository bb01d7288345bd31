import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TwoFactorProof } from '../../../api/two-factor.api';
import { FormError } from '../../../shared/ui/form/form-error';
import { useOneFieldSubmit } from './use-one-field-submit';
import type { Outcome } from './use-two-factor';

export interface ReauthenticateFormProps {
  /** What is being confirmed: "Turn off two-factor authentication". */
  title: string;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: (proof: TwoFactorProof) => Promise<Outcome>;
  onCancel: () => void;
}

// Turning two-factor off or replacing the recovery codes needs the current password, or a code
// from the app (or a recovery code) for someone who signed in with one.
export function ReauthenticateForm(props: ReauthenticateFormProps) {
  const { title, submitLabel, danger, busy, onSubmit, onCancel } = props;
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const { fieldError, setFieldError, error, send } = useOneFieldSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const empty = withCode ? 'Enter a code' : 'Enter your password';
    await send(value.trim() ? null : empty, withCode ? 'code' : 'password', () =>
      onSubmit(withCode ? { code: value.trim() } : { password: value }),
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <FormError error={error} />
        {withCode ? (
          <TextInput
            key="code"
            label="Code from your authenticator app, or a recovery code"
            autoComplete="one-time-code"
            autoFocus
            maw={320}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : (
          <PasswordInput
            key="password"
            label="Current password"
            autoComplete="current-password"
            autoFocus
            maw={320}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          w="fit-content"
          onClick={() => {
            setWithCode((c) => !c);
            setValue('');
            setFieldError(null);
          }}
        >
          {withCode ? 'Use your password instead' : 'Use a code instead'}
        </Anchor>
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
