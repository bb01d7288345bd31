import { Alert, Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import type { PasswordPolicy } from '../../domain/settings.schema';
import { useServices } from '../../shared/services/services.context';
import { FormError } from '../../shared/ui/form/form-error';
import { useValidatedForm } from '../../shared/ui/form/use-validated-form';
import { ProfileCard } from './profile-card';
import { emptyPasswordValues, validatePasswordChange, type PasswordErrors } from './profile-forms';
import { NEEDS_NETWORK, useServerReachable } from './use-server-reachable';

export const PASSWORD_CHANGED = 'Your password was changed';

/** The policy in words, so the rules are known before typing. */
function policyLines(policy: PasswordPolicy): string[] {
  return [
    `At least ${policy.minLength} characters`,
    ...(policy.requireUppercase ? ['An uppercase letter'] : []),
    ...(policy.requireLowercase ? ['A lowercase letter'] : []),
    ...(policy.requireNumber ? ['A number'] : []),
    ...(policy.requireSpecial ? ['A special character'] : []),
  ];
}

/**
 * Current + new + confirm, checked at the field with the organization's policy (the server's
 * rule). Needs the server; on success every other session of the user ends, and the form starts
 * again empty.
 */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordForm
      key={generation}
      onChanged={() => {
        setGeneration((n) => n + 1);
        onChanged();
      }}
    />
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { session } = useServices();
  const reachable = useServerReachable();
  const policy = useSettingsGroup('security').passwordPolicy;
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useValidatedForm(
    emptyPasswordValues,
    (values) => validatePasswordChange(values, policy),
    (input) => {
      setBusy(true);
      setFormError(null);
      void session
        .changePassword(input.currentPassword, input.newPassword)
        .then((result) => {
          if (result.status === 'ok') {
            const ended = result.data.endedSessions;
            notifications.show({
              color: 'green',
              title: PASSWORD_CHANGED,
              message:
                ended > 0
                  ? `Your other sessions were logged out (${ended}).`
                  : 'You had no other sessions.',
            });
            onChanged();
            return;
          }
          const details = result.details ?? {};
          const atField: PasswordErrors = {
            currentPassword: details.currentPassword,
            newPassword: details.newPassword,
          };
          setServerErrors(atField);
          if (!atField.currentPassword && !atField.newPassword) setFormError(result.message);
        })
        .finally(() => setBusy(false));
    },
  );
  const change = (patch: Partial<typeof emptyPasswordValues>) => {
    setServerErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])),
    }));
    form.update(patch);
  };
  const errorOf = (field: keyof PasswordErrors) => form.errors[field] ?? serverErrors[field];

  return (
    <ProfileCard
      id="password"
      title="Change password"
      description="Your other sessions are logged out when the password changes."
    >
      <form onSubmit={form.submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          {!reachable && (
            <Alert color="gray" variant="light" icon={<IconWifiOff size={16} />}>
              {NEEDS_NETWORK}
            </Alert>
          )}
          <FormError error={formError} />
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            value={form.values.currentPassword}
            error={errorOf('currentPassword')}
            onChange={(event) => change({ currentPassword: event.currentTarget.value })}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            value={form.values.newPassword}
            error={errorOf('newPassword')}
            onChange={(event) => change({ newPassword: event.currentTarget.value })}
          />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            value={form.values.confirmPassword}
            error={errorOf('confirmPassword')}
            onChange={(event) => change({ confirmPassword: event.currentTarget.value })}
          />
          <div>
            <Text size="xs" c="dimmed" id="password-policy">
              Your organization asks for:
            </Text>
            <List size="xs" c="dimmed" aria-labelledby="password-policy">
              {policyLines(policy).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!reachable}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileCard>
  );
}
