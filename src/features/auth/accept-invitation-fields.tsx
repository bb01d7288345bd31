import {
  Button,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { passwordPolicyProblems } from '../../domain/password-policy';
import type { PasswordPolicy } from '../../domain/settings.schema';
import { FormError } from '../../shared/ui/form/form-error';
import { useValidatedForm } from '../../shared/ui/form/use-validated-form';
import {
  policyRules,
  validateAcceptForm,
  type AcceptFormErrors,
  type AcceptFormValues,
  type AcceptInput,
} from './accept-invitation-form';

export interface AcceptInvitationFieldsProps {
  email: string;
  policy: PasswordPolicy;
  loading: boolean;
  error: string | null;
  onSubmit: (input: AcceptInput) => void;
}

/** The policy's rules, each ticked once the password meets it. */
function PolicyChecklist({ policy, password }: { policy: PasswordPolicy; password: string }) {
  const unmet = new Set(passwordPolicyProblems(password, policy));
  return (
    <List size="xs" spacing={2} aria-label="Password rules" center>
      {policyRules(policy).map((rule) => {
        const met = !unmet.has(rule);
        return (
          <List.Item
            key={rule}
            c={met ? 'teal.8' : 'dimmed'}
            icon={
              <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray'} variant="light">
                {met ? <IconCheck size={11} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            {rule}
            {met && <VisuallyHidden> (met)</VisuallyHidden>}
          </List.Item>
        );
      })}
    </List>
  );
}

/** Name and password for an invited person; the policy is shown and checked at the field. */
export function AcceptInvitationFields({
  email,
  policy,
  loading,
  error,
  onSubmit,
}: AcceptInvitationFieldsProps) {
  const form = useValidatedForm<AcceptFormValues, AcceptInput, AcceptFormErrors>(
    { firstName: '', lastName: '', password: '', confirm: '' },
    (values) => validateAcceptForm(values, policy),
    (input) => {
      if (!loading) onSubmit(input);
    },
  );
  const { values, errors, update } = form;
  return (
    <form onSubmit={form.submit} noValidate aria-label="Accept invitation">
      <Stack gap="md">
        <FormError error={error} />
        <TextInput label="Email" value={email} readOnly variant="filled" autoComplete="username" />
        <Group grow gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            required
            autoFocus
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => update({ firstName: event.currentTarget.value })}
            miw={140}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => update({ lastName: event.currentTarget.value })}
            miw={140}
          />
        </Group>
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => update({ password: event.currentTarget.value })}
          />
          <Text size="xs" c="dimmed">
            Your password needs:
          </Text>
          <PolicyChecklist policy={policy} password={values.password} />
        </Stack>
        <PasswordInput
          label="Confirm password"
          required
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => update({ confirm: event.currentTarget.value })}
        />
        <Button type="submit" fullWidth loading={loading} mt="xs">
          Create my account
        </Button>
      </Stack>
    </form>
  );
}
