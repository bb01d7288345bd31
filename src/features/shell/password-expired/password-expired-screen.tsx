import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { loadCommonPasswords } from '../../../domain/common-passwords';
import { checkPassword, PASSWORD_EXPIRED_MESSAGE } from '../../../domain/password-policy';
import type { PasswordPolicy } from '../../../domain/settings.schema';
import type { PasswordChangeOutcome } from '../../../session/session.store';
import { FormError } from '../../../shared/ui/form/form-error';

// The organization's policy is the server's to apply (its message comes back at the field); the
// browser checks what every policy holds: 8 characters at least and no common password.
const FLOOR: PasswordPolicy = {
  minLength: 8,
  requireUppercase: false,
  requireLowercase: false,
  requireNumber: false,
  requireSpecial: false,
  expiryDays: 0,
};

type Field = 'currentPassword' | 'newPassword' | 'confirm';

export function PasswordExpiredScreen(props: {
  email: string;
  onChange: (current: string, next: string) => Promise<PasswordChangeOutcome>;
  onLogout: () => void;
}) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [common, setCommon] = useState<ReadonlySet<string>>(new Set());

  // The list of common passwords (80 KB) is fetched only now that a password form is open.
  useEffect(() => {
    void loadCommonPasswords().then(setCommon);
  }, []);

  const edit = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: Partial<Record<Field, string>> = {};
    if (values.currentPassword === '') next.currentPassword = 'Current password is required';
    const problem = checkPassword(values.newPassword, FLOOR, {
      commonPasswords: common,
      email: props.email,
    });
    if (problem) next.newPassword = problem;
    else if (values.confirm !== values.newPassword) next.confirm = 'The passwords do not match';
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const outcome = await props
      .onChange(values.currentPassword, values.newPassword)
      .catch(() => ({ ok: false as const, message: 'The password could not be changed' }));
    setBusy(false);
    if (outcome.ok) return;
    if ('field' in outcome && outcome.field) setErrors({ [outcome.field]: outcome.message });
    else setFormError(outcome.message);
  }

  return (
    <Center mih="100dvh" bg="var(--app-canvas)" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={440}>
        <Stack gap={6} align="center" mb="lg">
          <IconKey size={36} stroke={1.5} aria-hidden />
          <Title order={1} fz={22} ta="center">
            {PASSWORD_EXPIRED_MESSAGE}
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            Your organization asks for a new password every so often. Until it is changed, nothing
            else can be opened.
          </Text>
        </Stack>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Choose a new password"
        >
          <Stack gap="sm">
            <FormError error={formError} />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              value={values.currentPassword}
              error={errors.currentPassword}
              onChange={(e) => edit('currentPassword', e.currentTarget.value)}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              value={values.newPassword}
              error={errors.newPassword}
              onChange={(e) => edit('newPassword', e.currentTarget.value)}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              value={values.confirm}
              error={errors.confirm}
              onChange={(e) => edit('confirm', e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth mt="xs">
              Change password
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={props.onLogout}>
              Log out instead
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
