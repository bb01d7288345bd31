import { Checkbox, Divider, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { SettingsSaveRow } from '../../../shared/ui/form/settings-save-row';
import { useSaveForm } from '../../../shared/ui/form/use-save-form';
import { AllowedIpsEditor } from './allowed-ips-editor';
import {
  securityValues,
  validateSecurity,
  type SecuritySettings,
  type SecurityValues,
} from './security-settings-values';

const CLASSES = [
  ['requireUppercase', 'An uppercase letter'],
  ['requireLowercase', 'A lowercase letter'],
  ['requireNumber', 'A number'],
  ['requireSpecial', 'A special character'],
] as const;

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="md" fw={600}>
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

export function SecuritySettingsForm(props: {
  settings: SecuritySettings;
  readOnly: boolean;
  callerIp: string | null;
  onSave: (next: SecuritySettings, onSaved: () => void) => void;
}) {
  const { settings, readOnly, callerIp } = props;
  const { values, errors, saved, update, submit } = useSaveForm(
    () => securityValues(settings),
    (current: SecurityValues) => validateSecurity(current, callerIp),
    props.onSave,
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <form onSubmit={submit} noValidate aria-label="Security settings">
        <Stack gap="lg" maw={600}>
          <Section title="Sessions">
            <NumberInput
              label="Lock after idle time"
              description="Minutes without activity before the app locks and asks for the password again."
              min={1}
              max={1440}
              allowDecimal={false}
              clampBehavior="none"
              w={260}
              suffix=" min"
              disabled={readOnly}
              value={values.sessionTimeout}
              error={errors.sessionTimeout}
              onChange={(sessionTimeout) => update({ sessionTimeout })}
            />
          </Section>
          <Divider />
          <Section title="Password policy">
            <NumberInput
              label="Minimum length"
              description="Characters; at least 8."
              min={8}
              max={128}
              allowDecimal={false}
              clampBehavior="none"
              w={260}
              disabled={readOnly}
              value={values.minLength}
              error={errors.minLength}
              onChange={(minLength) => update({ minLength })}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                Passwords must contain
              </Text>
              {CLASSES.map(([key, label]) => (
                <Checkbox
                  key={key}
                  label={label}
                  disabled={readOnly}
                  checked={values[key]}
                  onChange={(event) => update({ [key]: event.currentTarget.checked })}
                />
              ))}
            </Stack>
            <NumberInput
              label="Password expiry"
              description="Days before a password must be changed at the next login; 0 never expires."
              min={0}
              max={3650}
              allowDecimal={false}
              clampBehavior="none"
              w={260}
              suffix=" days"
              disabled={readOnly}
              value={values.expiryDays}
              error={errors.expiryDays}
              onChange={(expiryDays) => update({ expiryDays })}
            />
            <Text size="sm" c="dimmed">
              Common passwords (from a list of the 10,000 most used) are always refused.
            </Text>
          </Section>
          <Divider />
          <Section title="Sign-in">
            <Switch
              label="Two-factor authentication"
              description="Everyone signs in with a code from an authenticator app as well as the password."
              disabled={readOnly}
              checked={values.twoFactorAuth}
              onChange={(event) => update({ twoFactorAuth: event.currentTarget.checked })}
            />
          </Section>
          <Divider />
          <Section title="Network access">
            <Switch
              label="Restrict access by IP address"
              description="Logins and every request from other addresses are refused."
              disabled={readOnly}
              checked={values.ipRestriction}
              onChange={(event) => update({ ipRestriction: event.currentTarget.checked })}
            />
            {readOnly ? (
              <Text size="sm" c="dimmed">
                The allowed addresses are shown only to those who manage settings.
              </Text>
            ) : (
              <AllowedIpsEditor
                value={values.allowedIPs}
                onChange={(allowedIPs) => update({ allowedIPs })}
                error={errors.allowedIPs}
                disabled={readOnly}
                callerIp={callerIp}
              />
            )}
          </Section>
          <SettingsSaveRow saved={saved} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
