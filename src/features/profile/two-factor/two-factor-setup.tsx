import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Flex,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '../../../api/two-factor.api';
import { FormError } from '../../../shared/ui/form/form-error';
import { QrCodeImage } from './qr-code-image';
import { useOneFieldSubmit } from './use-one-field-submit';
import type { Outcome } from './use-two-factor';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface TwoFactorSetupProps {
  enrolment: TwoFactorEnrolment;
  busy: boolean;
  onConfirm: (code: string) => Promise<Outcome>;
  onCancel: () => void;
}

// Set-up step 2: scan the QR code (or type the key), then prove it with the app's current code.
export function TwoFactorSetup({ enrolment, busy, onConfirm, onCancel }: TwoFactorSetupProps) {
  const [code, setCode] = useState('');
  const { fieldError: codeError, error, send } = useOneFieldSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const wrong = /^\d{6}$/.test(code) ? null : 'Enter the 6 digits your app shows';
    await send(wrong, 'code', () => onConfirm(code));
  }

  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="two-factor-setup-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="two-factor-setup-title">
          Set up your authenticator app
        </Title>
        <Flex
          gap="lg"
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'center', sm: 'flex-start' }}
        >
          <QrCodeImage
            value={enrolment.otpauthUri}
            label="QR code to scan with your authenticator app"
          />
          <Stack gap="sm" w="100%" miw={0}>
            <Text size="sm">
              1. Open your authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password, Authy…) and scan this QR code.
            </Text>
            <Text size="sm">Can’t scan it? Enter this key in the app instead:</Text>
            <Group gap="xs" wrap="nowrap">
              <Text
                ff="monospace"
                fz="sm"
                px="sm"
                py={6}
                bg="var(--app-canvas)"
                style={{ borderRadius: 6, wordBreak: 'break-all' }}
                data-testid="two-factor-secret"
                aria-label="Set-up key"
              >
                {groupedSecret(enrolment.secret)}
              </Text>
              <CopyButton value={enrolment.secret} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy key'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={copied ? 'Copied' : 'Copy key'}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm set-up">
              <Stack gap="sm" mt="xs">
                <FormError error={error} />
                <TextInput
                  label="2. Enter the 6-digit code from your authenticator app"
                  name="totp-code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  styles={{ wrapper: { maxWidth: 240 } }}
                  placeholder="123456"
                  value={code}
                  error={codeError}
                  onChange={(event) =>
                    setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))
                  }
                />
                <Group gap="sm">
                  <Button type="submit" loading={busy}>
                    Verify and turn on
                  </Button>
                  <Button variant="default" onClick={onCancel} disabled={busy}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        </Flex>
      </Stack>
    </Card>
  );
}
