import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { TwoFactorProof, TwoFactorStatus } from '../../../api/two-factor.api';
import { ReauthenticateForm } from './reauthenticate-form';
import type { Outcome } from './use-two-factor';

export interface TwoFactorStatusCardProps {
  status: TwoFactorStatus;
  busy: boolean;
  onStart: () => void;
  onDisable: (proof: TwoFactorProof) => Promise<Outcome>;
  onRegenerate: (proof: TwoFactorProof) => Promise<Outcome>;
}

type Pending = 'disable' | 'regenerate' | null;

export function TwoFactorStatusCard(props: TwoFactorStatusCardProps) {
  const { status, busy, onStart, onDisable, onRegenerate } = props;
  const [pending, setPending] = useState<Pending>(null);

  const closeOnSuccess =
    (action: (proof: TwoFactorProof) => Promise<Outcome>) => async (proof: TwoFactorProof) => {
      const outcome = await action(proof);
      if (outcome.ok) setPending(null);
      return outcome;
    };

  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="two-factor-status-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {status.enabled ? (
            <IconShieldCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
          ) : (
            <IconShieldOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
          )}
          <Title order={2} size="h4" id="two-factor-status-title">
            Authenticator app
          </Title>
          <Badge color={status.enabled ? 'teal' : 'gray'} variant="light">
            {status.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {status.enabled ? (
          <Text size="sm" c="dimmed">
            Signing in asks for a code from your authenticator app after your password.{' '}
            {status.recoveryCodesLeft === 1
              ? '1 recovery code left.'
              : `${status.recoveryCodesLeft} recovery codes left.`}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Add a second step to signing in: a 6-digit code from an app on your phone, so a stolen
            password alone cannot open your account.
          </Text>
        )}
        {!status.enabled && (
          <Group>
            <Button onClick={onStart} loading={busy}>
              Set up
            </Button>
          </Group>
        )}
        {status.enabled && pending === null && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setPending('regenerate')}>
              New recovery codes
            </Button>
            <Button variant="light" color="red" onClick={() => setPending('disable')}>
              Turn off
            </Button>
          </Group>
        )}
        {status.enabled && pending !== null && (
          <>
            <Divider />
            {pending === 'disable' ? (
              <ReauthenticateForm
                title={
                  status.required
                    ? 'Turn off two-factor authentication (your organization requires it: you will set it up again at once)'
                    : 'Turn off two-factor authentication'
                }
                submitLabel="Turn off"
                danger
                busy={busy}
                onSubmit={closeOnSuccess(onDisable)}
                onCancel={() => setPending(null)}
              />
            ) : (
              <ReauthenticateForm
                title="Replace your recovery codes (the old ones stop working)"
                submitLabel="Make new codes"
                busy={busy}
                onSubmit={closeOnSuccess(onRegenerate)}
                onCancel={() => setPending(null)}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
